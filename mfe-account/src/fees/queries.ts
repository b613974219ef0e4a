/**
 * Server reads of the fee and payment screens as react-query options on the shared QueryClient (keys start with
 * 'account'), as profile/queries.ts does.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';

/** 000 §7 get-order-details: one of the caller's orders (OrderDetails; rupees and paise; 404 for another's). */
export const orderDetailsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['account', 'order', orderId],
    queryFn: ({ signal }) => call('orderDetails', { params: { orderId }, signal }),
  });

/** 000 §7 get-section-installment-plans: the student's own plan (rupees, due dates), else the course price in full. */
export const sectionInstallmentPlansQuery = queryOptions({
  queryKey: ['account', 'section-installment-plans'],
  queryFn: ({ signal }) => call('sectionInstallmentPlans', { signal }),
});
