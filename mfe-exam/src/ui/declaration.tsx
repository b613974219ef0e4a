import { useId, useState } from 'react';
import { Button } from '@classroom/shared/ui';
import { DECLARATION_TEXT, PROCEED } from '../messages';
import styles from './instructions.module.css';

/**
 * The instructions pages' foot (001 §5): the declaration checkbox and PROCEED, which stays disabled
 * until the student ticks the declaration. `onProceed` runs on PROCEED (the page starts the exam).
 */
export function DeclarationAndProceed({ onProceed }: { onProceed: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  return (
    <>
      <div className={styles.declaration}>
        <input
          id={checkboxId}
          type="checkbox"
          className={styles.checkbox}
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        />
        <label htmlFor={checkboxId}>{DECLARATION_TEXT}</label>
      </div>
      <div className={styles.actions}>
        <Button disabled={!agreed} onClick={onProceed}>
          {PROCEED}
        </Button>
      </div>
    </>
  );
}
