import { Button } from '@classroom/shared/ui';
import { BTN_BACK, BTN_CLEAR, BTN_MARK_NEXT, BTN_NEXT, BTN_SAVE_MARK, BTN_SAVE_NEXT, BTN_SUBMIT } from '../messages';
import { busyControl } from './busy-control';
import styles from './player.module.css';

export interface ActionBarProps {
  busy: boolean;
  canGoBack: boolean;
  /** 001 §4.3: false on the Mains screen's last question. */
  canGoNext: boolean;
  onSaveNext: () => void;
  onSaveMark: () => void;
  onMarkNext: () => void;
  onClear: () => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/**
 * The player's buttons (001 §2.4); BACK is inactive on question 1; Mains NEXT on the last (001 §4.3). While a save runs
 * (`busy`) the buttons are aria-disabled, not disabled, so the one just pressed keeps keyboard focus.
 */
export function ActionBar(p: ActionBarProps) {
  return (
    <div className={styles.actions} role="group" aria-label="Question actions">
      <div className={styles.actionRow}>
        <Button {...busyControl(p.busy, p.onSaveNext)} className={styles.saveNext}>
          {BTN_SAVE_NEXT}
        </Button>
        <Button variant="secondary" {...busyControl(p.busy, p.onClear)}>
          {BTN_CLEAR}
        </Button>
        <Button variant="secondary" {...busyControl(p.busy, p.onSaveMark)}>
          {BTN_SAVE_MARK}
        </Button>
        <Button variant="secondary" {...busyControl(p.busy, p.onMarkNext)}>
          {BTN_MARK_NEXT}
        </Button>
      </div>
      <div className={styles.actionRow}>
        <Button variant="ghost" {...busyControl(p.busy, p.onBack)} disabled={!p.canGoBack}>
          {BTN_BACK}
        </Button>
        <Button variant="ghost" {...busyControl(p.busy, p.onNext)} disabled={!p.canGoNext}>
          {BTN_NEXT}
        </Button>
        <Button variant="danger" onClick={p.onSubmit} className={styles.submit}>
          {BTN_SUBMIT}
        </Button>
      </div>
    </div>
  );
}
