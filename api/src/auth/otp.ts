/**
 * One-time codes by SMS (sign-up, §2 forgot password): 6 digits, valid 5 minutes, 5 wrong tries void the
 * code (then a new one must be asked for), a new code at most every 30 seconds per number and purpose. Only a salted
 * sha256 of the code is stored; a verified code yields a temp token (stored hashed) for the next step, valid 30 minutes
 * and usable once.
 */
import {
  OTP_LENGTH,
  OTP_MAX_TRIES,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  SHELL_TEXT,
  TEMP_TOKEN_TTL_SECONDS,
  type OtpPurpose,
} from '@classroom/shared/contract';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpChallenges } from '../db/schema';
import { ApiError, badRequest } from '../http/errors';
import type { SmsSender } from '../sms/sms-sender';
import { hashToken } from './tokens';

const sha256 = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

/** A uniformly random 6-digit code, leading zeros kept ('004213'). */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The SMS text of a code (the code first, so phones can offer it for auto-fill). */
/** The SMS to a registered number that asked to sign up, and to an unknown number that asked for a password reset. */
export const NOTICE_TEXT = {
  signup: 'This number already has a Classroom account. Sign in, or use Forgot password to set a new password.',
  reset: 'No Classroom account uses this number. Sign up to create one.',
} as const;

export function otpText(code: string, purpose: OtpPurpose): string {
  const what = purpose === 'signup' ? 'sign-up' : 'password reset';
  return `${code} is your Classroom ${what} code. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;
}

/**
 * Creates a new code for (mobile, purpose), replacing any earlier one, and sends it. Refuses with 429
 * 'Please wait N seconds…' when the last code was sent less than 30 s ago, and 502 when the SMS could not be sent
 * (the new code is then dropped). Returns `{ expires_in_seconds: 300, resend_after_seconds: 30 }`. With `notice`, the
 * SMS carries that text instead of the code (a number that cannot use this purpose): the caller's answer, its time and
 * the resend rule stay those of a sent code, and no code was told to anyone, so none verifies.
 */
export async function sendOtp(db: Db, sms: SmsSender, mobile: string, purpose: OtpPurpose, now: Date, notice?: string) {
  const [previous] = await db
    .select()
    .from(otpChallenges)
    .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose)))
    .limit(1);
  if (previous) {
    const waitMs = previous.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
    if (waitMs > 0) throw new ApiError(429, SHELL_TEXT.resendWait(Math.ceil(waitMs / 1000)));
  }
  const code = newOtpCode();
  const salt = randomBytes(16).toString('hex');
  const row = {
    mobile,
    purpose,
    salt,
    codeHash: sha256(salt, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    tries: 0,
    verifiedAt: null,
    tempTokenHash: null,
    tempTokenExpiresAt: null,
    consumedAt: null,
  };
  await db
    .insert(otpChallenges)
    .values(row)
    .onConflictDoUpdate({ target: [otpChallenges.mobile, otpChallenges.purpose], set: row });
  try {
    await sms.send({ to: mobile, text: notice ?? otpText(code, purpose) });
  } catch {
    await db
      .delete(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose), eq(otpChallenges.salt, salt)));
    throw new ApiError(502, SHELL_TEXT.smsFailed);
  }
  return { expires_in_seconds: OTP_TTL_SECONDS, resend_after_seconds: OTP_RESEND_SECONDS };
}

/**
 * Checks a code. Refusals (400): no code asked for; 5 wrong tries already ('Too many wrong tries…'); expired; wrong
 * ('Incorrect OTP. N tries left.', and the 5th wrong try answers 'Too many wrong tries…'). Success → a temp token for
 * create-student / reset-password (the code cannot be used again).
 */
export async function verifyOtp(db: Db, mobile: string, purpose: OtpPurpose, code: string, now: Date): Promise<string> {
  // The wrong try is counted in the transaction and the refusal thrown after it commits (a throw inside would roll
  // the count back and allow endless guesses).
  const outcome = await db.transaction(async (tx): Promise<{ token: string } | { refusal: string }> => {
    const [c] = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.mobile, mobile), eq(otpChallenges.purpose, purpose)))
      .for('update')
      .limit(1);
    if (!c || c.verifiedAt) return { refusal: SHELL_TEXT.otpMissing };
    if (c.tries >= OTP_MAX_TRIES) return { refusal: SHELL_TEXT.otpTooManyTries };
    if (c.expiresAt <= now) return { refusal: SHELL_TEXT.otpExpired };
    const ok = timingSafeEqual(Buffer.from(sha256(c.salt, code), 'hex'), Buffer.from(c.codeHash, 'hex'));
    if (!ok) {
      const tries = c.tries + 1;
      await tx.update(otpChallenges).set({ tries }).where(eq(otpChallenges.id, c.id));
      return {
        refusal: tries >= OTP_MAX_TRIES ? SHELL_TEXT.otpTooManyTries : SHELL_TEXT.otpWrong(OTP_MAX_TRIES - tries),
      };
    }
    const token = randomBytes(32).toString('hex');
    await tx
      .update(otpChallenges)
      .set({
        verifiedAt: now,
        tempTokenHash: hashToken(token),
        tempTokenExpiresAt: new Date(now.getTime() + TEMP_TOKEN_TTL_SECONDS * 1000),
      })
      .where(eq(otpChallenges.id, c.id));
    return { token };
  });
  if ('refusal' in outcome) throw badRequest(outcome.refusal);
  return outcome.token;
}

/**
 * Uses a temp token once, inside the caller's transaction: the verified number it was issued for, or 400
 * 'Your verification has expired. Please start again.' when unknown, of another purpose, expired or used.
 */
export async function consumeTempToken(tx: Db, tempToken: string, purpose: OtpPurpose, now: Date): Promise<string> {
  const [c] = await tx
    .select()
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.tempTokenHash, hashToken(tempToken)),
        eq(otpChallenges.purpose, purpose),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.tempTokenExpiresAt, now),
      ),
    )
    .for('update')
    .limit(1);
  if (!c) throw badRequest(SHELL_TEXT.tempTokenInvalid);
  await tx.update(otpChallenges).set({ consumedAt: now }).where(eq(otpChallenges.id, c.id));
  return c.mobile;
}
