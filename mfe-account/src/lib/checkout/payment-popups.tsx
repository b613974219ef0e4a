/**
 * The payment popups (000 §2 'Payment popups', §4, §8, §9): 'Hurrey' with a 5-second countdown, then `onReload` (the
 * page reload); 'Oops' / "Your payment didn't happen", closed after 3.5 s; the SDK failure dialog 'Razorpay SDK failed
 * to load. Are you online?' with Okay; another refusal with the server's text.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_ERROR_TEXT } from '@classroom/shared/api';
import { Button, Dialog } from '@classroom/shared/ui';
import { MESSAGES } from '../../messages';
import { countdownText, FAILURE_POPUP_MS, SUCCESS_RELOAD_SECONDS } from './payment-timing';
import type { CheckoutState } from './use-checkout';

export function PaymentPopups({
  state,
  onClose,
  onReload,
}: {
  state: CheckoutState;
  onClose: () => void;
  onReload: () => void;
}) {
  const t = MESSAGES.payment;
  const [seconds, setSeconds] = useState(SUCCESS_RELOAD_SECONDS);
  useEffect(() => {
    if (state.kind !== 'success') return;
    setSeconds(SUCCESS_RELOAD_SECONDS);
    const started = Date.now();
    const tick = window.setInterval(() => {
      const left = Math.max(0, SUCCESS_RELOAD_SECONDS - Math.floor((Date.now() - started) / 1000));
      setSeconds(left);
      if (left === 0) {
        window.clearInterval(tick);
        onReload();
      }
    }, 1000);
    return () => window.clearInterval(tick);
  }, [state.kind, onReload]);
  useEffect(() => {
    if (state.kind !== 'failure') return;
    const timer = window.setTimeout(onClose, FAILURE_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [state.kind, onClose]);
  return (
    <>
      <Dialog open={state.kind === 'success'} title={t.successTitle}>
        <p>{t.successText}</p>
        <p role="timer" aria-live="polite" className="cp-tabular">
          {countdownText(seconds)}
        </p>
      </Dialog>
      <Dialog open={state.kind === 'failure'} title={t.failureTitle} onDismiss={onClose}>
        <p>{t.failureText}</p>
      </Dialog>
      <Dialog
        open={state.kind === 'sdk-error'}
        title={DEFAULT_ERROR_TEXT}
        onDismiss={onClose}
        actions={<Button onClick={onClose}>{t.okay}</Button>}
      >
        <p>{t.sdkFailed}</p>
      </Dialog>
      <Dialog
        open={state.kind === 'error'}
        title={DEFAULT_ERROR_TEXT}
        onDismiss={onClose}
        actions={<Button onClick={onClose}>{t.okay}</Button>}
      >
        <p>{state.kind === 'error' ? state.message : ''}</p>
      </Dialog>
    </>
  );
}
