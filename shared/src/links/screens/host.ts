/**
 * Screens of the host that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const HOST_SCREENS: readonly string[] = [
  '/',
  '/signin',
  '/signup',
  '/register',
  '/register_step1',
  '/register_step2',
  '/register_step3',
  '/congrats',
  '/welcome',
  '/forgot-password',
  '/whoweare',
  '/blankpage',
  '/jee_advance_crash_course',
  // Issue 8 §9 (001 §2.1 public routes).
  '/izest/result',
  '/pastrecordings/:studentId',
];
