/** Notifications (000 §2, §7): the list the caller sees and marking them read. The student is always the token's. */
import { and, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { notificationReads, notifications } from '../db/schema';
import { notFound } from '../http/errors';
import type { HandlerMap } from '../http/handler';
import { sectionIdsOf } from './dashboard';

/** The notifications the caller sees: their own, their sections', and the institute's to everyone. */
async function visibleNotifications(
  db: Parameters<HandlerMap['notifications']>[0]['db'],
  student: Parameters<HandlerMap['notifications']>[0]['student'],
) {
  const sectionIds = await sectionIdsOf(db, student);
  return or(
    eq(notifications.studentId, student.id),
    and(isNull(notifications.studentId), inArray(notifications.sectionId, sectionIds)),
    and(isNull(notifications.studentId), isNull(notifications.sectionId)),
  );
}

export const notificationHandlers = {
  /** Notifications to the caller, to the caller's sections, or to everyone; newest first, each with is_read; `unread` counts the unread. */
  async notifications({ db, student, query }) {
    const where = await visibleNotifications(db, student);
    const readJoin = and(
      eq(notificationReads.notificationId, notifications.id),
      eq(notificationReads.studentId, student.id),
    );
    const [total] = await db
      .select({ n: count(), read: count(notificationReads.notificationId) })
      .from(notifications)
      .leftJoin(notificationReads, readJoin)
      .where(where);
    const rows = await db
      .select({ n: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, readJoin)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .offset(query.skip)
      .limit(query.limit);
    return {
      count: total?.n ?? 0,
      unread: (total?.n ?? 0) - (total?.read ?? 0),
      notifications: rows.map(({ n, readAt }) => ({
        id: n.id,
        title: n.title,
        body: n.body,
        created_at: n.createdAt.toISOString(),
        link: n.link,
        is_read: readAt !== null,
      })),
    };
  },

  /** Marks notifications read: each id must be one the caller sees (else 404, nothing marked); again is a no-op. */
  async markNotificationsRead({ db, student, body, now }) {
    const where = await visibleNotifications(db, student);
    const ids = [...new Set(body.notification_ids)];
    const visible = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(where, inArray(notifications.id, ids)));
    if (visible.length !== ids.length) throw notFound('Notification not found');
    await db
      .insert(notificationReads)
      .values(ids.map((notificationId) => ({ studentId: student.id, notificationId, readAt: now })))
      .onConflictDoNothing();
    const [total] = await db
      .select({ n: count(), read: count(notificationReads.notificationId) })
      .from(notifications)
      .leftJoin(
        notificationReads,
        and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.studentId, student.id)),
      )
      .where(where);
    return { unread: (total?.n ?? 0) - (total?.read ?? 0) };
  },
} satisfies Pick<HandlerMap, 'notifications' | 'markNotificationsRead'>;
