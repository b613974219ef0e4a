/** Account calls of mfe-account: change password, the student's e-mail, parent details, earlier help reports. */
import { PARENT_RELATIONS, type ParentDetails, type ParentRelation } from '@classroom/shared/contract';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { StudentRow } from '../auth/tokens';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { feedback, feedbackImages, students, tokens } from '../db/schema';
import { badRequest } from '../http/errors';
import type { HandlerMap } from '../http/handler';

/** Refusal text for a wrong current password (the spec gives none; ours). */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** The parent details of a student row: the contact mobile the student entered, else the institute's. */
function parentDetailsOf(
  row: Pick<StudentRow, 'parentName' | 'parentRelation' | 'parentMobile' | 'parentContactMobile' | 'parentEmail'>,
): ParentDetails {
  const relation = (PARENT_RELATIONS as readonly string[]).includes(row.parentRelation ?? '')
    ? (row.parentRelation as ParentRelation)
    : null;
  return {
    parent_name: row.parentName,
    relation,
    parent_mobile: row.parentContactMobile ?? row.parentMobile,
    parent_email: row.parentEmail,
  };
}

const REPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;

export const accountHandlers = {
  /**
   * Change password: the current password must match (else 400 'Current password is incorrect'; the
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

  /** Update the student's e-mail (000 §7 users endpoints update-student-email): the token's student, never the body's. */
  async updateStudentEmail({ db, student, body }) {
    const [row] = await db
      .update(students)
      .set({ email: body.email })
      .where(eq(students.id, student.id))
      .returning({ email: students.email });
    return { email: row!.email };
  },

  /** Get parent details (000 §7 users endpoints): the caller's parent record; null where never entered. */
  async getParentDetails({ student }) {
    return parentDetailsOf(student);
  },

  /**
   * Update parent details: body validated by the contract (name, relation, 10-digit mobile, e-mail);
   * the mobile is stored as the parent's contact number only — the sibling link that switch-user trusts
   * (`parent_mobile`) is the institute's and never changes here. Answers the record as now stored.
   */
  async updateParentDetails({ db, student, body }) {
    const [row] = await db
      .update(students)
      .set({
        parentName: body.parent_name,
        parentRelation: body.relation,
        parentContactMobile: body.parent_mobile,
        parentEmail: body.parent_email,
      })
      .where(eq(students.id, student.id))
      .returning();
    return parentDetailsOf(row!);
  },

  /** The caller's earlier help reports (001 §2.6), newest first, at most 50, with status and image count. */
  async helpReports({ db, student }) {
    const rows = await db
      .select({ f: feedback, images: count(feedbackImages.id) })
      .from(feedback)
      .leftJoin(feedbackImages, eq(feedbackImages.feedbackId, feedback.id))
      .where(eq(feedback.studentId, student.id))
      .groupBy(feedback.id)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(50);
    return rows.map(({ f, images }) => ({
      id: f.id,
      issue_type: f.paymentReason ? `${f.issueType}: ${f.paymentReason}` : f.issueType,
      description: f.description,
      created_at: f.createdAt.toISOString(),
      status: (REPORT_STATUSES as readonly string[]).includes(f.status)
        ? (f.status as (typeof REPORT_STATUSES)[number])
        : 'open',
      images,
      order_id: f.orderId,
    }));
  },
} satisfies Pick<
  HandlerMap,
  'changePassword' | 'updateStudentEmail' | 'getParentDetails' | 'updateParentDetails' | 'helpReports'
>;
