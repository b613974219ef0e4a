import { Button, NeedsConnection, useOnline } from '@classroom/shared/ui';
import { MESSAGES } from '../../messages';

/**
 * The button that starts a payment (enrolment or a fee installment, 000 §4): `label`, or 'Processing...' with a
 * spinner while `busy` — busy, it keeps the keyboard focus, so the payment popups give it back (decision 0023). Offline it is not offered — disabled, with the spec's connection text (000 §8) and 'A payment
 * needs a connection.' under it (decision 0016: what needs the server says so plainly offline); it comes back with the
 * connection.
 */
export function CheckoutButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  const online = useOnline();
  return (
    <>
      <Button onClick={onClick} disabled={!online} busy={busy}>
        {busy && (
          <span className="cp-loader__spinner" style={{ width: 18, height: 18, borderWidth: 3 }} aria-hidden="true" />
        )}
        {busy ? MESSAGES.payment.processing : label}
      </Button>
      {!online && !busy && <NeedsConnection what={MESSAGES.payment.needsConnection} />}
    </>
  );
}
