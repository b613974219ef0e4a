/** What every practice screen shares (001 §2.1 adaptive, practice-session, session-report): texts and a failure. */
import { errorText } from '@classroom/shared/api';
import { Button } from '@classroom/shared/ui';
import styles from './practice.module.css';

export const PRACTICE_TEXT = {
  title: 'Practice (New)',
  sessionTitle: 'Practice session',
  reportTitle: 'Session report',
  subject: 'Subject',
  chapter: 'Chapter',
  allChapters: 'All chapters',
  start: 'Start practice',
  check: 'Check answer',
  next: 'Next question',
  end: 'End session',
  seeReport: 'See report',
  again: 'Practise again',
  correct: 'Correct!',
  wrong: 'Not quite.',
  answerIs: (key: string) => `The answer is ${key}.`,
  solution: 'Solution',
  yourAnswer: 'Your answer',
  numericLabel: 'Your answer (a number)',
  choose: 'Choose or enter an answer',
  noneLeft: 'You have answered every question here. Well done!',
  retry: 'Retry',
} as const;

/** A failed read or action with the spec's error text (000 §8), and Retry when given. */
export function Failure({ error, retry }: { error: unknown; retry?: () => void }) {
  return (
    <div className={styles.error}>
      <p role="alert" className="cp-alert">
        {errorText(error)}
      </p>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {PRACTICE_TEXT.retry}
        </Button>
      )}
    </div>
  );
}
