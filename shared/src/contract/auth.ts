import * as z from 'zod/mini';

export { STUDENT_PERMISSION } from './values';

/** Sign-in: the student's 10-digit mobile number and password. */
export const loginBody = z.object({
  username: z.string().check(z.trim(), z.regex(/^[6-9]\d{9}$/, 'username must be a 10-digit mobile number')),
  password: z.string().check(z.minLength(1, 'password is required'), z.maxLength(128)),
});

/** The login record kept on the device as 'userdetail' (000 §3). */
export const loginRecord = z.object({
  token: z.string().check(z.minLength(20)),
  user_id: z.int().check(z.gt(0)),
  username: z.string(),
  user_display_name: z.string(),
  permission: z.string(),
});
export type LoginRecord = z.infer<typeof loginRecord>;
