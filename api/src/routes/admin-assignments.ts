/**
 * Admin-only grading of assignments: a teacher's marks and remarks for one student's submission. Same
 * access as the paper import (routes/admin.ts): `Authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN → 403.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { gradeAssignmentBody } from '@classroom/shared/contract';
import type { Db } from '../db/client';
import { assignments, assignmentSubmissions } from '../db/schema';
import { ApiError, badRequest, MESSAGES, notFound } from '../http/errors';
import { describeIssues } from '../http/register';
import { isAdmin } from './admin';

/**
 * POST /api/admin/v1/grade-assignment/ `{ assignment_id, student_id, marks, remarks }` → `{ status: true, message:
 * 'Success', data: { assignment_id, student_id, marks, remarks } }`. 403 without the admin token; 400 for bad fields or
 * marks above the assignment's max_marks; 404 when that student has not submitted it. Grading again replaces the marks.
 */
export function registerAdminAssignmentRoutes(
  api: FastifyInstance,
  options: { db: Db; adminToken: string | undefined; now: () => Date },
): void {
  api.post('/admin/v1/grade-assignment/', async (request, reply) => {
    if (!isAdmin(request.headers.authorization, options.adminToken)) throw new ApiError(403, 'Not allowed');
    const parsed = gradeAssignmentBody.safeParse(request.body);
    if (!parsed.success) throw badRequest(describeIssues('body', parsed.error));
    const body = parsed.data;
    const [assignment] = await options.db
      .select({ maxMarks: assignments.maxMarks })
      .from(assignments)
      .where(eq(assignments.id, body.assignment_id))
      .limit(1);
    if (!assignment) throw notFound('Assignment not found');
    if (body.marks > assignment.maxMarks) throw badRequest(`marks: must be at most ${assignment.maxMarks}`);
    const updated = await options.db
      .update(assignmentSubmissions)
      .set({ marks: body.marks, remarks: body.remarks, gradedAt: options.now() })
      .where(
        and(
          eq(assignmentSubmissions.assignmentId, body.assignment_id),
          eq(assignmentSubmissions.studentId, body.student_id),
        ),
      )
      .returning({ id: assignmentSubmissions.id });
    if (updated.length === 0) throw notFound('No submission of this student for this assignment');
    return reply.send({ status: true, message: MESSAGES.success, data: body });
  });
}
