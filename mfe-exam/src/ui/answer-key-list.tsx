import type { AnswerKeyReply } from '@classroom/shared/contract';
import { isTextAnswerType } from '@classroom/shared/contract';
import { RichText } from '@classroom/shared/math';
import { formatMarks, keyText, studentAnswerText, verdict } from '../lib/result-format';
import styles from './results.module.css';

const OPTION_KEYS = ['option1', 'option2', 'option3', 'option4'] as const;
const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * The questions of a submitted exam with their math (001 §2.1 answer/{examId}; solutions and
 * questionpaper): with `showAnswers` each has its verdict, marks, the caller's answer, the key and its worked solution
 * (when the paper has one; server HTML with TeX, sanitised and typeset by RichText); without, the question paper
 * alone (text and options). The server sends the key and solutions only once the result is released (001 §2.2).
 */
export function AnswerKeyList({
  questions,
  showAnswers = true,
}: {
  questions: AnswerKeyReply['questions'];
  showAnswers?: boolean;
}) {
  return (
    <ol className={styles.keyList}>
      {questions.map((q) => {
        const bank = q.question_bank_assoc;
        const v = verdict(q.correct, q.is_attempted);
        return (
          <li key={q.id} className={styles.card} aria-labelledby={`q-${q.serial_no}`}>
            <h2 id={`q-${q.serial_no}`} className={styles.h2}>
              Question {q.serial_no}{' '}
              {showAnswers && (
                <span
                  className={`${styles.tag} ${v === 'Correct' ? styles.correct : v === 'Incorrect' ? styles.wrong : ''}`}
                >
                  {v} · {formatMarks(q.marks, true)}
                </span>
              )}
            </h2>
            <RichText className={styles.questionText} html={bank.question} />
            {!isTextAnswerType(q.question_type_id) && (
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
            {showAnswers && (
              <dl className={styles.answers}>
                <div>
                  <dt>Your answer</dt>
                  <dd>{studentAnswerText(q)}</dd>
                </div>
                <div>
                  <dt>Correct answer</dt>
                  <dd>{keyText(q.question_type_id, q.correct_answer)}</dd>
                </div>
              </dl>
            )}
            {showAnswers && q.solution && (
              <section className={styles.solution} aria-labelledby={`s-${q.serial_no}`}>
                <h3 id={`s-${q.serial_no}`} className={styles.solutionTitle}>
                  Solution
                </h3>
                <RichText className={styles.questionText} html={q.solution} />
              </section>
            )}
          </li>
        );
      })}
    </ol>
  );
}
