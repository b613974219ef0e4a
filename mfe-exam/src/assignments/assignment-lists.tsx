/**
 * Assignment lists (001 §2.1 assignmentssubjects, assignmentschapters, assignmentslist,
 * assignments_all_list): subject → chapter → list, and every assignment at once. Each screen takes what it needs from
 * its URL (subject and chapter ids), so a reload or a shared link opens the same screen; an unusable id goes back to
 * the subjects.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ERROR_TEXT } from '@classroom/shared/api';
import type { AssignmentItem } from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { Button, EmptyState, Loader, PageFrame } from '@classroom/shared/ui';
import { ASSIGNMENT_TEXT as T, STATUS_LABELS } from './messages';
import { allAssignmentsQuery, assignmentChaptersQuery, assignmentSubjectsQuery, assignmentsListQuery } from './queries';
import { idFrom } from '../lib/route-id';
import { assignmentAction, marksText } from './rules';
import styles from './assignments.module.css';
import tableStyles from '../ui/test-list.module.css';

/** Loading, error with Retry, or the content of one react-query read. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <div className={styles.error}>
        <p role="alert" className="cp-alert">
          {query.error instanceof Error && query.error.message ? query.error.message : DEFAULT_ERROR_TEXT}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {T.retry}
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return <Loader />;
  return <>{children(query.data)}</>;
}

/** A status badge: the words, never colour alone. */
export function StatusBadge({ status }: { status: AssignmentItem['status'] }) {
  return (
    <span className={styles.badge} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** /student/assignmentssubjects (and /student/assignment): the subjects with assignments, with counts. */
export function AssignmentSubjectsPage() {
  const query = useQuery(assignmentSubjectsQuery());
  return (
    <PageFrame title={T.title}>
      <p>
        <Link to="/student/assignments_all_list">{T.seeAll}</Link>
      </p>
      <QueryState query={query}>
        {(subjects) =>
          subjects.length === 0 ? (
            <EmptyState message={T.empty} subMessage={T.checkBackLater} />
          ) : (
            <ul className={styles.grid} aria-label={T.subjects}>
              {subjects.map((s) => (
                <li key={s.subject_id}>
                  <Link
                    className={styles.card}
                    to={`/student/assignmentschapters/${s.subject_id}`}
                    style={{ '--subject-color': s.primary_color } as CSSProperties}
                  >
                    <span className={styles.cardTitle}>{s.subject_name}</span>
                    <span className={styles.meta}>
                      {s.total} assignments · {s.pending} pending
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

/** /student/assignmentschapters/{subjectId}: the chapters of a subject with assignments. */
export function AssignmentChaptersPage() {
  const subjectId = idFrom(useParams().subjectId);
  const query = useQuery({ ...assignmentChaptersQuery(subjectId ?? 0), enabled: subjectId !== null });
  if (subjectId === null) return <Navigate to="/student/assignmentssubjects" replace />;
  return (
    <PageFrame
      title={query.data ? `${query.data.subject_name}: ${T.chapters}` : T.chapters}
      back={{ to: '/student/assignmentssubjects', label: T.subjects }}
    >
      <QueryState query={query}>
        {(data) => (
          <ul className={styles.rows}>
            {data.chapters.map((c) => (
              <li key={c.chapter_id}>
                <Link className={styles.row} to={`/student/assignmentslist/${subjectId}/${c.chapter_id}`}>
                  <span className={styles.rowTitle}>{c.chapter_name}</span>
                  <span className={styles.meta}>
                    {c.total} · {c.pending} pending
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** The table of assignments (cards on a phone): title, subject and chapter, due date, status, marks, action. */
export function AssignmentTable({ items, caption }: { items: AssignmentItem[]; caption: string }) {
  if (items.length === 0) return <EmptyState message={T.empty} subMessage={T.checkBackLater} />;
  return (
    <table className={tableStyles.table}>
      <caption className="cp-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Assignment</th>
          <th scope="col">Subject</th>
          <th scope="col">{T.due}</th>
          <th scope="col">{T.status}</th>
          <th scope="col">{T.marks}</th>
          <th scope="col">{T.action}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((a, i) => {
          const action = assignmentAction(a);
          return (
            <tr key={a.assignment_id}>
              <td data-label="#" className="cp-tabular">
                {i + 1}
              </td>
              <th scope="row" data-label="Assignment" className={tableStyles.name}>
                <Link to={`/student/assignment/${a.assignment_id}`}>{a.title}</Link>
              </th>
              <td data-label="Subject">
                {a.subject_name} · {a.chapter_name}
              </td>
              <td data-label={T.due}>{formatDateTime(a.due_at)}</td>
              <td data-label={T.status}>
                <StatusBadge status={a.status} />
              </td>
              <td data-label={T.marks} className="cp-tabular">
                {marksText(a)}
              </td>
              <td data-label={T.action}>
                <Link
                  className={`cp-button ${action.label === T.submit || action.label === T.update ? 'cp-button--primary' : 'cp-button--secondary'}`}
                  to={action.to}
                  aria-label={`${action.label}: ${a.title}`}
                >
                  {action.label}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** /student/assignmentslist/{subjectId}/{chapterId}: the assignments of one chapter. */
export function AssignmentsListPage() {
  const params = useParams();
  const subjectId = idFrom(params.subjectId);
  const chapterId = idFrom(params.chapterId);
  const ok = subjectId !== null && chapterId !== null;
  const query = useQuery({ ...assignmentsListQuery(subjectId ?? 0, chapterId ?? 0), enabled: ok });
  if (!ok) return <Navigate to="/student/assignmentssubjects" replace />;
  return (
    <PageFrame
      title={query.data ? query.data.chapter_name : T.title}
      back={{ to: `/student/assignmentschapters/${subjectId}`, label: query.data?.subject_name ?? T.chapters }}
    >
      <QueryState query={query}>
        {(data) => <AssignmentTable items={data.assignments} caption={`${data.subject_name}: ${data.chapter_name}`} />}
      </QueryState>
    </PageFrame>
  );
}

/** /student/assignments_all_list: every assignment of the student's batches, due date first. */
export function AllAssignmentsPage() {
  const query = useQuery(allAssignmentsQuery());
  return (
    <PageFrame title={T.allTitle} back={{ to: '/student/assignmentssubjects', label: T.subjects }}>
      <QueryState query={query}>{(items) => <AssignmentTable items={items} caption={T.allTitle} />}</QueryState>
    </PageFrame>
  );
}
