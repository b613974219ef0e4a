/** Sign-in and sign-out (000 §6, ARCHITECTURE §5). Rate limits are attached in app.ts. */
import { STUDENT_PERMISSION } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords';
import { issueToken, revokeToken } from '../auth/tokens';
import { students } from '../db/schema';
import { badRequest, MESSAGES } from '../http/errors';
import type { HandlerMap } from '../http/handler';

export const authHandlers = {
  /**
   * Sign in with the 10-digit mobile number and password → the login record (000 §3 'userdetail').
   * A new sign-in supersedes the student's previous token. Wrong credentials: 400 'Invalid mobile number or password'.
   */
  async login({ db, body, now, config }) {
    const [student] = await db.select().from(students).where(eq(students.mobile, body.username)).limit(1);
    const ok = await verifyPassword(body.password, student?.passwordHash ?? DUMMY_HASH);
    if (!student || !ok) throw badRequest(MESSAGES.invalidCredentials);
    const token = await issueToken(db, student.id, now, config.tokenTtlMs);
    return {
      token,
      user_id: student.id,
      username: student.mobile,
      user_display_name: student.name,
      permission: STUDENT_PERMISSION,
    };
  },

  /** Sign out: revokes the caller's token; it then gets 401 'Invalid token'. */
  async logout({ db, tokenId, now }) {
    await revokeToken(db, tokenId, now);
    return null;
  },
} satisfies Pick<HandlerMap, 'login' | 'logout'>;
