/**
 * An order's details on the payment status page (000 §7 get-order-details): what it pays for (the course or the
 * installment), the amount in ₹ with Indian grouping (the reply's `amount_rupees`), its status, when it was made and
 * last changed (IST), the order id and the provider's payment id. Below them, payment support for this order
 * (collect-payment-support), with the reasons that fit its status: offered only once the server has answered the order
 * as the student's own. An unknown or another student's order shows the server's text ('Order not found') with a way
 * to Help and Support instead.
 * Needs the page's QueryClientProvider.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorText } from '@classroom/shared/api';
import { formatDateTime, formatRupees } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { PaymentSupportForm } from './payment-support-form';
import { orderDetailsQuery } from './queries';
import styles from './fees.module.css';

export function OrderDetailsCard({ orderId }: { orderId: string }) {
  const t = MESSAGES.order;
  const order = useQuery(orderDetailsQuery(orderId));
  return (
    <>
      <section className={styles.card} aria-labelledby="order-details" aria-busy={order.isPending || undefined}>
        <h2 id="order-details" className={styles.heading}>
          {t.heading}
        </h2>
        {order.isPending && <p className={styles.muted}>{t.loading}</p>}
        {order.isError && (
          <div className={styles.actions}>
            <p role="alert" className="cp-alert">
              {errorText(order.error)}
            </p>
            <Button variant="secondary" onClick={() => void order.refetch()}>
              {MESSAGES.retry}
            </Button>
          </div>
        )}
        {order.data && (
          <dl className={styles.details}>
            <div>
              <dt>{t.for}</dt>
              <dd>{order.data.course_name ?? order.data.installment_label ?? '—'}</dd>
            </div>
            <div>
              <dt>{t.amount}</dt>
              <dd className={styles.amount}>{formatRupees(order.data.amount_rupees)}</dd>
            </div>
            <div>
              <dt>{t.status}</dt>
              <dd>{t.statusText[order.data.status]}</dd>
            </div>
            <div>
              <dt>{t.ordered}</dt>
              <dd>{formatDateTime(order.data.created_at)}</dd>
            </div>
            {order.data.updated_at !== order.data.created_at && (
              <div>
                <dt>{t.updated}</dt>
                <dd>{formatDateTime(order.data.updated_at)}</dd>
              </div>
            )}
            <div>
              <dt>{t.orderId}</dt>
              <dd className={styles.code}>{order.data.order_id}</dd>
            </div>
            {order.data.payment_id && (
              <div>
                <dt>{t.paymentId}</dt>
                <dd className={styles.code}>{order.data.payment_id}</dd>
              </div>
            )}
          </dl>
        )}
      </section>
      {order.data ? (
        <PaymentSupportForm orderId={order.data.order_id} status={order.data.status} />
      ) : (
        order.isError && <HelpLink />
      )}
    </>
  );
}

/** Without an order of the student's to report: the Help and Support form, which takes any problem. */
export function HelpLink() {
  const t = MESSAGES.paymentSupport;
  return (
    <p className={styles.muted}>
      {t.noOrder} <Link to="/student/help-and-support">{t.helpLink}</Link>
    </p>
  );
}
