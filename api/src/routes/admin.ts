/**
 * Admin-only routes: the paper import. Not part of the student contract table. Access needs
 * `Authorization: Bearer <ADMIN_TOKEN>`; when ADMIN_TOKEN is unset every call answers 403 (safe default, no secret in git).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { importPaper, parseScheduleFor } from '../../import/import-paper';
import { paperSchema } from '../../import/paper-format';
import type { Db } from '../db/client';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import { describeIssues } from '../http/register';

/** Largest paper file accepted, in bytes (a full JEE paper with LaTeX is well under this). */
export const IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `header` is `Bearer <adminToken>`; compared in constant time; always false without an admin token. */
export function isAdmin(header: string | undefined, adminToken: string | undefined): boolean {
  if (!adminToken || !header) return false;
  const match = /^Bearer\s+(\S+)$/.exec(header.trim());
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(adminToken));
}

/**
 * POST /api/admin/v1/import-paper/[?schedule_for=none|all|section:301,302|student:7] with a paper file (JSON,
 * api/import/README.md) as the body → `{ status: true, message: 'Success', data: { exam_id, sections, questions,
 * max_marks, scheduled } }`. 403 without the admin token; 400 naming the first bad fields of the file.
 */
export function registerAdminRoutes(api: FastifyInstance, options: { db: Db; adminToken: string | undefined }): void {
  api.post('/admin/v1/import-paper/', { bodyLimit: IMPORT_BODY_LIMIT_BYTES }, async (request, reply) => {
    if (!isAdmin(request.headers.authorization, options.adminToken)) throw new ApiError(403, 'Not allowed');
    const parsed = paperSchema.safeParse(request.body);
    if (!parsed.success) throw badRequest(describeIssues('body', parsed.error));
    const query = request.query as { schedule_for?: unknown };
    let scheduleFor;
    try {
      scheduleFor = parseScheduleFor(typeof query.schedule_for === 'string' ? query.schedule_for : undefined);
    } catch (err) {
      throw badRequest(`schedule_for: ${(err as Error).message.replace(/^--schedule-for: /, '')}`);
    }
    let result;
    try {
      result = await importPaper(options.db, parsed.data, { scheduleFor });
    } catch (err) {
      if (err instanceof Error && /^Unknown (student|section)/.test(err.message))
        throw badRequest(`schedule_for: ${err.message}`);
      throw err;
    }
    return reply.send({
      status: true,
      message: MESSAGES.success,
      data: {
        exam_id: result.examId,
        sections: result.sections,
        questions: result.questions,
        max_marks: result.maxMarks,
        scheduled: result.scheduled,
      },
    });
  });
}
