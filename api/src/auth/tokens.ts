import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { students, tokens } from '../db/schema';
import { MESSAGES, unauthorized } from '../http/errors';
import { istDayOf } from '../ist-day';

export type StudentRow = typeof students.$inferSelect;

/** sha256 hex of a token: only this is stored. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A token's default lifetime from its sign-in, in milliseconds: 36 hours, a 3-hour exam plus a day's study with margin
 * (env TOKEN_TTL_HOURS; docs/decisions/0010-production-profile.md).
 */
export const DEFAULT_TOKEN_TTL_MS = 36 * 3_600_000;

/**
 * Issues a new token for a student (64 hex chars from 32 random bytes), valid `ttlMs` milliseconds from `now`, and
 * supersedes the active one, if any (ARCHITECTURE §5: one active token per student, so signing out ends the student's
 * only session: sign-out is sign-out everywhere). The student row is locked so concurrent sign-ins serialise.
 */
export async function issueToken(
  db: Db,
  studentId: number,
  now: Date,
  ttlMs: number = DEFAULT_TOKEN_TTL_MS,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM students WHERE id = ${studentId} FOR UPDATE`);
    await tx
      .update(tokens)
      .set({ revokedAt: now, revokedReason: 'superseded' })
      .where(and(eq(tokens.studentId, studentId), isNull(tokens.revokedAt)));
    await tx
      .insert(tokens)
      .values({ studentId, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  });
  return token;
}

/** Reads `Authorization: Token {token}` (000 §6); undefined when absent or malformed. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Token\s+([A-Za-z0-9]+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The token of hash `tokenHash` with its student (a prepared query: ../db/prepared). */
const tokenWithStudent = preparedPerDb((db: Db) =>
  db
    .select({ token: tokens, student: students })
    .from(tokens)
    .innerJoin(students, eq(students.id, tokens.studentId))
    .where(eq(tokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('student_for_token'),
);

/**
 * The student a token belongs to at `now`. Throws 401: no token, unknown or signed-out token ('Invalid token'),
 * a token superseded by a newer sign-in ('User logged into another device', 000 §8), or one past its expiry ('Session
 * expired, please sign in again'); the screens answer every 401 with the session-expiry flow (000 §4, §8).
 */
export async function studentForToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<{ student: StudentRow; tokenId: number }> {
  if (!token) throw unauthorized(MESSAGES.missingToken);
  const [row] = await tokenWithStudent(db).execute({ tokenHash: hashToken(token) });
  if (!row) throw unauthorized(MESSAGES.invalidToken);
  if (row.token.revokedAt) {
    throw unauthorized(row.token.revokedReason === 'superseded' ? MESSAGES.superseded : MESSAGES.invalidToken);
  }
  if (row.token.expiresAt <= now) throw unauthorized(MESSAGES.sessionExpired);
  return { student: row.student, tokenId: row.token.id };
}

/** Revokes one token (sign-out). */
export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)));
}

/**
 * Whether a student's profile is locked (000 §4, 001 §2.7): fees are pending (rupees > 0) and their due date,
 * if any, is today or earlier (IST calendar days, ../ist-day).
 */
export function isProfileLocked(student: Pick<StudentRow, 'feePending' | 'feeDueDate'>, now: Date): boolean {
  if (student.feePending <= 0) return false;
  if (!student.feeDueDate) return true;
  return student.feeDueDate <= istDayOf(now);
}
