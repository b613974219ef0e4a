/**
 * Pay now on the locked-account screen ("paying the due amount unlocks a locked profile"; 001 §2.7 lists
 * only Logout and the counsellor contact, this screen adds the way to pay). Pays the first unpaid installment; after the
 * 'Hurrey' countdown the page reloads, the locked screen reads payment-due again and, with profileLocked false,
 * replaces itself with /student.
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { FeePayButton } from './fee-pay-button';
import { FEES_KEY } from './fee-summary-page';

function Pay() {
  const fees = useQuery({ queryKey: FEES_KEY, queryFn: ({ signal }) => call('studentInstallments', { signal }) });
  const next = fees.data?.installments?.find((i) => i.status !== 'paid');
  return next ? <FeePayButton installment={next} /> : null;
}

export function LockedPay() {
  return (
    <QueryClientProvider client={queryClient}>
      <Pay />
    </QueryClientProvider>
  );
}
