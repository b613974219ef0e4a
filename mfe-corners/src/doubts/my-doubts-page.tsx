/** The student's doubts (001 §2.1 pendingdoubts, doubtsolutions): pending first, then answered, with photos. */
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@classroom/shared/format';
import { EmptyState } from '@classroom/shared/ui';
import { loadKatex, RichText } from '@classroom/shared/math';
import { DOUBTS, TITLES } from '../messages';
import { doubtPhotoQuery, pendingDoubtsQuery } from '../data/queries';
import { QueryView } from '../ui/query-view';
import { Page, plain } from './doubts-page';
import styles from './doubts.module.css';

/** /student/pendingdoubts (all of the student's doubts) and /student/doubtsolutions (answered ones). */
export function MyDoubtsPage({ answeredOnly = false }: { answeredOnly?: boolean }) {
  const doubts = useQuery(pendingDoubtsQuery());
  useEffect(() => void loadKatex().catch(() => undefined), []);
  return (
    <Page title={answeredOnly ? DOUBTS.answeredTitle : TITLES.pendingDoubts}>
      <QueryView query={doubts}>
        {(all) => {
          const items = answeredOnly
            ? all.filter((d) => d.status === 'answered')
            : [...all.filter((d) => d.status === 'pending'), ...all.filter((d) => d.status === 'answered')];
          if (items.length === 0) {
            return (
              <>
                <EmptyState
                  message={answeredOnly ? DOUBTS.noAnswered : DOUBTS.noDoubts}
                  subMessage={DOUBTS.noDoubtsSub}
                />
                <p className={styles.hint}>
                  <NavLink to="/student/uploaddoubt">{DOUBTS.ask}</NavLink>
                </p>
              </>
            );
          }
          return (
            <ul className={styles.rows}>
              {items.map((d) => (
                <li key={d.doubt_id} className={styles.doubt} data-doubt-id={d.doubt_id}>
                  <div className={styles.doubtHead}>
                    <span className={d.status === 'pending' ? styles.badgePending : styles.badgeAnswered}>
                      {d.status === 'pending' ? DOUBTS.pending : DOUBTS.answered}
                    </span>
                    <span className={styles.meta}>
                      {d.subject_name}
                      {d.chapter_name ? ` · ${d.chapter_name}` : ''} · {formatDateTime(d.created_at)}
                      {d.photos > 0 ? ` · ${DOUBTS.photosCount(d.photos)}` : ''}
                    </span>
                  </div>
                  <p className={styles.doubtText}>{d.question}</p>
                  {d.photos > 0 && <DoubtPhotos doubtId={d.doubt_id} count={d.photos} />}
                  {d.answer && (
                    <div className={styles.answer}>
                      <h2 className={styles.answerTitle}>{DOUBTS.answer}</h2>
                      <RichText html={d.answer} />
                    </div>
                  )}
                  {d.status === 'pending' && (
                    <Link className="cp-button cp-button--secondary" to={`/student/uploaddoubt?edit=${d.doubt_id}`}>
                      {DOUBTS.edit}
                      <span className="cp-visually-hidden"> {plain(d.question, 60)}</span>
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          );
        }}
      </QueryView>
    </Page>
  );
}

/** The photos of one of the student's doubts as 96 px thumbnails (doubt-photo call, only the student's own). */
function DoubtPhotos({ doubtId, count }: { doubtId: number; count: number }) {
  return (
    <ul className={styles.photos} aria-label={DOUBTS.photosCount(count)}>
      {Array.from({ length: count }, (_, i) => (
        <DoubtPhoto key={i} doubtId={doubtId} index={i} />
      ))}
    </ul>
  );
}

function DoubtPhoto({ doubtId, index }: { doubtId: number; index: number }) {
  const photo = useQuery(doubtPhotoQuery(doubtId, index));
  return (
    <li className={styles.photo}>
      {photo.data ? (
        <img src={photo.data.data_url} alt={DOUBTS.photoAlt(index + 1)} />
      ) : (
        <span className={styles.meta}>{photo.isError ? DOUBTS.photoMissing : '…'}</span>
      )}
    </li>
  );
}
