import { z } from 'zod';
import { newPassword, PASSWORD_RULE_TEXT } from './account-schemas';

/**
 * Schemas of the host's calls: sign-up with OTP (000 §3 signup state, §4 registration steps; 001 §2.1
 * /signup), forgot password (001 §2.1 /forgot-password) and get-city (000 §7). The forms of the host validate with the
 * same schemas through react-hook-form, so the browser and the API refuse the same input with the same words.
 */

export { COUNTRY_PREFIX } from './values';
/** OTP rules: 6 digits, valid 5 minutes, 5 wrong tries void the code, a new code after 30 seconds. */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_TRIES = 5;
export const OTP_RESEND_SECONDS = 30;
/** How long a verified OTP's temp token allows create-student or reset-password, in seconds. */
export const TEMP_TOKEN_TTL_SECONDS = 30 * 60;

/** Texts the screens and the API share (ours; the spec shows none for these flows, 000 §5 'not shown'). */
export const SHELL_TEXT = {
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  otpInvalid: `Enter the ${OTP_LENGTH}-digit code`,
  alreadyRegistered: 'This mobile number is already registered. Please sign in.',
  notRegistered: 'No account found with this mobile number. Please sign up.',
  otpWrong: (triesLeft: number) => `Incorrect OTP. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  otpTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  otpExpired: 'This code has expired. Please ask for a new code.',
  otpMissing: 'Please ask for a code first.',
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
  tempTokenInvalid: 'Your verification has expired. Please start again.',
  smsFailed: 'We could not send the code. Please try again.',
  passwordsDiffer: 'Passwords do not match',
  nameRequired: 'Please enter your name',
  standardRequired: 'Please choose your class',
  aspirationRequired: 'Please choose what you are preparing for',
  stateRequired: 'Please choose your state',
  cityRequired: 'Please choose your city',
  cityUnknown: 'Please choose a city of the chosen state',
} as const;

/** A 10-digit Indian mobile number (entered without the +91 prefix). */
export const mobileNumber = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, SHELL_TEXT.mobileInvalid);
/** The 6-digit code of an SMS. */
export const otpCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), SHELL_TEXT.otpInvalid);
/** What an OTP is for: creating an account or resetting a password. */
export const otpPurpose = z.enum(['signup', 'reset']);
export type OtpPurpose = z.infer<typeof otpPurpose>;

/** register / forgot-password: send a code to this number. */
export const sendOtpBody = z.object({ mobile_number: mobileNumber });
/** After a code was sent: when it expires and when a new one may be asked for (seconds). */
export const sendOtpReply = z.object({ expires_in_seconds: z.number().int(), resend_after_seconds: z.number().int() });

/** verify-otp: the number, the code and its purpose → a temp token for the next step. */
export const verifyOtpBody = z.object({ mobile_number: mobileNumber, otp: otpCode, purpose: otpPurpose });
export const verifyOtpReply = z.object({ temp_token: z.string().min(20) });

/** Classes a new student may choose (000 §3 signup 'standard'). */
export const STANDARDS = ['6', '7', '8', '9', '10', '11', '12', '12 Pass'] as const;
/** 000 §3 signup 'aspiration' (JEE, NEET, Foundation). */
export const ASPIRATIONS = ['JEE', 'NEET', 'Foundation'] as const;
/** States and union territories of India (000 §3 signup 'state'); their cities come from get-city. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.string().refine((v): v is T[number] => (values as readonly string[]).includes(v), message);

/** Step 2 of registration (register_step2): the student's name and password, typed twice. */
export const registerAccountForm = z
  .object({
    name: z.string().trim().min(2, SHELL_TEXT.nameRequired).max(80),
    password: newPassword,
    confirm_password: z.string().min(1, 'Please confirm the password'),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: SHELL_TEXT.passwordsDiffer,
    path: ['confirm_password'],
  });
export type RegisterAccountForm = z.infer<typeof registerAccountForm>;

/** Step 3 of registration (register_step3): class, aspiration, state and city. */
export const registerProfileForm = z.object({
  standard: requiredChoice(STANDARDS, SHELL_TEXT.standardRequired),
  aspiration: requiredChoice(ASPIRATIONS, SHELL_TEXT.aspirationRequired),
  state: requiredChoice(INDIAN_STATES, SHELL_TEXT.stateRequired),
  city: z.string().trim().min(1, SHELL_TEXT.cityRequired).max(80),
});
export type RegisterProfileForm = z.infer<typeof registerProfileForm>;
/** What the step-3 form holds before validation (plain strings; '' = nothing chosen yet). */
export type RegisterProfileInput = z.input<typeof registerProfileForm>;

/** create-student: the verified number's temp token and every answer of steps 2–3 → the login record (000 §3). */
export const createStudentBody = registerProfileForm.extend({
  temp_token: z.string().min(20).max(128),
  name: z.string().trim().min(2, SHELL_TEXT.nameRequired).max(80),
  password: newPassword,
});

/** get-city: the cities of one state. */
export const cityQuery = z.object({ state: requiredChoice(INDIAN_STATES, SHELL_TEXT.stateRequired) });
export const cityReply = z.object({ state: z.string(), cities: z.array(z.string()) });

/** The forgot-password form's last step: the new password typed twice (same rule as change password). */
export const resetPasswordForm = z
  .object({ new_password: newPassword, confirm_password: z.string().min(1, 'Please confirm the new password') })
  .refine((v) => v.new_password === v.confirm_password, {
    message: SHELL_TEXT.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;
/** reset-password: the temp token of a verified 'reset' OTP and the new password. */
export const resetPasswordBody = z.object({ temp_token: z.string().min(20).max(128), new_password: newPassword });

/** The forms of the first two steps: the mobile number, then the code. */
export const mobileForm = sendOtpBody;
export type MobileForm = z.infer<typeof mobileForm>;
export const otpForm = z.object({ otp: otpCode });
export type OtpForm = z.infer<typeof otpForm>;

export { PASSWORD_RULE_TEXT };
