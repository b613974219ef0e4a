/**
 * Payment status pages (001 §2.1 feemodule/paymentstatus/{status} and PaymentSuccess), where every checkout ends (fee
 * installments and the enrolment of 000 §4, from /student/payment or the dashboard banner) with `?order_id=order_…`.
 * The page says only what the server knows of that order (000 §7 get-order-details), whatever the address's {status}:
 * - paid: the payment went through — an installment's receipt is in the fee summary, an enrolment has enrolled the
 *   student;
 * - failed: "Your payment didn't happen" (000 §2 failure popup text), the payment was not recorded, and money which
 *   left the student's account can be reported below — never that no money was taken (a failed payment at the
 *   provider can have debited the student, which is what payment support is for);
 * - created: not confirmed yet (the provider's result has not arrived), reportable below too.
 * Try again (not paid) leads back to what was being paid: Pay Now for an installment, the course on offer
 * (/student/payment) for an enrolment. Below, the order's details and payment support (collect-payment-support).
 * Without an order id, or with one the server does not answer as the student's (404), nothing about a payment is known:
 * the page says so, promises no receipt, and links to the fee summary (every recorded payment and receipt) and to Help
 * and Support.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { providerOrderId, type OrderDetails } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { HelpLink, OrderDetailsCard } from './order-details-card';
import { orderDetailsQuery } from './queries';
import styles from './fees.module.css';

/** The heading and text for what is known: the order (its status and kind), or nothing (`undefined`). */
function statement(order: OrderDetails | undefined): { heading: string; text: string } {
  const t = MESSAGES.fees;
  if (!order) return { heading: t.unknownHeading, text: t.unknownText };
  if (order.status === 'failed') return { heading: t.failureHeading, text: t.failureText };
  if (order.status === 'created') return { heading: t.pendingHeading, text: t.pendingText };
  return {
    heading: t.successHeading,
    text: order.kind === 'course' ? t.enrolledText(order.course_name ?? '') : t.successText,
  };
}

function PaymentStatus() {
  const t = MESSAGES.fees;
  useTitle(t.statusTitle);
  const [search] = useSearchParams();
  const orderId = providerOrderId.safeParse(search.get('order_id')).data;
  // The same cached read as the order's card below: the order's own status decides what the page says.
  const order = useQuery({ ...orderDetailsQuery(orderId ?? ''), enabled: orderId !== undefined });
  const checking = orderId !== undefined && order.isPending;
  const { heading, text } = statement(order.data);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.statusTitle}</h1>
      <section className={styles.card} aria-labelledby="payment-status" aria-busy={checking || undefined}>
        <h2 id="payment-status" className={styles.heading}>
          {checking ? t.checking : heading}
        </h2>
        {!checking && <p className={styles.muted}>{text}</p>}
      </section>
      {orderId ? <OrderDetailsCard orderId={orderId} /> : <HelpLink />}
      <nav className={styles.links} aria-label={t.statusTitle}>
        {order.data && order.data.status !== 'paid' && (
          <Link to={order.data.kind === 'fee' ? '/student/payment/paynow' : '/student/payment'}>{t.tryAgain}</Link>
        )}
        {order.data?.kind !== 'course' && <Link to="/student/feesummary">{t.summaryLink}</Link>}
        <Link to="/student">{t.backToDashboard}</Link>
      </nav>
    </div>
  );
}

/** The status page of the address's `?order_id=` (both routes: paymentstatus/{status} and PaymentSuccess). */
export function PaymentStatusPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentStatus />
    </QueryClientProvider>
  );
}
