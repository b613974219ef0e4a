import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import type { CornerType } from '@classroom/shared/contract';
import { Button, EmptyState, ERROR_PAGE_TEXT, Loader, useTitle } from '@classroom/shared/ui';
import { CORNER_NAMES, CORNER_TITLES, MESSAGES } from '../messages';
import { pickClass } from './corner-rules';
import { SubjectAccordion } from './subject-accordion';
import { useLoader, type LoadState } from './use-loader';
import styles from './corners.module.css';

/** Route state of a corner page (000 §2: subjectId and classId are carried in state). */
interface CornerRouteState {
  subjectId?: number;
  classId?: number;
}

/**
 * 000 §2 Corner cards: the NCERT, JEE or NEET corner. Loads the corner's classes (corner filters) into a
 * 'Select Class' dropdown, then the subjects, chapters, videos and notes of the chosen class.
 */
export function CornerPage({ type }: { type: CornerType }) {
  useTitle(CORNER_TITLES[type]);
  const routeState = (useLocation().state ?? {}) as CornerRouteState;
  const selectId = useId();
  const [attempt, setAttempt] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const filters = useLoader(`${type}:${attempt}`, (signal) => call('cornerFilters', { query: { corner_type: type }, signal }));
  const classes = filters.status === 'ready' ? filters.data.classes : [];
  const classId = chosen ?? pickClass(classes, routeState.classId);
  const content = useLoader(classId === null ? null : `${type}:${classId}:${attempt}`, (signal) =>
    call('dashboardCorner', { query: { corner_type: type, class_assoc: classId ?? 0 }, signal }),
  );
  const retry = () => setAttempt((n) => n + 1);

  return (
    <section className={styles.page} aria-labelledby={`${selectId}-title`}>
      <div className={styles.header}>
        <h1 id={`${selectId}-title`} className={styles.title}>
          {CORNER_TITLES[type]}
        </h1>
        {classes.length > 0 && (
          <div className={`cp-field ${styles.classField}`}>
            <label htmlFor={selectId}>{MESSAGES.selectClass}</label>
            <select id={selectId} value={classId ?? ''} onChange={(e) => setChosen(Number(e.target.value))}>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.class_name}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <Body type={type} filters={filters} content={content} classId={classId} openSubjectId={routeState.subjectId} onRetry={retry} />
    </section>
  );
}

function Body({
  type,
  filters,
  content,
  classId,
  openSubjectId,
  onRetry,
}: {
  type: CornerType;
  filters: LoadState<unknown>;
  content: LoadState<{ subjects: Parameters<typeof SubjectAccordion>[0]['subject'][] }>;
  classId: number | null;
  openSubjectId?: number;
  onRetry: () => void;
}) {
  const empty = <EmptyState message={MESSAGES.empty(CORNER_NAMES[type])} />;
  for (const state of [filters, content]) {
    if (state.status === 'handled-by-host') return null;
    if (state.status === 'error') {
      return (
        <div className={styles.error}>
          <p role="alert">{ERROR_PAGE_TEXT}</p>
          <p>{state.message}</p>
          <Button onClick={onRetry}>{MESSAGES.retry}</Button>
        </div>
      );
    }
  }
  if (filters.status !== 'ready') return <Loader />;
  if (classId === null) return empty;
  if (content.status !== 'ready') return <Loader />;
  if (content.data.subjects.length === 0) return empty;
  return (
    <div className={styles.subjects}>
      {content.data.subjects.map((subject, index) => (
        <SubjectAccordion
          key={subject.id}
          type={type}
          classId={classId}
          subject={subject}
          defaultOpen={openSubjectId === undefined ? index === 0 : subject.id === openSubjectId}
        />
      ))}
    </div>
  );
}
