import { lazy } from 'react';

/**
 * The remote's screens other than the dashboard, each in a chunk of its own: a cold /student load
 * fetches only the dashboard's code — not the attendance calendar's react-day-picker and @date-fns/tz, nor the
 * schedule, classes and notifications screens. `preloadScreens` fetches them once the dashboard is on screen, so a
 * student who opens one from there does not wait for its code.
 */
const loaders = {
  attendance: () => import('./attendance/attendance-page'),
  classes: () => import('./classes/classes-page'),
  notifications: () => import('./notifications/notifications-page'),
  schedule: () => import('./schedule/schedule-page'),
};

export const AttendancePage = lazy(() => loaders.attendance().then((m) => ({ default: m.AttendancePage })));
export const ClassesPage = lazy(() => loaders.classes().then((m) => ({ default: m.ClassesPage })));
export const NotificationsPage = lazy(() => loaders.notifications().then((m) => ({ default: m.NotificationsPage })));
export const SchedulePage = lazy(() => loaders.schedule().then((m) => ({ default: m.SchedulePage })));

/** Starts fetching every screen's chunk (each once; webpack keeps the request); a failure is left to the screen's own load. */
export function preloadScreens(): void {
  for (const load of Object.values(loaders)) void load().catch(() => undefined);
}
