import { z } from 'zod';
import { define } from '../endpoint-def';
import { changePasswordBody, checkoutSuccess, helpReports, parentDetails, parentDetailsBody, sandboxPayBody } from '../account-schemas';

/** Calls of mfe-account (password, parent, help, payments and fees; issue 11). Schemas live beside them in ../account-schemas.ts when they need more than a line. */
export const accountEndpoints = define({
  changePassword: { method: 'POST', path: 'users/v1/change-password/', access: 'student-locked-ok', summary: "Change the caller's password (≥ 8 chars, a letter and a digit); signs out every other device, keeps this token; wrong current password is counted by the sign-in rate limit", body: changePasswordBody, data: z.null() },
  getParentDetails: { method: 'GET', path: 'users/v1/get-parent-details/', access: 'student', summary: "The caller's parent details (name, relation, mobile, e-mail); null where never entered", data: parentDetails },
  updateParentDetails: { method: 'POST', path: 'users/v1/update-parent-details/', access: 'student', summary: "Save the caller's parent details (validated: name, relation, 10-digit mobile, e-mail); answers what is now on record", body: parentDetailsBody, data: parentDetails },
  sandboxPay: { method: 'POST', path: 'payment/v1/sandbox-pay/', access: 'student-locked-ok', summary: "Sandbox checkout only (PAYMENT_PROVIDER=sandbox): pays the caller's open order for the amount shown (paise; must equal the order's) and answers the provider's signed result", body: sandboxPayBody, data: checkoutSuccess },
  helpReports: { method: 'GET', path: 'support/v1/my-reports/', access: 'student', summary: "The caller's earlier help-and-support reports with their status, newest first (at most 50)", data: helpReports },
});
