/**
 * The profile's Parent card (parent details "shown on the profile"): name and relation, '+91-' mobile
 * (000 §9) and e-mail from get-parent-details, with a link to Edit Parent when that screen is built. A failed load shows
 * the message in the card only (the rest of the profile stays).
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import { formatMobile } from '@classroom/shared/format';
import { isScreenBuilt } from '@classroom/shared/links';
import { queryClient } from '@classroom/shared/query';
import { MESSAGES } from '../messages';
import { PARENT_QUERY_KEY } from './edit-parent-page';
import styles from './profile.module.css';

function ParentDetailsCard() {
  const t = MESSAGES.parent;
  const details = useQuery({
    queryKey: PARENT_QUERY_KEY,
    queryFn: ({ signal }) => call('getParentDetails', { signal }),
  });
  const d = details.data;
  const empty = d && !d.parent_name && !d.parent_mobile && !d.parent_email;
  return (
    <div className={styles.card} aria-labelledby="parent-card-title" role="region">
      <h2 id="parent-card-title" className={styles.heading}>
        {t.heading}
      </h2>
      {details.isPending && <p className={styles.muted}>{MESSAGES.loading}</p>}
      {details.isError && <p role="alert">{errorText(details.error)}</p>}
      {empty && <p className={styles.muted}>{t.none}</p>}
      {d && !empty && (
        <dl className={styles.facts}>
          <dt>{t.name}</dt>
          <dd>
            {d.parent_name ?? '—'}
            {d.relation ? ` (${d.relation})` : ''}
          </dd>
          <dt>{t.mobile}</dt>
          <dd className="cp-tabular">{d.parent_mobile ? formatMobile(d.parent_mobile) : '—'}</dd>
          <dt>{t.email}</dt>
          <dd>{d.parent_email ?? '—'}</dd>
        </dl>
      )}
      {isScreenBuilt('/student/editparent') && d && (
        <p className={styles.editLink}>
          <Link to="/student/editparent">{empty ? t.add : t.edit}</Link>
        </p>
      )}
    </div>
  );
}

/** The card in the shared QueryClientProvider (the profile page itself does not need one). */
export function ParentCard() {
  return (
    <QueryClientProvider client={queryClient}>
      <ParentDetailsCard />
    </QueryClientProvider>
  );
}
