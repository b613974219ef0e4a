import type { ReactNode } from 'react';
import { MESSAGES } from '../../messages';
import styles from './free-overlay.module.css';

/**
 * 000 §2, §6: for free students the MPP, test and class rows sit under a blur reading
 * 'Connect with us to unlock ...'. The blurred rows are inert (not focusable, hidden from assistive tech).
 * The spec's 'Request a call' button is left out until the request-call call is in the contract.
 */
export function FreeOverlay({ children }: { children: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <div className={styles.blurred} inert aria-hidden="true">
        {children}
      </div>
      <div className={styles.overlay}>
        <p className={styles.text}>
          {MESSAGES.freeOverlay}
        </p>
      </div>
    </div>
  );
}
