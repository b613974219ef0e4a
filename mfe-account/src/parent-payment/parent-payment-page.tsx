/**
 * The parent's payment page, /parentpayment/{orderid} (001 §2.1 public routes; §9 "Parent appears only in the route
 * /parentpayment/{orderid}"). Public: no sign-in, no shell. Shows only the student's first name and the
 * amount (₹, en-IN grouping; the API works in paise), and pays through the same PaymentProvider checkout as every
 * payment screen (use-checkout.ts; the sandbox's Pay posts to the link's own sandbox call). The server verifies the
 * signature and the amount (parent-verify-payment); then the success screen with the receipt. An unknown, paid or
 * failed link says so ('not valid' / 'already paid' / 'expired'); a failed or refused payment shows the 'Oops' popup
 * (000 §2) and leaves the link payable. `orderid` is the link id the student shared (22 base64url characters).
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError, call, errorText } from '@classroom/shared/api';
import { getRuntimeConfig } from '@classroom/shared/config';
import { buildPath, endpoints } from '@classroom/shared/contract';
import { formatRupees } from '@classroom/shared/format';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { CheckoutButton } from '../lib/checkout/checkout-button';
import { PaymentPopups } from '../lib/checkout/payment-popups';
import { useCheckout } from '../lib/checkout/use-checkout';
import styles from './parent-payment.module.css';

/** react-query key of one link's payable view. */
const viewKey = (linkId: string) => ['account', 'parent-payment', linkId] as const;

/** The link's own sandbox Pay address (sandbox provider only): the API base of the runtime config + the contract path. */
function sandboxPayUrl(linkId: string): string {
  return `${getRuntimeConfig()?.apiBaseUrl ?? '/api/'}${buildPath(endpoints.parentSandboxPay.path, { linkId })}`;
}

function Notice({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={styles.card} aria-labelledby="parent-payment-notice">
      <h2 id="parent-payment-notice" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.muted}>{text}</p>
    </section>
  );
}

function ParentPayment({ linkId }: { linkId: string }) {
  const t = MESSAGES.parentPayment;
  useTitle(t.title);
  const view = useQuery({
    queryKey: viewKey(linkId),
    queryFn: ({ signal }) => call('parentPaymentOrder', { params: { linkId }, signal }),
    retry: false,
  });
  const { state, start, reset } = useCheckout();
  const [receipt, setReceipt] = useState<{ receipt_no: string | null; amount: number } | null>(null);

  let body;
  if (view.isPending) body = <Loader />;
  else if (view.isError) {
    const refused = view.error instanceof ApiError && (view.error.httpStatus === 404 || view.error.httpStatus === 400);
    body = refused ? (
      <Notice heading={t.invalidHeading} text={t.invalid} />
    ) : (
      <section className={styles.card}>
        <p role="alert" className="cp-alert">
          {errorText(view.error)}
        </p>
        <div>
          <Button onClick={() => void view.refetch()}>{MESSAGES.retry}</Button>
        </div>
      </section>
    );
  } else if (receipt) {
    body = (
      <section className={styles.card} aria-labelledby="parent-payment-done">
        <h2 id="parent-payment-done" className={styles.heading}>
          {t.paidHeading}
        </h2>
        <p>{t.paidText(formatRupees(receipt.amount), view.data.first_name)}</p>
        {receipt.receipt_no && (
          <p className={styles.muted}>
            {t.receipt} {receipt.receipt_no}
          </p>
        )}
      </section>
    );
  } else if (view.data.status === 'paid') body = <Notice heading={t.alreadyPaidHeading} text={t.alreadyPaid} />;
  else if (view.data.status === 'failed' || !view.data.order_id)
    body = <Notice heading={t.expiredHeading} text={t.expired} />;
  else {
    const { first_name, amount, amount_paise, description, order_id } = view.data;
    const busy = state.kind === 'busy';
    const pay = () =>
      void start({
        createOrder: async () => ({ order_id, amount_paise, description }),
        complete: async (r) => {
          const done = await call('parentVerifyPayment', {
            params: { linkId },
            body: { order_id: r.razorpay_order_id, payment_id: r.razorpay_payment_id, signature: r.razorpay_signature },
          });
          setReceipt({ receipt_no: done.receipt_no, amount: done.amount });
          return done;
        },
        // No public call marks the order failed: the link stays payable for another try.
        fail: async () => undefined,
        sandboxPayUrl: sandboxPayUrl(linkId),
      });
    body = (
      <section className={styles.card} aria-labelledby="parent-payment-due">
        <h2 id="parent-payment-due" className={styles.heading}>
          {t.intro} <span className={styles.name}>{first_name}</span>
        </h2>
        <p className={styles.amountRow}>
          <span className={styles.muted}>{t.amount}</span>{' '}
          <strong className={styles.amount}>{formatRupees(amount)}</strong>
        </p>
        <div>
          <CheckoutButton label={t.pay(formatRupees(amount))} busy={busy} onClick={pay} />
        </div>
      </section>
    );
  }
  return (
    <main id="main" className={styles.page}>
      <p className={styles.brand}>{MESSAGES.payment.merchant}</p>
      <h1 className={styles.title}>{t.title}</h1>
      {body}
      {/* Success is the screen above, not the 'Hurrey' reload countdown: there is no session page to reload into. */}
      <PaymentPopups state={state.kind === 'success' ? { kind: 'idle' } : state} onClose={reset} onReload={reset} />
    </main>
  );
}

/** /parentpayment/:orderid, wrapped in the shared QueryClientProvider. */
export function ParentPaymentPage() {
  const { orderid = '' } = useParams();
  return (
    <QueryClientProvider client={queryClient}>
      <ParentPayment linkId={orderid} />
    </QueryClientProvider>
  );
}
