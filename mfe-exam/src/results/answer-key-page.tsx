import { useLocation, useParams } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { RichText } from '@classroom/shared/math';
import { RETRY } from '../messages';
import { formatMarks, keyText, studentAnswerText, verdict } from './result-format';
import { useLoad } from './use-call';
import styles from './results.module.css';

const OPTION_KEYS = ['option1', 'option2', 'option3', 'option4'] as const;
const LETTERS = ['A', 'B', 'C', 'D'];

/** /student/answer/{examId} (001 §2.1): each question with its math rendered, the key beside the student's answer. */
export function AnswerKeyPage() {
  useTitle('Exam Answer Keys');
  const examId = Number(useParams().examId);
  const state = useLocation().state as { exam_name?: string } | null;
  const { data, error, retry } = useLoad(() => call('answerKey', { params: { examId } }), [examId]);
  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{state?.exam_name ?? 'Answer key'}</h1>
        <p role="alert" className="cp-alert">{error}</p>
        <Button onClick={retry}>{RETRY}</Button>
      </div>
    );
  }
  if (!data) return <Loader />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{data.exam_name}: answer key</h1>
      <ol className={styles.keyList}>
        {data.questions.map((q) => {
          const bank = q.question_bank_assoc;
          const v = verdict(q.correct, q.is_attempted);
          return (
            <li key={q.id} className={styles.card} aria-labelledby={`q-${q.serial_no}`}>
              <h2 id={`q-${q.serial_no}`} className={styles.h2}>
                Question {q.serial_no} <span className={`${styles.tag} ${v === 'Correct' ? styles.correct : v === 'Incorrect' ? styles.wrong : ''}`}>{v} · {formatMarks(q.marks, true)}</span>
              </h2>
              <RichText className={styles.questionText} html={bank.question} />
              {q.question_type_id !== 3 && (
                <ul className={styles.optionList}>
                  {OPTION_KEYS.map((key, i) =>
                    bank[key] === null ? null : (
                      <li key={key}>
                        <span className={styles.optionLetter}>{LETTERS[i]}</span>
                        <RichText as="span" html={bank[key]} />
                      </li>
                    ),
                  )}
                </ul>
              )}
              <dl className={styles.answers}>
                <div><dt>Your answer</dt><dd>{studentAnswerText(q)}</dd></div>
                <div><dt>Correct answer</dt><dd>{keyText(q.question_type_id, q.correct_answer)}</dd></div>
              </dl>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
