import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@classroom/shared/ui';
import { LockedPage } from './fees/locked-page';
import { ChangePasswordPage } from './password/change-password-page';
import { FeeSummaryPage } from './fees/fee-summary-page';
import { PaymentStatusPage } from './fees/payment-status-page';
import { PaymentPage } from './payments/payment-page';
import { HelpPage } from './help/help-page';
import { EditParentPage } from './profile/edit-parent-page';
import { ParentPaymentPage } from './parent-payment/parent-payment-page';
import { ProfilePage } from './profile/profile-page';

/**
 * The remote's screens, exactly those declared in shared/src/links/screens/account.ts (root.test.tsx holds them equal;
 * the host routes those paths here): /student/profile, /student/locked, … and the public /parentpayment/{orderid},
 * which the host mounts outside the guarded /student tree (001 §2.1).
 */
export const accountRoutes = [
  <Route key="profile" path="/student/profile" element={<ProfilePage />} />,
  <Route key="locked" path="/student/locked" element={<LockedPage />} />,
  <Route key="password" path="/student/changepassword" element={<ChangePasswordPage />} />,
  <Route key="parent" path="/student/editparent" element={<EditParentPage />} />,
  <Route key="help" path="/student/help-and-support" element={<HelpPage />} />,
  <Route key="payment" path="/student/payment" element={<PaymentPage />} />,
  <Route key="installment" path="/student/payment/installment" element={<FeeSummaryPage view="installments" />} />,
  <Route key="paynow" path="/student/payment/paynow" element={<FeeSummaryPage view="paynow" />} />,
  <Route key="feesummary" path="/student/feesummary" element={<FeeSummaryPage view="summary" />} />,
  <Route
    key="installmentpage"
    path="/student/feemodule/installmentpage"
    element={<FeeSummaryPage view="installments" />}
  />,
  <Route key="feepayment" path="/student/feemodule/payment" element={<FeeSummaryPage view="paynow" />} />,
  <Route key="paymentstatus" path="/student/feemodule/paymentstatus/:status" element={<PaymentStatusPage />} />,
  <Route key="success" path="/student/PaymentSuccess" element={<PaymentStatusPage />} />,
  <Route key="parentpayment" path="/parentpayment/:orderid" element={<ParentPaymentPage />} />,
];

/** The remote's router: its screens, and the error page for any other path (001 §2.8). */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        {accountRoutes}
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
