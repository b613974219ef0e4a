import { Button } from '@classroom/shared/ui';
import { BTN_BACK, BTN_CLEAR, BTN_MARK_NEXT, BTN_NEXT, BTN_SAVE_MARK, BTN_SAVE_NEXT, BTN_SUBMIT } from '../../messages';
import type { PlayerHandlers } from './stable-handlers';
import styles from './player.module.css';

export interface ActionBarProps {
  busy: boolean;
  canGoBack: boolean;
  /** 001 §4.3: false on the Mains screen's last question. */
  canGoNext: boolean;
  /** The player's stable handlers (stable-handlers.ts); SUBMIT opens the summary. */
  on: Pick<PlayerHandlers, 'saveAndNext' | 'saveAndMark' | 'markAndNext' | 'clear' | 'back' | 'next' | 'openSummary'>;
}

/**
 * The player's buttons (001 §2.4); BACK is inactive on question 1; Mains NEXT on the last (001 §4.3). While a save runs
 * (`busy`) the buttons are the UI kit's busy buttons — aria-disabled, not disabled — so the one just pressed keeps
 * keyboard focus (decision 0023).
 */
export function ActionBar(p: ActionBarProps) {
  return (
    <div className={styles.actions} role="group" aria-label="Question actions">
      <div className={styles.actionRow}>
        <Button busy={p.busy} onClick={p.on.saveAndNext} className={styles.saveNext}>
          {BTN_SAVE_NEXT}
        </Button>
        <Button variant="secondary" busy={p.busy} onClick={p.on.clear}>
          {BTN_CLEAR}
        </Button>
        <Button variant="secondary" busy={p.busy} onClick={p.on.saveAndMark}>
          {BTN_SAVE_MARK}
        </Button>
        <Button variant="secondary" busy={p.busy} onClick={p.on.markAndNext}>
          {BTN_MARK_NEXT}
        </Button>
      </div>
      <div className={styles.actionRow}>
        <Button variant="ghost" busy={p.busy} onClick={p.on.back} disabled={!p.canGoBack}>
          {BTN_BACK}
        </Button>
        <Button variant="ghost" busy={p.busy} onClick={p.on.next} disabled={!p.canGoNext}>
          {BTN_NEXT}
        </Button>
        <Button variant="danger" onClick={p.on.openSummary} className={styles.submit}>
          {BTN_SUBMIT}
        </Button>
      </div>
    </div>
  );
}
