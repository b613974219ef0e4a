import { z } from 'zod';
import { id } from './envelope';

/**
 * Schemas of mfe-dashboard's own calls. Mark notifications read: up to 100 ids of the caller's
 * notifications; the reply's `unread` is the caller's unread count afterwards (the bell's count).
 */
export const markNotificationsReadBody = z.object({
  notification_ids: z
    .array(id)
    .min(1, 'notification_ids: at least one id')
    .max(100, 'notification_ids: at most 100 ids'),
});
export const markNotificationsReadReply = z.object({ unread: z.number().int() });

/** Timetable PDF of one of the caller's batches (000 §7 support get-timetable-pdf); the address is null when none is uploaded. */
export const timetablePdfQuery = z.object({ student_section_course_id: id });
export const timetablePdfReply = z.object({ section_name: z.string(), timetable_pdf_url: z.string().nullable() });
