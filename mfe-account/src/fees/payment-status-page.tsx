/**
 * Payment status pages (001 §2.1 feemodule/paymentstatus/{status} and PaymentSuccess): 'success' says
 * the payment went through and leads to the fee summary (receipts); any other status says "Your payment didn't
 * happen" (000 §2 failure popup text) with Try again.
 */
import { Link, useParams } from 'react-router-dom';
import { useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import styles from './fees.module.css';

export function PaymentStatusPage({ status: fixed }: { status?: 'success' }) {
  const t = MESSAGES.fees;
  useTitle(t.statusTitle);
  const { status = fixed ?? 'failure' } = useParams();
  const ok = status.toLowerCase() === 'success';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.statusTitle}</h1>
      <section className={styles.card} aria-labelledby="payment-status">
        <h2 id="payment-status" className={styles.heading}>
          {ok ? t.successHeading : t.failureHeading}
        </h2>
        <p className={styles.muted}>{ok ? t.successText : t.failureText}</p>
      </section>
      <nav className={styles.links} aria-label={t.statusTitle}>
        {ok ? (
          <Link to="/student/feesummary">{t.summaryLink}</Link>
        ) : (
          <Link to="/student/payment/paynow">{t.tryAgain}</Link>
        )}
        <Link to="/student">{t.backToDashboard}</Link>
      </nav>
    </div>
  );
}
