import { useId, type ReactNode } from 'react';
import { MESSAGES } from '../messages';
import { RequestCallButton } from './request-call-button';
import styles from './free-overlay.module.css';

/**
 * 000 §2, §6: for free students the MPP, test and class rows sit under a blur reading
 * 'Connect with us to unlock ...' with a 'Request a call' button (request_type 'Dashboard' unless given). The blurred rows are
 * inert (not focusable, hidden from assistive tech).
 */
export function FreeOverlay({ children, requestType = 'Dashboard' }: { children: ReactNode; requestType?: string }) {
  const messageId = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.blurred} inert aria-hidden="true">
        {children}
      </div>
      <div className={styles.overlay}>
        <div className={styles.text}>
          <p id={messageId} className={styles.message}>
            {MESSAGES.freeOverlay}
          </p>
          <RequestCallButton requestType={requestType} describedBy={messageId} />
        </div>
      </div>
    </div>
  );
}
