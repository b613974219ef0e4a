/**
 * Assignments (001 §2.1 assignment, submitassignment, submittedassignment, updateassignment,
 * assignmentslist, assignmentssubjects, assignmentschapters, assignments_all_list). A student sees the assignments of
 * their batches (home section and student_courses), submits photos or a PDF before the due date, may replace them
 * until the due date or grading, and reads marks and remarks once graded. Files are checked by their bytes and kept in
 * the upload directory under random names.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AssignmentDetail, AssignmentItem } from '@classroom/shared/contract';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { assignmentFiles, assignments, assignmentSubmissions, chapters, subjects, teachers } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { AppConfig, HandlerMap, UploadedFile } from '../http/handler';
import {
  ASSIGNMENT_TEXTS,
  assignmentFileTypeOf,
  assignmentStatusOf,
  canSubmit,
  EXTENSION,
  type AssignmentFileType,
} from '../assignments/rules';
import { sectionIdsOf } from './dashboard';

interface Row {
  a: typeof assignments.$inferSelect;
  subjectName: string;
  color: string;
  chapterName: string;
  teacherName: string;
  s: typeof assignmentSubmissions.$inferSelect | null;
}

/** The caller's assignments (of any of their sections) with subject, chapter, teacher and the caller's submission. */
async function rowsOf(
  db: Db,
  student: StudentRow,
  where?: { subjectId?: number; chapterId?: number; assignmentId?: number },
): Promise<Row[]> {
  const sectionIds = await sectionIdsOf(db, student);
  const conditions = [inArray(assignments.sectionId, sectionIds)];
  if (where?.subjectId !== undefined) conditions.push(eq(assignments.subjectId, where.subjectId));
  if (where?.chapterId !== undefined) conditions.push(eq(assignments.chapterId, where.chapterId));
  if (where?.assignmentId !== undefined) conditions.push(eq(assignments.id, where.assignmentId));
  return db
    .select({
      a: assignments,
      subjectName: subjects.subjectName,
      color: subjects.primaryColor,
      chapterName: chapters.chapterName,
      teacherName: teachers.name,
      s: assignmentSubmissions,
    })
    .from(assignments)
    .innerJoin(subjects, eq(subjects.id, assignments.subjectId))
    .innerJoin(chapters, eq(chapters.id, assignments.chapterId))
    .innerJoin(teachers, eq(teachers.id, assignments.teacherId))
    .leftJoin(
      assignmentSubmissions,
      and(eq(assignmentSubmissions.assignmentId, assignments.id), eq(assignmentSubmissions.studentId, student.id)),
    )
    .where(and(...conditions))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
}

function toItem(r: Row, now: Date): AssignmentItem {
  const graded = r.s?.gradedAt ? r.s : null;
  return {
    assignment_id: r.a.id,
    title: r.a.title,
    subject_id: r.a.subjectId,
    subject_name: r.subjectName,
    chapter_id: r.a.chapterId,
    chapter_name: r.chapterName,
    teacher_name: r.teacherName,
    assigned_on: r.a.assignedAt.toISOString(),
    due_at: r.a.dueAt.toISOString(),
    max_marks: r.a.maxMarks,
    status: assignmentStatusOf(r.a.dueAt, r.s, now),
    submitted_at: r.s ? r.s.updatedAt.toISOString() : null,
    marks: graded ? graded.marks : null,
    remarks: graded ? (graded.remarks ?? '') : null,
    can_submit: canSubmit(r.a.dueAt, r.s, now),
  };
}

async function detailOf(db: Db, student: StudentRow, assignmentId: number, now: Date): Promise<AssignmentDetail> {
  const [row] = await rowsOf(db, student, { assignmentId });
  if (!row) throw notFound(ASSIGNMENT_TEXTS.notFound);
  const files = row.s
    ? await db
        .select()
        .from(assignmentFiles)
        .where(eq(assignmentFiles.submissionId, row.s.id))
        .orderBy(asc(assignmentFiles.sortOrder), asc(assignmentFiles.id))
    : [];
  return {
    ...toItem(row, now),
    description: row.a.description,
    files: files.map((f, index) => ({
      index,
      file_name: f.originalName,
      mime_type: f.mimeType as AssignmentFileType,
      bytes: f.bytes,
    })),
  };
}

