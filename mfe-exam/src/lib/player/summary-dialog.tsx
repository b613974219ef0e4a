import { Button, Dialog } from '@classroom/shared/ui';
import {
  NO,
  SUBMIT_PROMPT,
  SUMMARY_ANSWERED,
  SUMMARY_ANSWERED_MARKED,
  SUMMARY_MARKED,
  SUMMARY_NOT_ANSWERED,
  SUMMARY_NOT_VISITED,
  SUMMARY_QUESTIONS,
  YES,
} from '../../messages';
import type { PaletteCounts } from './palette';
import styles from './player.module.css';

/**
 * The summary and submit confirmation (001 §2.5): counts of questions, Answered, Not Answered, Marked for
 * Review, Answered & Marked for Review, Not Visited; the prompt; Yes submits (blocked while a submit runs,
 * 001 §4.6), No returns to the exam.
 */
export function SummaryDialog({
  open,
  counts,
  submitting,
  error,
  onYes,
  onNo,
}: {
  open: boolean;
  counts: PaletteCounts;
  submitting: boolean;
  error: string | null;
  onYes: () => void;
  onNo: () => void;
}) {
  const rows: [string, number][] = [
    [SUMMARY_QUESTIONS, counts.total],
    [SUMMARY_ANSWERED, counts.answered],
    [SUMMARY_NOT_ANSWERED, counts.notAnswered],
    [SUMMARY_MARKED, counts.markedForReview],
    [SUMMARY_ANSWERED_MARKED, counts.answeredAndMarked],
    [SUMMARY_NOT_VISITED, counts.notVisited],
  ];
  return (
    <Dialog
      open={open}
      title="Exam Summary"
      onDismiss={submitting ? undefined : onNo}
      actions={
        <>
          <Button variant="secondary" onClick={onNo} disabled={submitting}>
            {NO}
          </Button>
          <Button onClick={onYes} disabled={submitting} aria-busy={submitting}>
            {YES}
          </Button>
        </>
      }
    >
      <table className={styles.summary}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="cp-tabular">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{SUBMIT_PROMPT}</p>
      {submitting && <p role="status">Submitting…</p>}
      {error && (
        <p role="alert" className="cp-alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
