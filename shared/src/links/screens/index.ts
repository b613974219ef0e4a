import { ACCOUNT_SCREENS } from './account';
import { CORNERS_SCREENS } from './corners';
import type { RouteCallPlan } from '@classroom/shared/prefetch';
import { DASHBOARD_FIRST_CALLS, DASHBOARD_SCREENS } from './dashboard';

export {
  attendanceBatchOf,
  DASHBOARD_EXAM_TYPE,
  DASHBOARD_FIRST_CALLS,
  DASHBOARD_LIST_PAGE,
  SPECIAL_SCHOOL_ID,
} from './dashboard';
import { DPP_PLAYER_FIRST_CALLS, EXAM_SCREENS, JEE_ADVANCED_PLAYER_FIRST_CALLS, PLAYER_FIRST_CALLS } from './exam';
import { HOST_SCREENS } from './host';
import type { ScreenDeclaration } from './screen';

export {
  ACCOUNT_SCREENS,
  CORNERS_SCREENS,
  DASHBOARD_SCREENS,
  DPP_PLAYER_FIRST_CALLS,
  EXAM_SCREENS,
  HOST_SCREENS,
  PLAYER_FIRST_CALLS,
};
export { staticPrefix, type ScreenDeclaration, type ScreenGuard, type ScreenOwner } from './screen';

/** The four remotes' screens (each owner keeps its own list in screens/<owner>.ts): what host/src/routes.ts routes. */
export const REMOTE_SCREENS: readonly ScreenDeclaration[] = [
  ...DASHBOARD_SCREENS,
  ...EXAM_SCREENS,
  ...CORNERS_SCREENS,
  ...ACCOUNT_SCREENS,
];

/** Every built screen: the host's own and the remotes'. */
export const SCREENS: readonly ScreenDeclaration[] = [...HOST_SCREENS, ...REMOTE_SCREENS];

/** Every built screen's route pattern. */
export const BUILT_SCREENS: readonly string[] = SCREENS.map((screen) => screen.pattern);

/** Whether `pathname` matches `pattern` ('/student/result/:examId'; a trailing '/*' matches anything below). */
export function matchesScreen(pattern: string, pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const want = pattern.replace(/\/+$/, '') || '/';
  const a = want.split('/');
  const b = path.split('/');
  if (a[a.length - 1] === '*')
    return b.length >= a.length - 1 && a.slice(0, -1).every((s, i) => (s.startsWith(':') ? Boolean(b[i]) : s === b[i]));
  return a.length === b.length && a.every((s, i) => (s.startsWith(':') ? Boolean(b[i]) : s === b[i]));
}

/**
 * Whether a screen is built for `pathname` (a path, not a pattern: '/student/result/12'). Menus and cards render a
 * link only when this is true; otherwise they hide it (never a link to the error page).
 */
export function isScreenBuilt(pathname: string): boolean {
  return BUILT_SCREENS.some((pattern) => matchesScreen(pattern, pathname));
}

/**
 * Every owner's first-call plans (a route's API calls start from the host's entry, beside the remote's
 * code); each owner keeps its own beside its screen list (screens/<owner>.ts).
 */
export const ROUTE_CALL_PLANS: readonly RouteCallPlan[] = [
  DASHBOARD_FIRST_CALLS,
  PLAYER_FIRST_CALLS,
  JEE_ADVANCED_PLAYER_FIRST_CALLS,
  DPP_PLAYER_FIRST_CALLS,
];

/** The first-call plan of the screen at `pathname` ('/student'), or null when its owner keeps none. */
export function routeCallPlan(pathname: string): RouteCallPlan | null {
  return ROUTE_CALL_PLANS.find((plan) => matchesScreen(plan.pattern, pathname)) ?? null;
}
