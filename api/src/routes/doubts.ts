/**
 * The doubt module's own doubts (000 §7 doubt calls): the caller asks a doubt with up to 3 photos, edits it while it is
 * pending, lists its doubts and reads their photos. Locked for free students like Solutions (000 §6: 403).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DoubtItem } from '@classroom/shared/contract';
import type { Db } from '../db/client';
import { chapters, doubtPhotos, doubts, subjects } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { imageTypeOf } from '../http/image-type';
import { requireEnrolled } from './learning';

/** The caller's doubts in the reply shape (photos counted), newest first; `only` narrows to one doubt. */
async function doubtsOf(db: Db, studentId: number, only?: number): Promise<DoubtItem[]> {
  const where =
    only === undefined ? eq(doubts.studentId, studentId) : and(eq(doubts.studentId, studentId), eq(doubts.id, only));
  const rows = await db
    .select({ d: doubts, subjectName: subjects.subjectName, chapterName: chapters.chapterName })
    .from(doubts)
    .innerJoin(subjects, eq(subjects.id, doubts.subjectId))
    .leftJoin(chapters, eq(chapters.id, doubts.chapterId))
    .where(where)
    .orderBy(desc(doubts.createdAt), desc(doubts.id));
  const ids = rows.map((r) => r.d.id);
  const photos = ids.length
    ? await db.select({ doubtId: doubtPhotos.doubtId }).from(doubtPhotos).where(inArray(doubtPhotos.doubtId, ids))
    : [];
  return rows.map(({ d, subjectName, chapterName }) => ({
    doubt_id: d.id,
    subject_id: d.subjectId,
    subject_name: subjectName,
    chapter_id: d.chapterId,
    chapter_name: chapterName,
    question: d.question,
    answer: d.answer,
    status: d.status === 'answered' ? 'answered' : 'pending',
    created_at: d.createdAt.toISOString(),
    photos: photos.filter((p) => p.doubtId === d.id).length,
  }));
}

/** The subject exists and the chapter (when given) belongs to it; 400 otherwise. */
async function checkSubjectChapter(db: Db, subjectId: number, chapterId: number | undefined): Promise<void> {
  const [subject] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId)).limit(1);
  if (!subject) throw badRequest('subject_id: no such subject');
  if (chapterId === undefined) return;
  const [chapter] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.subjectId, subjectId)))
    .limit(1);
  if (!chapter) throw badRequest('chapter_id: not a chapter of this subject');
}

export const doubtHandlers = {
  /**
   * post-pending-doubt: the caller's doubt with up to 3 photos. Every photo must be a jpeg or png by its magic bytes
   * (the declared type and name are ignored): anything else → 400 naming the file, nothing stored.
   */
  async postPendingDoubt({ db, student, body, files, config, now }) {
    requireEnrolled(student);
    const typed = files.map((f, i) => {
      const type = imageTypeOf(f.data);
      if (!type) throw badRequest(`photos.${i}: '${f.filename}' is not a JPEG or PNG image`);
      return { ...f, type };
    });
    await checkSubjectChapter(db, body.subject_id, body.chapter_id);
    const written: string[] = [];
    try {
      for (const f of typed) {
        const fileName = `doubt-${randomBytes(16).toString('hex')}.${f.type === 'image/png' ? 'png' : 'jpg'}`;
        await config.files.put(fileName, f.data, f.type);
        written.push(fileName);
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(doubts)
          .values({
            studentId: student.id,
            subjectId: body.subject_id,
            chapterId: body.chapter_id ?? null,
            question: body.question,
            status: 'pending',
            createdAt: now,
          })
          .returning({ id: doubts.id });
        if (typed.length > 0)
          await tx.insert(doubtPhotos).values(
            typed.map((f, i) => ({
              doubtId: row!.id,
              fileName: written[i]!,
              mimeType: f.type,
              bytes: f.data.length,
            })),
          );
        return row!.id;
      });
      return (await doubtsOf(db, student.id, id))[0]!;
    } catch (error) {
      await Promise.all(written.map((n) => config.files.remove(n).catch(() => undefined)));
      throw error;
    }
  },

  /** update-pending-doubt: only the caller's own doubt (another's: 404) and only while pending (answered: 400). */
  async updatePendingDoubt({ db, student, params, body }) {
    requireEnrolled(student);
    const [own] = await db
      .select({ status: doubts.status })
      .from(doubts)
      .where(and(eq(doubts.id, params.doubtId), eq(doubts.studentId, student.id)))
      .limit(1);
    if (!own) throw notFound('Doubt not found');
    if (own.status !== 'pending') throw badRequest('An answered doubt cannot be edited');
    await checkSubjectChapter(db, body.subject_id, body.chapter_id);
    await db
      .update(doubts)
      .set({ subjectId: body.subject_id, chapterId: body.chapter_id ?? null, question: body.question })
      .where(and(eq(doubts.id, params.doubtId), eq(doubts.studentId, student.id), eq(doubts.status, 'pending')));
    return (await doubtsOf(db, student.id, params.doubtId))[0]!;
  },

  /** One photo of the caller's own doubt, read from the file store (any other doubt or index: 404). */
  async doubtPhoto({ db, student, query, config }) {
    requireEnrolled(student);
    const rows = await db
      .select({ fileName: doubtPhotos.fileName, mimeType: doubtPhotos.mimeType })
      .from(doubtPhotos)
      .innerJoin(doubts, eq(doubts.id, doubtPhotos.doubtId))
      .where(and(eq(doubtPhotos.doubtId, query.doubt_id), eq(doubts.studentId, student.id)))
      .orderBy(asc(doubtPhotos.id));
    const photo = rows[query.index];
    if (!photo) throw notFound('Photo not found');
    const data = await config.files.get(photo.fileName);
    if (!data) throw notFound('Photo not found');
    const mime = photo.mimeType === 'image/png' ? 'image/png' : 'image/jpeg';
    return { mime_type: mime, data_url: `data:${mime};base64,${data.toString('base64')}` };
  },

  /** get-pending-doubts: the caller's doubts, pending and answered. */
  async pendingDoubts({ db, student }) {
    requireEnrolled(student);
    return doubtsOf(db, student.id);
  },
} satisfies Pick<HandlerMap, 'postPendingDoubt' | 'updatePendingDoubt' | 'pendingDoubts' | 'doubtPhoto'>;
