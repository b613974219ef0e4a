import { z } from 'zod';
import { define } from '../endpoint-def';
import { changePasswordBody } from '../account-schemas';

/** Calls of mfe-account (password, parent, help, payments and fees; issue 11). Schemas live beside them in ../account-schemas.ts when they need more than a line. */
export const accountEndpoints = define({
  changePassword: { method: 'POST', path: 'users/v1/change-password/', access: 'student-locked-ok', summary: "Change the caller's password (≥ 8 chars, a letter and a digit); signs out every other device, keeps this token; wrong current password is counted by the sign-in rate limit", body: changePasswordBody, data: z.null() },
});
