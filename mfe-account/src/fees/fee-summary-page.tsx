/**
 * The fee screens of 001 §2.1 'Fees', all from get-student-installments (rupees, en-IN grouping, 000 §5):
 * - 'summary' (/student/feesummary): total, paid and due, then every installment with its due date, status, and the
 *   receipt number of a paid one;
 * - 'installments' (/student/payment/installment, /student/feemodule/installmentpage): the installment plan, then
 *   the batch's ways to pay (get-section-installment-plans);
 * - 'paynow' (/student/payment/paynow, /student/feemodule/payment): the next unpaid installment.
 * A 'due' installment (the next to pay, or its date has come; api installment-plan.ts) offers Pay now and 'Share
 * payment link with parent'; 'upcoming' ones wait their turn. After a payment's 'Hurrey' countdown the student lands on
 * the payment status page (feemodule/paymentstatus/success) and the plan is read again: the next installment is due.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import type { FeeInstallment } from '@classroom/shared/contract';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { FeePayButton } from './fee-pay-button';
import { InstallmentPlansCard } from './installment-plans-card';
import { paymentStatusPath } from '../lib/checkout/payment-status-path';
import { ShareWithParent } from './share-with-parent';
import styles from './fees.module.css';

export type FeeView = 'summary' | 'installments' | 'paynow';

/** react-query key of the caller's fee summary. */
export const FEES_KEY = ['account', 'fees'] as const;

function Installment({
  item,
  onPaid,
  onFailed,
}: {
  item: FeeInstallment;
  onPaid: (orderId: string) => void;
  onFailed: (orderId: string) => void;
}) {
  const t = MESSAGES.fees;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <strong>{item.label}</strong>
        <span className={styles.amount}>{formatRupees(item.amount)}</span>
        <span className={styles.meta}>
          {item.status === 'paid' && item.paid_on ? (
            <>
              {t.paidOn} {formatDay(item.paid_on)}
              {item.receipt_no && (
                <>
                  {' '}
                  ·{' '}
                  <span className={styles.nowrap}>
                    {t.receipt} {item.receipt_no}
                  </span>
                </>
              )}
            </>
          ) : item.due_date ? (
            `${t.dueOn} ${formatDay(item.due_date)}`
          ) : (
            t.noDueDate
          )}
        </span>
      </div>
      <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>{t.status[item.status]}</span>
      {item.status === 'due' && (
        <div className={styles.actions}>
          <FeePayButton installment={item} reload={onPaid} onFailed={onFailed} />
          <ShareWithParent installment={item} />
        </div>
      )}
    </li>
  );
}

function Fees({ view }: { view: FeeView }) {
  const t = MESSAGES.fees;
  const title = view === 'summary' ? t.summaryTitle : view === 'installments' ? t.installmentsTitle : t.payNowTitle;
  useTitle(title);
  const navigate = useNavigate();
  const onPaid = useCallback(
    (orderId: string) => {
      void queryClient.invalidateQueries({ queryKey: FEES_KEY });
      navigate(paymentStatusPath('success', orderId));
    },
    [navigate],
  );
  const onFailed = useCallback((orderId: string) => navigate(paymentStatusPath('failure', orderId)), [navigate]);
  const fees = useQuery({ queryKey: FEES_KEY, queryFn: ({ signal }) => call('studentInstallments', { signal }) });
  if (fees.isPending) return <Loader />;
  if (fees.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <p role="alert" className="cp-alert">
          {errorText(fees.error)}
        </p>
        <div>
          <Button onClick={() => void fees.refetch()}>{MESSAGES.retry}</Button>
        </div>
      </div>
    );
  }
  const { total, paid, due, installments } = fees.data;
  const next = installments.find((i) => i.status !== 'paid');
  const shown = view === 'paynow' ? (next ? [next] : []) : installments;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {view !== 'installments' && (
        <dl className={styles.totals} aria-label={t.summaryTitle}>
          <div>
            <dt>{t.total}</dt>
            <dd>{formatRupees(total)}</dd>
          </div>
          <div>
            <dt>{t.paid}</dt>
            <dd>{formatRupees(paid)}</dd>
          </div>
          <div>
            <dt>{t.due}</dt>
            <dd className={due > 0 ? styles.dueAmount : undefined}>{formatRupees(due)}</dd>
          </div>
        </dl>
      )}
      <section className={styles.card} aria-labelledby="fees-installments">
        <h2 id="fees-installments" className={styles.heading}>
          {view === 'paynow' ? t.payNowTitle : t.installmentsTitle}
        </h2>
        {installments.length === 0 && <p className={styles.muted}>{t.noFees}</p>}
        {installments.length > 0 && shown.length === 0 && <p className={styles.muted}>{t.nothingDue}</p>}
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((i) => (
              <Installment key={i.id} item={i} onPaid={onPaid} onFailed={onFailed} />
            ))}
          </ul>
        )}
      </section>
      {view === 'installments' && <InstallmentPlansCard />}
      <nav className={styles.links} aria-label={t.summaryTitle}>
        {view !== 'summary' && <Link to="/student/feesummary">{t.summaryLink}</Link>}
        {view !== 'installments' && <Link to="/student/feemodule/installmentpage">{t.installmentsTitle}</Link>}
        <Link to="/student">{t.backToDashboard}</Link>
      </nav>
    </div>
  );
}

/** A fee screen (`view`), wrapped in the shared QueryClientProvider. */
export function FeeSummaryPage({ view }: { view: FeeView }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Fees view={view} />
    </QueryClientProvider>
  );
}
