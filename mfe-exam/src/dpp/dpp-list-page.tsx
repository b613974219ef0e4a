import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@classroom/shared/format';
import { useSession } from '@classroom/shared/session';
import { EmptyState, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { readFailureText } from '../data/read-failure';
import { studentMppsQuery } from './queries';
import { CHECK_BACK_LATER, CONTINUE, DPP_LIST_TITLE, noContent, RESULT, START } from '../messages';
import { dppAction, dppRowsFor, type DppInstructionsState } from './rules';
import styles from '../ui/test-list.module.css';
import { ReadFailure } from '../data/read-failure-view';
import { FilterTabs, tabLabel } from '../ui/filter-tabs';
import type { ListTab } from '../lib/test-list-rules';

const LABELS = { start: START, continue: CONTINUE, result: RESULT } as const;

/**
 * /student/dpp-list/all (001 §2.1): the student's MPPs/DPPs with tabs All, Attempted, Pending as on the test list
 * (001 §2.2); Start/Continue open the DPP instructions with the state of 001 §2.1, Result opens dpp-result/{examId}.
 */
export function DppListPage() {
  useTitle(DPP_LIST_TITLE);
  const { student, error: studentError } = useStudent();
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState<ListTab>('all');
  const { data, error, refetch } = useQuery(studentMppsQuery());
  const loadError = readFailureText(error ?? studentError);
  const rows = data ? dppRowsFor(tab, data.dpps) : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{DPP_LIST_TITLE}</h1>
      <FilterTabs label="Filter DPPs" value={tab} onChange={setTab} />
      {loadError ? (
        <ReadFailure className={styles.error} message={loadError} onRetry={() => void refetch()} />
      ) : !data ? (
        <Loader />
      ) : rows.length === 0 ? (
        <EmptyState message={noContent('DPP')} subMessage={CHECK_BACK_LATER} />
      ) : (
        <table className={styles.table}>
          <caption className="cp-visually-hidden">{`${DPP_LIST_TITLE}: ${tabLabel(tab)}`}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">DPP name</th>
              <th scope="col">Subject</th>
              <th scope="col">Start</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((mpp, index) => {
              const action = dppAction(mpp);
              const state: DppInstructionsState | undefined =
                action.kind === 'result' || !student
                  ? undefined
                  : {
                      studentId: student.id,
                      userId: user?.user_id ?? 0,
                      token: user?.token ?? '',
                      ExamScheduleId: mpp.id,
                      studentName: student.name,
                    };
              return (
                <tr key={mpp.id}>
                  <td data-label="#" className="cp-tabular">
                    {index + 1}
                  </td>
                  <th scope="row" data-label="DPP name" className={styles.name}>
                    {mpp.name}
                  </th>
                  <td data-label="Subject">
                    {mpp.subject_name} · {mpp.chapter_name}
                  </td>
                  <td data-label="Start">{formatDateTime(mpp.start_date)}</td>
                  <td data-label="Status">{mpp.status}</td>
                  <td data-label="Action">
                    <Link
                      className={`cp-button ${action.kind === 'result' ? 'cp-button--secondary' : 'cp-button--primary'}`}
                      to={action.to}
                      state={state}
                      aria-label={`${LABELS[action.kind]}: ${mpp.name}`}
                    >
                      {LABELS[action.kind]}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
