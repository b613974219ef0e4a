import { define } from '../endpoint-def';
import {
  markNotificationsReadBody,
  markNotificationsReadReply,
  timetablePdfQuery,
  timetablePdfReply,
} from '../dashboard-schemas';

/** Calls of mfe-dashboard (classes, schedule, attendance, notifications, request a call). Schemas live beside them in ../dashboard-schemas.ts when they need more than a line. */
export const dashboardEndpoints = define({
  markNotificationsRead: {
    method: 'POST',
    path: 'student/v1/mark-notification-read/',
    access: 'student',
    summary: "Mark some of the caller's notifications read (another's id: 404); returns the caller's unread count",
    body: markNotificationsReadBody,
    data: markNotificationsReadReply,
  },
  timetablePdf: {
    method: 'GET',
    path: 'support/v1/get-timetable-pdf/',
    access: 'student',
    summary: "The timetable PDF of one of the caller's batches (another's batch: 404); null when none",
    query: timetablePdfQuery,
    data: timetablePdfReply,
  },
});
