/** Account calls of mfe-account (issue 11): change password. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { students, tokens } from '../db/schema';
import { badRequest } from '../http/errors';
import type { HandlerMap } from '../http/handler';

/** Refusal text for a wrong current password (the spec gives none; ours). */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export const accountHandlers = {
  /**
   * Change password (issue 11 §1): the current password must match (else 400 'Current password is incorrect'; the
   * sign-in rate limit in app.ts counts every attempt, so guessing is throttled like sign-in). On success the new scrypt
   * hash is stored and every other token of the student is revoked (other devices get 401); the caller's token stays.
   */
  async changePassword({ db, body, student, tokenId, now }) {
    const ok = await verifyPassword(body.old_password, student.passwordHash);
    if (!ok) throw badRequest(WRONG_CURRENT_PASSWORD);
    const hash = await hashPassword(body.new_password);
    await db.transaction(async (tx) => {
      await tx.update(students).set({ passwordHash: hash }).where(eq(students.id, student.id));
      await tx
        .update(tokens)
        .set({ revokedAt: now, revokedReason: 'logout' })
        .where(and(eq(tokens.studentId, student.id), isNull(tokens.revokedAt), ne(tokens.id, tokenId)));
    });
    return null;
  },
} satisfies Pick<HandlerMap, 'changePassword'>;
