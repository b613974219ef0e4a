/**
 * Screens of mfe-account that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const ACCOUNT_SCREENS: readonly string[] = [
  '/student/profile',
  '/student/locked',
  '/student/changepassword',
  '/student/editparent',
  '/student/help-and-support',
  '/student/payment',
  '/student/payment/installment',
  '/student/payment/paynow',
  '/student/feesummary',
  '/student/feemodule/installmentpage',
  '/student/feemodule/payment',
  '/student/feemodule/paymentstatus/:status',
  '/student/PaymentSuccess',
  '/parentpayment/:orderid',
];
