/**
 * Screens of mfe-dashboard that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const DASHBOARD_SCREENS: readonly string[] = [
  '/student',
  '/student/attendance',
  '/student/notes/notifications',
  '/student/notes/Notifications',
  '/student/myschedule',
  '/student/Myschedule',
  '/student/liveclass/pastliveclass',
  '/student/liveclass/upcomingliveclass',
];
