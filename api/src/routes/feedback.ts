/**
 * What the student sends the institute (000 §4, §8; 001 §7): a call request, feedback with images, page views; and the
 * web app's version tag. The student is always the token's.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { callRequests, feedback, feedbackImages, pageViews } from '../db/schema';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { imageTypeOf } from '../http/image-type';

/** A request_type may be asked for again after 10 minutes (one call back is on its way). */
export const REQUEST_CALL_REPEAT_MS = 10 * 60_000;

export const feedbackHandlers = {
  /** Analytics (001 §7): records a page view of the caller (student from the token); data null. */
  async postAnalytics({ db, student, body, now }) {
    await db.insert(pageViews).values({ studentId: student.id, pageName: body.page_name, createdAt: now });
    return null;
  },

  /**
   * Request a call (000 §4, §8): kept for the institute (who, what, when, status 'open'). The same request_type again
   * within 10 minutes is refused with 429 and a clear message — one call back is on its way.
   */
  async requestCall({ db, student, body, now }) {
    const since = new Date(now.getTime() - REQUEST_CALL_REPEAT_MS);
    const [recent] = await db
      .select({ id: callRequests.id })
      .from(callRequests)
      .where(
        and(
          eq(callRequests.studentId, student.id),
          eq(callRequests.requestType, body.request_type),
          gt(callRequests.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) throw new ApiError(429, MESSAGES.callAlreadyRequested);
    await db.insert(callRequests).values({ studentId: student.id, requestType: body.request_type, createdAt: now });
    return null;
  },

  /**
   * Feedback with images (001 §7): every file must be a jpeg or png by its magic bytes (the declared type and name
   * are ignored); files are stored in the file store with random names, then the rows are written.
   */
  async postFeedback({ db, student, body, files, config, now }) {
    const typed = files.map((f, i) => {
      const type = imageTypeOf(f.data);
      if (!type) throw badRequest(`images.${i}: only jpeg or png images are accepted`);
      return { ...f, type };
    });
    const written: string[] = [];
    try {
      const names: { fileName: string; mimeType: string; bytes: number }[] = [];
      for (const f of typed) {
        const fileName = `${randomBytes(16).toString('hex')}.${f.type === 'image/png' ? 'png' : 'jpg'}`;
        await config.files.put(fileName, f.data, f.type);
        written.push(fileName);
        names.push({ fileName, mimeType: f.type, bytes: f.data.length });
      }
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({ studentId: student.id, issueType: body.issue_type, description: body.description, createdAt: now })
          .returning({ id: feedback.id });
        if (names.length > 0) await tx.insert(feedbackImages).values(names.map((n) => ({ ...n, feedbackId: row!.id })));
        return { feedback_id: row!.id, images: names.length };
      });
    } catch (error) {
      await Promise.all(written.map((n) => config.files.remove(n).catch(() => undefined)));
      throw error;
    }
  },

  /** The web app's version tag (000 §9: 1.0.3); a mismatch makes the client reload. */
  async getVersion({ query, config }) {
    return { platform: query.platform, current_version: config.webVersion };
  },
} satisfies Pick<HandlerMap, 'postAnalytics' | 'requestCall' | 'postFeedback' | 'getVersion'>;
