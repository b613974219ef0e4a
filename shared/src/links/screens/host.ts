import { declareScreens } from './screen';

/**
 * Screens of the host (001 §2.1 route patterns), declared once for the link registry; the host's router is
 * host/src/app.tsx. A menu or card links to a path only when a pattern here matches it, so no link ends on the error
 * page; add a screen here in the same change that builds it.
 */
export const HOST_SCREENS = declareScreens('host', 'public', [
  ['/', 'Login'],
  ['/signin', 'Login'],
  ['/signup', 'Register'],
  ['/register', 'Register'],
  ['/register_step1', 'Register'],
  ['/register_step2', 'Register'],
  ['/register_step3', 'Register'],
  ['/congrats', 'Register'],
  ['/welcome', 'Register'],
  ['/forgot-password', 'Forgot Password'],
  ['/whoweare', 'Who We Are'],
  ['/blankpage', 'Blank'],
  ['/jee_advance_crash_course', 'JEE Advanced Crash Course'],
  // 001 §2.1 public routes.
  ['/izest/result', 'iZest Result'],
  ['/pastrecordings/:studentId', 'Past Recordings'],
]);