/** Checks every file by its bytes: photos (JPEG/PNG) or exactly one PDF, at least one file. Throws 400 naming the file. */
function typedFiles(files: UploadedFile[]): (UploadedFile & { type: AssignmentFileType })[] {
  if (files.length === 0) throw badRequest(ASSIGNMENT_TEXTS.noFiles);
  const typed = files.map((f, i) => {
    const type = assignmentFileTypeOf(f.data);
    if (!type) throw badRequest(ASSIGNMENT_TEXTS.fileType(i, f.filename));
    return { ...f, type };
  });
  if (typed.some((f) => f.type === 'application/pdf') && typed.length > 1) throw badRequest(ASSIGNMENT_TEXTS.oneKind);
  return typed;
}

/** A display name for a stored file: the uploaded name without any folder, at most 120 characters. */
const displayName = (name: string, i: number, type: AssignmentFileType) =>
  path.basename(name || '').slice(0, 120) || `file-${i + 1}.${EXTENSION[type]}`;

/**
 * Writes the files, then (in one transaction) creates or replaces the submission's file rows; on any failure the
 * written files are removed. Replaced files are removed from the store after the commit.
 */
async function storeSubmission(
  db: Db,
  config: AppConfig,
  student: StudentRow,
  assignmentId: number,
  files: (UploadedFile & { type: AssignmentFileType })[],
  now: Date,
  mode: 'submit' | 'update',
): Promise<void> {
  const written: string[] = [];
  try {
    for (const f of files) {
      const fileName = `assignment-${randomBytes(16).toString('hex')}.${EXTENSION[f.type]}`;
      await config.files.put(fileName, f.data, f.type);
      written.push(fileName);
    }
    const replaced = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(assignmentSubmissions)
        .where(
          and(eq(assignmentSubmissions.assignmentId, assignmentId), eq(assignmentSubmissions.studentId, student.id)),
        )
        .limit(1);
      let submissionId: number;
      let old: string[] = [];
      if (mode === 'submit') {
        if (existing) throw badRequest(ASSIGNMENT_TEXTS.alreadySubmitted);
        const [row] = await tx
          .insert(assignmentSubmissions)
          .values({ assignmentId, studentId: student.id, submittedAt: now, updatedAt: now })
          .returning({ id: assignmentSubmissions.id });
        submissionId = row!.id;
      } else {
        if (!existing) throw badRequest(ASSIGNMENT_TEXTS.notSubmitted);
        if (existing.gradedAt) throw badRequest(ASSIGNMENT_TEXTS.graded);
        submissionId = existing.id;
        old = (
          await tx
            .delete(assignmentFiles)
            .where(eq(assignmentFiles.submissionId, submissionId))
            .returning({ fileName: assignmentFiles.fileName })
        ).map((r) => r.fileName);
        await tx
          .update(assignmentSubmissions)
          .set({ updatedAt: now })
          .where(eq(assignmentSubmissions.id, submissionId));
      }
      await tx.insert(assignmentFiles).values(
        files.map((f, i) => ({
          submissionId,
          fileName: written[i]!,
          originalName: displayName(f.filename, i, f.type),
          mimeType: f.type,
          bytes: f.data.length,
          sortOrder: i,
        })),
      );
      return old;
    });
    await Promise.all(replaced.map((n) => config.files.remove(n).catch(() => undefined)));
  } catch (error) {
    await Promise.all(written.map((n) => config.files.remove(n).catch(() => undefined)));
    throw error;
  }
}

/** Refuses a submit or update of an assignment that is not the caller's (404), past its due date or graded (400). */
async function checkOpen(db: Db, student: StudentRow, assignmentId: number, now: Date): Promise<void> {
  const [row] = await rowsOf(db, student, { assignmentId });
  if (!row) throw notFound(ASSIGNMENT_TEXTS.notFound);
  if (row.s?.gradedAt) throw badRequest(ASSIGNMENT_TEXTS.graded);
  if (now.getTime() >= row.a.dueAt.getTime()) throw badRequest(ASSIGNMENT_TEXTS.duePassed);
}

