import { declareScreens } from './screen';

/**
 * Screens of mfe-account (001 §2.1 route patterns), declared once: the host's routes, the link registry and
 * mfe-account's router (src/root.tsx, held equal by its routes test) come from this list. A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen here in the same change
 * that builds it.
 */
export const ACCOUNT_SCREENS = declareScreens('mfe-account', 'student', [
  ['/student/profile', 'Profile'],
  // 001 §2.1: the locked page is not guarded (a locked student's session may be gone).
  ['/student/locked', 'Profile Locked', 'public'],
  ['/student/changepassword', 'Change Password'],
  ['/student/editparent', 'Edit Parent'],
  ['/student/help-and-support', 'Help and Support'],
  ['/student/payment', 'Payment'],
  ['/student/payment/installment', 'Payment'],
  ['/student/payment/paynow', 'Payment'],
  ['/student/feesummary', 'Fee Summary'],
  ['/student/feemodule/installmentpage', 'Fees'],
  ['/student/feemodule/payment', 'Fees'],
  ['/student/feemodule/paymentstatus/:status', 'Payment Status'],
  ['/student/PaymentSuccess', 'Payment Status'],
  // 001 §2.1 public route: a parent pays from a link, without the student's sign-in.
  ['/parentpayment/:orderid', 'Payment', 'public'],
]);
