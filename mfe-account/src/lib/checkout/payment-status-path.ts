/**
 * The payment status page's address for an order's outcome (001 §2.1 feemodule/paymentstatus/{status}):
 * `/student/feemodule/paymentstatus/<status>?order_id=<id>`. Its own module so the checkout buttons (and the
 * `./EnrolmentPayment` expose the dashboard loads) link to the page without bundling it.
 */
export function paymentStatusPath(status: 'success' | 'failure', orderId: string): string {
  return `/student/feemodule/paymentstatus/${status}?${new URLSearchParams({ order_id: orderId }).toString()}`;
}
