/**
 * Payment status pages (001 §2.1 feemodule/paymentstatus/{status} and PaymentSuccess), where every checkout ends (fee
 * installments and the enrolment of 000 §4, from /student/payment or the dashboard banner). 'success' says the payment
 * went through: an installment's receipt is in the fee summary, an enrolment has enrolled the student. Any other
 * status says "Your payment didn't happen" (000 §2 failure popup text), that the payment was not recorded and that money
 * which left the student's account can be reported below — never that no money was taken: a failed payment at the
 * provider can have debited the student, which is what payment support is for. Try again leads back to what was being
 * paid: Pay Now for an installment, the course on offer (/student/payment) for an enrolment or an unknown order. With
 * `?order_id=order_…` the page shows that order's details (000 §7 get-order-details) and offers payment support for it
 * (collect-payment-support); without one, a way to Help and Support.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { providerOrderId } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { HelpLink, OrderDetailsCard } from './order-details-card';
import { orderDetailsQuery } from './queries';
import styles from './fees.module.css';

function PaymentStatus({ fixed }: { fixed?: 'success' }) {
  const t = MESSAGES.fees;
  useTitle(t.statusTitle);
  const { status = fixed ?? 'failure' } = useParams();
  const [search] = useSearchParams();
  const orderId = providerOrderId.safeParse(search.get('order_id')).data;
  // The same cached read as the order's card below: what was paid for decides the texts and Try again.
  const order = useQuery({ ...orderDetailsQuery(orderId ?? ''), enabled: orderId !== undefined }).data;
  const enrolment = order?.kind === 'course' ? (order.course_name ?? '') : null;
  const ok = status.toLowerCase() === 'success';
  const text = !ok ? t.failureText : enrolment !== null ? t.enrolledText(enrolment) : t.successText;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.statusTitle}</h1>
      <section className={styles.card} aria-labelledby="payment-status">
        <h2 id="payment-status" className={styles.heading}>
          {ok ? t.successHeading : t.failureHeading}
        </h2>
        <p className={styles.muted}>{text}</p>
      </section>
      {orderId ? <OrderDetailsCard orderId={orderId} /> : <HelpLink />}
      <nav className={styles.links} aria-label={t.statusTitle}>
        {ok ? (
          enrolment === null && <Link to="/student/feesummary">{t.summaryLink}</Link>
        ) : (
          <Link to={order?.kind === 'fee' ? '/student/payment/paynow' : '/student/payment'}>{t.tryAgain}</Link>
        )}
        <Link to="/student">{t.backToDashboard}</Link>
      </nav>
    </div>
  );
}

export function PaymentStatusPage({ status }: { status?: 'success' }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PaymentStatus fixed={status} />
    </QueryClientProvider>
  );
}
