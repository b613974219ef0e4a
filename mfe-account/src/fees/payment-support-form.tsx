/**
 * Payment support for one order (000 §7 collect-payment-support): "Having trouble? Contact payment support" opens a
 * form — what went wrong, offering only the reasons that fit the order's `status` (the contract's
 * `PAYMENT_SUPPORT_REASONS_BY_STATUS`, which the server enforces: a paid order is never "payment failed") — and
 * details (10-1000 characters) — validated with the contract's `collectPaymentSupportBody` by react-hook-form. The
 * server keeps it as one of the student's help reports; the form is then replaced by the acknowledgement (the report's
 * time in IST, or that this order was already reported) and a link to the reports in Help and Support, whose list is
 * marked stale. A refusal (400, 404, 429, network) shows the server's text and keeps what was typed. `orderId` must be
 * an order the server answered as the student's, `status` its status in that answer. Needs the page's
 * QueryClientProvider.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import {
  collectPaymentSupportBody,
  PAYMENT_SUPPORT_REASONS_BY_STATUS,
  type CollectPaymentSupportBody,
  type OrderDetails,
} from '@classroom/shared/contract';
import { formatDateTime } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button } from '@classroom/shared/ui';
import { FieldError } from '../ui/field-error';
import { helpReportsQuery } from '../data/reports-query';
import { MESSAGES } from '../messages';
import styles from '../forms.module.css';

export function PaymentSupportForm({ orderId, status }: { orderId: string; status: OrderDetails['status'] }) {
  const t = MESSAGES.paymentSupport;
  const formId = useId();
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CollectPaymentSupportBody>({
    resolver: zodResolver(collectPaymentSupportBody),
    defaultValues: { order_id: orderId, reason: undefined, details: '' },
  });
  const done = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: (body: CollectPaymentSupportBody) => call('collectPaymentSupport', { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: helpReportsQuery.queryKey }),
  });

  // The submit button goes with the form: focus moves to the acknowledgement that replaces it (decision 0023).
  useEffect(() => {
    if (send.data) done.current?.focus();
  }, [send.data]);

  if (send.data) {
    const when = formatDateTime(send.data.created_at);
    return (
      <section className={styles.card} aria-labelledby={`${formId}-heading`}>
        <h2 id={`${formId}-heading`} className={styles.heading}>
          {t.heading}
        </h2>
        <p ref={done} tabIndex={-1} role="status" aria-label={t.heading} className={styles.plain}>
          {send.data.already_reported ? t.already(when) : t.received(when)}
        </p>
        <p className={styles.plain}>
          <Link to="/student/help-and-support">{t.follow}</Link>
        </p>
      </section>
    );
  }
  const toggle = (
    <div>
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={open ? `${formId}-form` : undefined}
        onClick={() => setOpen(!open)}
      >
        {t.open}
      </Button>
    </div>
  );
  if (!open) return toggle;
  return (
    <>
      {toggle}
      <section id={`${formId}-form`} className={styles.card} aria-labelledby={`${formId}-heading`}>
        <h2 id={`${formId}-heading`} className={styles.heading}>
          {t.heading}
        </h2>
        <p className={styles.hint}>{t.intro}</p>
        <form
          noValidate
          className={styles.form}
          onSubmit={handleSubmit((body) => {
            if (!send.isPending) send.mutate(body);
          })}
        >
          <fieldset className={styles.choices} aria-describedby={errors.reason ? `${formId}-reason-error` : undefined}>
            <legend>{t.reason}</legend>
            {PAYMENT_SUPPORT_REASONS_BY_STATUS[status].map((reason) => (
              <label key={reason} className={styles.choice}>
                <input type="radio" value={reason} {...register('reason')} /> {reason}
              </label>
            ))}
            <FieldError id={`${formId}-reason-error`} message={errors.reason?.message} />
          </fieldset>
          <div className="cp-field">
            <label htmlFor={`${formId}-details`}>{t.details}</label>
            <textarea
              id={`${formId}-details`}
              rows={4}
              className={styles.textarea}
              aria-describedby={`${formId}-details-hint${errors.details ? ` ${formId}-details-error` : ''}`}
              aria-invalid={errors.details ? true : undefined}
              {...register('details')}
            />
            <span id={`${formId}-details-hint`} className={styles.hint}>
              {t.detailsHint}
            </span>
            <FieldError id={`${formId}-details-error`} message={errors.details?.message} />
          </div>
          <FieldError form message={send.isError ? errorText(send.error) : null} />
          <div>
            <Button type="submit" busy={send.isPending}>
              {send.isPending ? t.sending : t.submit}
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
