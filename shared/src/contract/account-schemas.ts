import { z } from 'zod';

/** 000 §2 / issue 11 rule for a new password: at least 8 characters with at least one letter and one digit. */
export const PASSWORD_RULE_TEXT = 'Password must be at least 8 characters with a letter and a digit';

/** A new password: ≥ 8 characters, at least one letter and one digit (issue 11 §1). */
export const newPassword = z
  .string()
  .min(8, PASSWORD_RULE_TEXT)
  .max(128)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), PASSWORD_RULE_TEXT);

/** Body of change-password: the current password and the new one (the confirmation is checked by the form only). */
export const changePasswordBody = z.object({
  old_password: z.string().min(1, 'Please enter your current password').max(128),
  new_password: newPassword,
});

/** The change-password form: body plus the confirmation, which must equal the new password. */
export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: z.string().min(1, 'Please confirm the new password') })
  .refine((v) => v.new_password === v.confirm_password, { message: 'Passwords do not match', path: ['confirm_password'] });

export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;