export const assignmentHandlers = {
  /** Subjects with assignments for the caller, with total and pending (open, not submitted) counts. */
  async assignmentSubjects({ db, student, now }) {
    const rows = await rowsOf(db, student);
    const bySubject = new Map<
      number,
      { subject_id: number; subject_name: string; primary_color: string; total: number; pending: number }
    >();
    for (const r of rows) {
      let s = bySubject.get(r.a.subjectId);
      if (!s)
        bySubject.set(
          r.a.subjectId,
          (s = {
            subject_id: r.a.subjectId,
            subject_name: r.subjectName,
            primary_color: r.color,
            total: 0,
            pending: 0,
          }),
        );
      s.total += 1;
      if (assignmentStatusOf(r.a.dueAt, r.s, now) === 'pending') s.pending += 1;
    }
    return [...bySubject.values()].sort((x, y) => x.subject_id - y.subject_id);
  },

  /** Chapters of one subject with the caller's assignments (404 when the subject has none for the caller). */
  async assignmentChapters({ db, student, query, now }) {
    const rows = await rowsOf(db, student, { subjectId: query.subject_id });
    if (rows.length === 0) throw notFound('No assignments for this subject');
    const byChapter = new Map<number, { chapter_id: number; chapter_name: string; total: number; pending: number }>();
    for (const r of rows) {
      let c = byChapter.get(r.a.chapterId);
      if (!c)
        byChapter.set(
          r.a.chapterId,
          (c = { chapter_id: r.a.chapterId, chapter_name: r.chapterName, total: 0, pending: 0 }),
        );
      c.total += 1;
      if (assignmentStatusOf(r.a.dueAt, r.s, now) === 'pending') c.pending += 1;
    }
    return {
      subject_id: query.subject_id,
      subject_name: rows[0]!.subjectName,
      chapters: [...byChapter.values()].sort((x, y) => x.chapter_id - y.chapter_id),
    };
  },

  /** The caller's assignments of one chapter, due date first (404 when there are none). */
  async assignmentsList({ db, student, query, now }) {
    const rows = await rowsOf(db, student, { subjectId: query.subject_id, chapterId: query.chapter_id });
    if (rows.length === 0) throw notFound('No assignments for this chapter');
    return {
      subject_name: rows[0]!.subjectName,
      chapter_name: rows[0]!.chapterName,
      assignments: rows.map((r) => toItem(r, now)),
    };
  },

  /** Every assignment of the caller's batches, due date first. */
  async assignmentsAll({ db, student, now }) {
    return (await rowsOf(db, student)).map((r) => toItem(r, now));
  },

  /** One assignment of the caller's batches with the caller's files (any other: 404). */
  async assignmentDetail({ db, student, params, now }) {
    return detailOf(db, student, params.assignmentId, now);
  },

  /** First submission: 1–5 photos or one PDF by their bytes, before the due date. A second submit → 400 (use update). */
  async submitAssignment({ db, student, params, files, config, now }) {
    const typed = typedFiles(files);
    await checkOpen(db, student, params.assignmentId, now);
    await storeSubmission(db, config, student, params.assignmentId, typed, now, 'submit');
    return detailOf(db, student, params.assignmentId, now);
  },

  /** Replaces the files of the caller's submission before the due date and before grading. */
  async updateAssignment({ db, student, params, files, config, now }) {
    const typed = typedFiles(files);
    await checkOpen(db, student, params.assignmentId, now);
    await storeSubmission(db, config, student, params.assignmentId, typed, now, 'update');
    return detailOf(db, student, params.assignmentId, now);
  },

  /** One file of the caller's own submission as a data URL (another student's, or no such index: 404). */
  async assignmentFile({ db, student, query, config }) {
    const rows = await db
      .select({
        fileName: assignmentFiles.fileName,
        originalName: assignmentFiles.originalName,
        mimeType: assignmentFiles.mimeType,
      })
      .from(assignmentFiles)
      .innerJoin(assignmentSubmissions, eq(assignmentSubmissions.id, assignmentFiles.submissionId))
      .where(
        and(
          eq(assignmentSubmissions.assignmentId, query.assignment_id),
          eq(assignmentSubmissions.studentId, student.id),
        ),
      )
      .orderBy(asc(assignmentFiles.sortOrder), asc(assignmentFiles.id));
    const file = rows[query.index];
    if (!file) throw notFound('File not found');
    const data = await config.files.get(file.fileName);
    if (!data) throw notFound('File not found');
    const mime = file.mimeType as AssignmentFileType;
    return {
      mime_type: mime,
      file_name: file.originalName,
      data_url: `data:${mime};base64,${data.toString('base64')}`,
    };
  },
} satisfies Pick<
  HandlerMap,
  | 'assignmentSubjects'
  | 'assignmentChapters'
  | 'assignmentsList'
  | 'assignmentsAll'
  | 'assignmentDetail'
  | 'submitAssignment'
  | 'updateAssignment'
  | 'assignmentFile'
>;
