import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { RichText } from '@classroom/shared/math';
import { Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { useProceedToPlayer } from '../lib/use-proceed-to-player';
import { readFailureText } from '../data/read-failure';
import { examInfoQuery } from '../data/instruction-queries';
import { DeclarationAndProceed } from '../ui/declaration';
import { InstructionList } from '../ui/instruction-list';
import styles from '../ui/instructions.module.css';
import { InstructionsHeader } from '../ui/instruction-parts';
import { ReadFailure } from '../data/read-failure-view';

/**
 * The JEE instruction page at /student/instruction/:examId (001 §2.3); also /student/InstructionPage with the
 * exam id in the route state (`examId`). Loads exam info, shows the name, the duration in minutes and the
 * instructions (`RichText`: sanitised, its maths typeset); PROCEED stays disabled until the declaration is ticked
 * (001 §5), then starts the exam and opens /student/JeeExamScreen/{examId} (`useProceedToPlayer`).
 */
export function InstructionPage() {
  useTitle('Instructions');
  const params = useParams();
  const location = useLocation();
  const examId = Number(params.examId ?? (location.state as { examId?: unknown } | null)?.examId);
  const { student } = useStudent();
  const checkboxId = useId();
  const valid = Number.isInteger(examId) && examId > 0;
  const query = useQuery({ ...examInfoQuery(valid ? examId : 0, student?.id ?? 0), enabled: valid && !!student });
  const info = query.data;
  const error = readFailureText(query.error);
  const proceed = useProceedToPlayer('/student/JeeExamScreen', examId, info, student);

  // Opened without an exam (a bookmark of /student/InstructionPage, a reload that lost its state): back to the list.
  if (!Number.isInteger(examId) || examId <= 0) return <Navigate to="/student/objectivetest" replace />;
  if (query.error && !error) return null;
  if (error) return <ReadFailure className={styles.page} message={error} onRetry={() => void query.refetch()} />;
  if (!info) return <Loader />;

  return (
    <div className={styles.page}>
      <InstructionsHeader name={info.exam_name} durationMinutes={info.duration} practice={info.practice} />
      <section className={styles.card} aria-labelledby={`${checkboxId}-heading`}>
        <h2 id={`${checkboxId}-heading`} className="cp-visually-hidden">
          Instructions
        </h2>
        {info.exam_instructions && <RichText className={styles.rich} html={info.exam_instructions} />}
        <InstructionList />
      </section>
      <DeclarationAndProceed onProceed={proceed} />
    </div>
  );
}
