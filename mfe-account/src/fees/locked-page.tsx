import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, DEFAULT_ERROR_TEXT, call, logout as signOut } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { formatRupees } from '@classroom/shared/format';
import { Button, Dialog, Loader, useTitle } from '@classroom/shared/ui';
import { useLinks } from '@classroom/shared/config';
import { useSession } from '@classroom/shared/session';
import { LockedPay } from './locked-pay';
import { MESSAGES } from '../messages';
import styles from './locked.module.css';

/**
 * 001 §4.8 payment-due: whether the profile is locked and the amount due (rupees). Not retried by itself: a failure shows
 * the spec's alert at once, whose Okay asks again (001 §2.7).
 */
export const paymentDueQuery = () =>
  queryOptions({
    queryKey: ['account', 'payment-due'],
    queryFn: ({ signal }) => call('paymentDue', { signal }),
    retry: false,
    staleTime: 0,
  });

/** 001 §2.7 fetch failure: the server's message, or 'Some error occurred'. A 401 is left to the host. */
function failureText(error: unknown): string | null {
  if (error instanceof ApiError && error.kind === 'session-expired') return null;
  return (error instanceof Error && error.message) || DEFAULT_ERROR_TEXT;
}

/**
 * The locked-account screen at /student/locked (001 §2.7, §4.8). Not guarded and shown without the top
 * bar. Fetches payment-due: profileLocked true → the amount due in rupees, Logout, a contact-counsellor
 * link and a care e-mail address, and Pay now; false → replaced to /student; failure → an alert with the message.
 * Signed out there is no account to show as locked: the page goes to sign-in (/) instead of a sign-in form under
 * 'Profile Locked'.
 */
export function LockedPage() {
  const signedIn = useSession((s) => s.user !== null);
  if (!signedIn) return <Navigate to="/" replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <Locked />
    </QueryClientProvider>
  );
}

function Locked() {
  useTitle(MESSAGES.lockedTitle);
  const links = useLinks();
  const navigate = useNavigate();
  const due = useQuery(paymentDueQuery());
  const retry = () => void due.refetch();

  const logout = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  if (due.isError) {
    const message = failureText(due.error);
    if (message === null) return null;
    return (
      <Dialog
        open
        title={DEFAULT_ERROR_TEXT}
        onDismiss={retry}
        actions={<Button onClick={retry}>{MESSAGES.okay}</Button>}
      >
        <p role="alert">{message}</p>
      </Dialog>
    );
  }
  if (!due.data || due.isFetching) return <Loader />;
  if (!due.data.profileLocked) return <Navigate to="/student" replace />;
  const { amountDue } = due.data;
  return (
    <section className={styles.page} aria-labelledby="locked-title">
      <div className={styles.card}>
        <h1 id="locked-title" className={styles.title}>
          {MESSAGES.locked.heading}
        </h1>
        <p>{MESSAGES.locked.explanation}</p>
        <p className={styles.amount}>
          <span>{MESSAGES.locked.amountDue}</span>
          <strong className="cp-tabular">{formatRupees(amountDue)}</strong>
        </p>
        <div className={styles.actions}>
          <LockedPay />
          {links.counsellor && (
            <a
              className="cp-button cp-button--primary"
              href={links.counsellor}
              target="_blank"
              rel="noopener noreferrer"
            >
              {MESSAGES.locked.contactCounsellor}
              <span className="cp-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <Button variant="secondary" onClick={logout}>
            {MESSAGES.logout}
          </Button>
        </div>
        {links.careEmail && (
          <p className={styles.mail}>
            {MESSAGES.locked.careMail} <a href={`mailto:${links.careEmail}`}>{links.careEmail}</a>
          </p>
        )}
      </div>
    </section>
  );
}
