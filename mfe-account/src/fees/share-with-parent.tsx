/**
 * 'Share payment link with parent' for a due installment (001 §2.1 /parentpayment/{orderid}): asks the
 * API for the link of the installment's open order (parent-payment-link; the same order the student's own Pay now
 * uses, so it is never paid twice), then shows the full address in a read-only field with Copy link. The parent opens
 * it signed out and sees only the student's first name and the amount.
 * Props: `installment: { id, amount (rupees) }`.
 */
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { call, errorText } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { formatRupees } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import styles from './fees.module.css';

export function ShareWithParent({ installment }: { installment: { id: number; amount: number } }) {
  const t = MESSAGES.fees;
  const fieldId = useId();
  const link = useMutation({
    mutationFn: () => call('parentPaymentLink', { body: { installment_id: installment.id } }),
  });
  const url = link.data ? `${window.location.origin}${link.data.path}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      emit('portal:toast', { message: t.copied, kind: 'success', durationMs: 3000 });
    } catch {
      emit('portal:toast', { message: t.copyFailed, kind: 'error', durationMs: 3000 });
    }
  };
  if (!link.data) {
    return (
      <div className={styles.share}>
        <Button
          variant="secondary"
          onClick={() => link.mutate()}
          busy={link.isPending}
          aria-busy={link.isPending || undefined}
        >
          {t.shareWithParent}
        </Button>
        {link.isError && (
          <p role="alert" className="cp-alert">
            {errorText(link.error)}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={`${styles.share} ${styles.shareOpen}`}>
      <label htmlFor={fieldId} className={styles.shareLabel}>
        {t.shareLinkLabel}
      </label>
      <p className={styles.meta}>{t.shareHint(formatRupees(link.data.amount))}</p>
      <div className={styles.shareRow}>
        <input
          id={fieldId}
          className={styles.shareField}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button onClick={() => void copy()}>{t.copyLink}</Button>
      </div>
    </div>
  );
}
