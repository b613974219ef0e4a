/**
 * Payment status pages (001 §2.1 feemodule/paymentstatus/{status} and PaymentSuccess): 'success' says
 * the payment went through and leads to the fee summary (receipts); any other status says "Your payment didn't
 * happen" (000 §2 failure popup text) with Try again. With `?order_id=order_…` (the fee screens add it after a
 * checkout) the page shows that order's details (000 §7 get-order-details) and offers payment support for it
 * (collect-payment-support); without one, a way to Help and Support.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { providerOrderId } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { HelpLink, OrderDetailsCard } from './order-details-card';
import styles from './fees.module.css';

/** The status page's address for an order's outcome: `/student/feemodule/paymentstatus/<status>?order_id=<id>`. */
export function paymentStatusPath(status: 'success' | 'failure', orderId: string): string {
  return `/student/feemodule/paymentstatus/${status}?${new URLSearchParams({ order_id: orderId }).toString()}`;
}

export function PaymentStatusPage({ status: fixed }: { status?: 'success' }) {
  const t = MESSAGES.fees;
  useTitle(t.statusTitle);
  const { status = fixed ?? 'failure' } = useParams();
  const [search] = useSearchParams();
  const orderId = providerOrderId.safeParse(search.get('order_id')).data;
  const ok = status.toLowerCase() === 'success';
  return (
    <QueryClientProvider client={queryClient}>
      <div className={styles.page}>
        <h1 className={styles.title}>{t.statusTitle}</h1>
        <section className={styles.card} aria-labelledby="payment-status">
          <h2 id="payment-status" className={styles.heading}>
            {ok ? t.successHeading : t.failureHeading}
          </h2>
          <p className={styles.muted}>{ok ? t.successText : t.failureText}</p>
        </section>
        {orderId ? <OrderDetailsCard orderId={orderId} /> : <HelpLink />}
        <nav className={styles.links} aria-label={t.statusTitle}>
          {ok ? (
            <Link to="/student/feesummary">{t.summaryLink}</Link>
          ) : (
            <Link to="/student/payment/paynow">{t.tryAgain}</Link>
          )}
          <Link to="/student">{t.backToDashboard}</Link>
        </nav>
      </div>
    </QueryClientProvider>
  );
}
