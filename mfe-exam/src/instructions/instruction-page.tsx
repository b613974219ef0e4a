import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import DOMPurify from 'dompurify';
import { Loader, useTitle, whenIdle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { startAhead } from '../player/start-ahead';
import { warmPlayer } from './warm-player';
import { readFailureText } from '../data/read-failure';
import { examInfoQuery } from './queries';
import { DeclarationAndProceed } from './declaration';
import { InstructionList } from './instruction-list';
import styles from './instructions.module.css';
import { InstructionsHeader } from './instruction-parts';
import { ReadFailure } from '../data/read-failure-view';

/**
 * The JEE instruction page at /student/instruction/:examId (001 §2.3); also /student/InstructionPage with the
 * exam id in the route state (`examId`). Loads exam info, shows the name, the duration in minutes and the
 * instructions; PROCEED stays disabled until the declaration is ticked (001 §5), then opens the player.
 */
export function InstructionPage() {
  useTitle('Instructions');
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const examId = Number(params.examId ?? (location.state as { examId?: unknown } | null)?.examId);
  const { student } = useStudent();
  const checkboxId = useId();
  const valid = Number.isInteger(examId) && examId > 0;
  const query = useQuery({ ...examInfoQuery(valid ? examId : 0, student?.id ?? 0), enabled: valid && !!student });
  const info = query.data;
  const error = readFailureText(query.error);

  // docs/PERFORMANCE.md: while the student reads, the player's code, KaTeX and its common faces load in idle time, so
  // PROCEED → first question waits for none of them (and the first question paints typeset, in its faces).
  useEffect(() => {
    if (!info) return;
    return whenIdle(() => void warmPlayer());
  }, [info]);

  // Opened without an exam (a bookmark of /student/InstructionPage, a reload that lost its state): back to the list.
  if (!Number.isInteger(examId) || examId <= 0) return <Navigate to="/student/objectivetest" replace />;
  if (query.error && !error) return null;
  if (error) return <ReadFailure className={styles.page} message={error} onRetry={() => void query.refetch()} />;
  if (!info) return <Loader />;

  const proceed = () => {
    // docs/PERFORMANCE.md: PROCEED starts the attempt now (never earlier: the start starts the timer), while the player loads.
    if (student) startAhead(examId, student.id, info);
    navigate(`/student/JeeExamScreen/${examId}`, {
      state: {
        examId,
        studentId: student?.id,
        subjects: info.exam_subjects.map((s) => s.id),
        themeAssocId: info.exam_theme_assoc_id,
        examName: info.exam_name,
        studentName: student?.name,
      },
    });
  };

  return (
    <div className={styles.page}>
      <InstructionsHeader name={info.exam_name} durationMinutes={info.duration} practice={info.practice} />
      <section className={styles.card} aria-labelledby={`${checkboxId}-heading`}>
        <h2 id={`${checkboxId}-heading`} className="cp-visually-hidden">
          Instructions
        </h2>
        {info.exam_instructions && (
          <div
            className={styles.rich}
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(info.exam_instructions) }}
          />
        )}
        <InstructionList />
      </section>
      <DeclarationAndProceed onProceed={proceed} />
    </div>
  );
}
