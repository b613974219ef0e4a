import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ApiError, call, errorText } from '@classroom/shared/api';
import { PUBLIC_PAGES_TEXT, STUDENT_PERMISSION, type PastRecording } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { useSession } from '@classroom/shared/session';
import { EmptyState, Loader, useTitle } from '@classroom/shared/ui';
import styles from './public-pages.module.css';

/** The text for a failed list: another student's id (403) gets the page's own words, the rest the 000 §8 texts. */
export function recordingsErrorText(error: unknown): string {
  if (error instanceof ApiError && error.httpStatus === 403) return PUBLIC_PAGES_TEXT.recordingsNotYours;
  return errorText(error);
}

function Recording({ item }: { item: PastRecording }) {
  return (
    <li className={styles.recording}>
      <p className={styles.subject}>
        <span className={styles.dot} style={{ background: item.primary_color }} aria-hidden="true" />
        {item.subject_name} · {item.chapter_name}
      </p>
      <h2>{item.lecture}</h2>
      <p className={styles.meta}>
        {item.faculty_name} · {formatDateTime(item.start_date)}
      </p>
      <a className="cp-button cp-button--primary" href={item.replay_url} target="_blank" rel="noopener noreferrer">
        Watch recording<span className="cp-visually-hidden"> of {item.lecture} (opens in a new tab)</span>
      </a>
    </li>
  );
}

function Recordings({ studentId }: { studentId: number }) {
  useTitle('Past Recordings');
  const list = useQuery({
    queryKey: ['past-recordings', studentId],
    queryFn: () => call('pastRecordings', { params: { studentId } }),
    retry: false,
  });
  return (
    <main id="main" className={styles.page}>
      <article className={styles.card}>
        <h1>Past Recordings</h1>
        {list.isLoading && <Loader />}
        {list.error && (
          <p role="alert" className="cp-alert">
            {recordingsErrorText(list.error)}
          </p>
        )}
        {list.data?.length === 0 && (
          <EmptyState
            message="No past recordings yet"
            subMessage="Recordings of your classes appear here once a class has ended"
          />
        )}
        {list.data && list.data.length > 0 && (
          <ul className={styles.recordings} aria-label="Past class recordings">
            {list.data.map((item) => (
              <Recording key={item.liveclass_id} item={item} />
            ))}
          </ul>
        )}
        <p className={styles.actions}>
          <Link to="/student">Back to the dashboard</Link>
        </p>
      </article>
    </main>
  );
}

/**
 * /pastrecordings/{student_id} (001 §2.1): the student's past class recordings, read-only, each linking to
 * the recording's address from the API (pastRecordings call: ended online classes with a replay link, latest first).
 *
 * Access rule: the student comes from the token. Without a signed-in student the page sends the visitor to / (sign-in),
 * as the guarded routes do (001 §6); a signed-in student may see only their own id — any other id is refused by the
 * API (403) and the page says 'You can see only your own past recordings.'; a path id that is not a number is the
 * error page's case and also shows that text (nothing is requested).
 */
export function PastRecordingsPage() {
  const { studentId } = useParams();
  const signedIn = useSession((s) => s.user?.permission === STUDENT_PERMISSION);
  const id = Number(studentId);
  if (!signedIn) return <Navigate to="/" replace />;
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <main id="main" className={styles.page}>
        <article className={styles.card}>
          <h1>Past Recordings</h1>
          <p role="alert" className="cp-alert">
            {PUBLIC_PAGES_TEXT.recordingsNotYours}
          </p>
        </article>
      </main>
    );
  }
  return (
    <QueryClientProvider client={queryClient}>
      <Recordings studentId={id} />
    </QueryClientProvider>
  );
}
