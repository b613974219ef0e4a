import { useId } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { JEE_ADVANCED_SCHEME_ROWS, JEE_ADVANCED_UNATTEMPTED } from '@classroom/shared/exam-rules';
import { RichText } from '@classroom/shared/math';
import { Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { idFrom } from '../lib/route-id';
import { InstructionList } from '../ui/instruction-list';
import { DeclarationAndProceed } from '../ui/declaration';
import { readFailureText } from '../data/read-failure';
import { examInfoQuery } from '../data/instruction-queries';
import { useProceedToPlayer } from '../lib/use-proceed-to-player';
import styles from '../ui/instructions.module.css';
import own from './jee-advanced.module.css';
import { ReadFailure } from '../data/read-failure-view';

/**
 * The JEE Advanced instructions page at /student/JeeadvanceIns/{examId} (001 §2.1 JeeadvanceIns, §2.3):
 * the exam name and duration in minutes, the exam's own instructions, the JEE Advanced marking scheme per question
 * kind (shared/exam-rules, the table the server scores with), the general instructions and the declaration; PROCEED
 * stays disabled until it is ticked, then starts the exam and opens /student/JeeAdvanceExamScreen/{examId}
 * (`useProceedToPlayer`, as the JEE page: the player warmed while the student reads). Without a usable id: the test
 * list.
 */
export function JeeAdvancedInstructionsPage() {
  useTitle('JEE Advanced Instructions');
  const examId = idFrom(useParams().examId);
  const { student } = useStudent();
  const checkboxId = useId();
  const info = useQuery({ ...examInfoQuery(examId ?? 0, student?.id ?? 0), enabled: examId !== null && !!student });
  const failure = readFailureText(info.error);
  const proceed = useProceedToPlayer('/student/JeeAdvanceExamScreen', examId ?? 0, info.data, student);
  if (examId === null) return <Navigate to="/student/objectivetest" replace />;
  if (info.error && !failure) return null;
  if (failure) {
    return <ReadFailure className={styles.page} message={failure} onRetry={() => void info.refetch()} />;
  }
  if (!info.data) return <Loader />;
  const exam = info.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{exam.exam_name}</h1>
        <p className={styles.duration}>
          JEE Advanced pattern · Total duration: <strong className="cp-tabular">{exam.duration} minutes</strong>
        </p>
      </header>
      <section className={styles.card} aria-labelledby={`${checkboxId}-scheme`}>
        <h2 id={`${checkboxId}-scheme`}>Marking scheme</h2>
        {exam.exam_instructions && <RichText className={styles.rich} html={exam.exam_instructions} />}
        <div className={own.scroll} role="region" aria-label="Marking scheme table" tabIndex={0}>
          <table className={own.table}>
            <caption className="cp-visually-hidden">JEE Advanced marking scheme by question type</caption>
            <thead>
              <tr>
                <th scope="col">Question type</th>
                <th scope="col">Full marks</th>
                <th scope="col">Partial marks</th>
                <th scope="col">Negative marks</th>
              </tr>
            </thead>
            <tbody>
              {JEE_ADVANCED_SCHEME_ROWS.map((r) => (
                <tr key={r.kind}>
                  <th scope="row">{r.kind}</th>
                  <td>{r.full}</td>
                  <td>{r.partial}</td>
                  <td>{r.wrong}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{JEE_ADVANCED_UNATTEMPTED}</p>
      </section>
      <section className={styles.card} aria-label="General instructions">
        <InstructionList />
      </section>
      <DeclarationAndProceed onProceed={proceed} />
    </div>
  );
}
