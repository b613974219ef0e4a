import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage } from '@classroom/shared/ui';
import { LockedPage } from './locked/locked-page';
import { ChangePasswordPage } from './password/change-password-page';
import { FeeSummaryPage } from './fees/fee-summary-page';
import { PaymentStatusPage } from './fees/payment-status-page';
import { PaymentPage } from './payments/payment-page';
import { HelpPage } from './help/help-page';
import { EditParentPage } from './parent/edit-parent-page';
import { ParentPaymentPage } from './parent-payment/parent-payment-page';
import { ProfilePage } from './profile/profile-page';

/** The remote's screens under the prefixes the host gives it (host/src/routes.ts: /student/profile, /student/locked, …), and the public /parentpayment/{orderid}. */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/student/profile" element={<ProfilePage />} />
        <Route path="/student/locked" element={<LockedPage />} />
        <Route path="/student/changepassword" element={<ChangePasswordPage />} />
        <Route path="/student/editparent" element={<EditParentPage />} />
        <Route path="/student/help-and-support" element={<HelpPage />} />
        <Route path="/student/payment" element={<PaymentPage />} />
        <Route path="/student/payment/installment" element={<FeeSummaryPage view="installments" />} />
        <Route path="/student/payment/paynow" element={<FeeSummaryPage view="paynow" />} />
        <Route path="/student/feesummary" element={<FeeSummaryPage view="summary" />} />
        <Route path="/student/feemodule/installmentpage" element={<FeeSummaryPage view="installments" />} />
        <Route path="/student/feemodule/payment" element={<FeeSummaryPage view="paynow" />} />
        <Route path="/student/feemodule/paymentstatus/:status" element={<PaymentStatusPage />} />
        <Route path="/student/PaymentSuccess" element={<PaymentStatusPage status="success" />} />
        {/* 001 §2.1 public route: the host mounts this remote there outside the guarded /student tree. */}
        <Route path="/parentpayment/:orderid" element={<ParentPaymentPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
