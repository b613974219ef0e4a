import { useId } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import type { CornerType } from '@classroom/shared/contract';
import { EmptyState, Loader } from '@classroom/shared/ui';
import { CORNER_NAMES, MESSAGES } from '../messages';
import { cornerFiltersQuery, dashboardCornerQuery } from '../data/queries';
import { isHandledByHost } from '@classroom/shared/api';
import { ErrorBox } from '../ui/query-view';
import { pickClass } from '../lib/corner-rules';
import { useCornerSelection } from './corner-store';
import { SubjectAccordion } from './subject-accordion';
import styles from '../ui/corners.module.css';

/**
 * 000 §2 Corner cards, the body of one corner without its page heading: the 'Select Class' dropdown and the subject
 * accordions (chapter 1's videos, the first 3 notes or exercise solutions, See all). The selected class and the open
 * subject are kept per corner (000 §3). `classId`/`subjectId` from route state win over the kept choice.
 * `headingLevel`: the panels' heading level (SubjectAccordion) — 3 under the dashboard's h2 section, 2 on a page.
 */
export function CornerRowsBody({
  corner,
  classId: wantedClass,
  subjectId: wantedSubject,
  headingLevel = 3,
}: {
  corner: CornerType;
  classId?: number;
  subjectId?: number;
  headingLevel?: 2 | 3;
}) {
  const selectId = useId();
  const kept = useCornerSelection((s) => s.selected[corner]);
  const selectClass = useCornerSelection((s) => s.selectClass);
  const filters = useQuery(cornerFiltersQuery(corner));
  const classes = filters.data?.classes ?? [];
  const classId = pickClass(classes, wantedClass ?? kept.classId);
  const content = useQuery({ ...dashboardCornerQuery(corner, classId ?? 0), enabled: classId !== null });
  const openSubject = wantedSubject ?? kept.subjectId;

  const failed = filters.isError ? filters : content.isError ? content : null;
  let body;
  if (failed)
    body = isHandledByHost(failed.error) ? null : (
      <ErrorBox message={(failed.error as Error).message} onRetry={() => void failed.refetch()} />
    );
  else if (filters.isPending) body = <Loader />;
  else if (classId === null)
    body = <EmptyState message={MESSAGES.empty(CORNER_NAMES[corner])} subMessage={MESSAGES.checkBackLater} />;
  else if (content.isPending) body = <Loader />;
  else if (!content.data || content.data.subjects.length === 0)
    body = <EmptyState message={MESSAGES.empty(CORNER_NAMES[corner])} subMessage={MESSAGES.checkBackLater} />;
  else {
    const subjects = content.data.subjects;
    const open = subjects.some((s) => s.id === openSubject) ? openSubject : subjects[0]?.id;
    body = (
      <div className={styles.subjects}>
        {subjects.map((subject) => (
          <SubjectAccordion
            key={`${classId}-${subject.id}`}
            type={corner}
            classId={classId}
            subject={subject}
            defaultOpen={subject.id === open}
            headingLevel={headingLevel}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={styles.rows}>
      {classes.length > 0 && (
        <div className={`cp-field ${styles.classField}`}>
          <label htmlFor={selectId}>{MESSAGES.selectClass}</label>
          <select id={selectId} value={classId ?? ''} onChange={(e) => selectClass(corner, Number(e.target.value))}>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.class_name}
              </option>
            ))}
          </select>
        </div>
      )}
      {body}
    </div>
  );
}

/**
 * Exposed as `./CornerRows` (cross-remote.md item 2): `CornerRows({ corner })` for the dashboard's corner sections,
 * with its own QueryClientProvider (the shared singleton client); works inside the dashboard's router.
 */
export default function CornerRows({ corner }: { corner: CornerType }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CornerRowsBody corner={corner} />
    </QueryClientProvider>
  );
}
