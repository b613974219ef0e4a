import { matchesScreen, REMOTE_SCREENS, staticPrefix, type ScreenOwner } from '@classroom/shared/links/screens';

/**
 * Route ownership (docs/ARCHITECTURE.md §2, §9): which remote owns which path. It is read from the remotes' own
 * screen lists (shared/src/links/screens/<owner>.ts), never written here; each remote's router serves exactly its list.
 */
export type RemoteName = Exclude<ScreenOwner, 'host'>;

export interface RouteOwnership {
  /** The screen's route pattern (001 §2.1; ':name' = one path segment). */
  pattern: string;
  /** The pattern's fixed part: a path under it that no pattern matches still goes to this remote, whose router shows its error page or leads on. */
  prefix: string;
  remote: RemoteName;
  /** Screen name for the browser title until the remote sets its own (000 §2). */
  screen: string;
}

/** One entry per remote screen (001 §2.1 route table), from the remotes' screen lists. */
export const ROUTES: readonly RouteOwnership[] = REMOTE_SCREENS.map((screen) => ({
  pattern: screen.pattern,
  prefix: staticPrefix(screen.pattern),
  remote: screen.owner as RemoteName,
  screen: screen.title,
}));

/**
 * Screens that work through network loss on their own (the offline-tolerant exam, 001 §4.5): they keep
 * answers on the device and sync later, so the host does not interrupt them with the network popup.
 */
export const OFFLINE_TOLERANT_PREFIXES = ['/student/generic'] as const;

/** Whether a path is one of the offline-tolerant screens. */
export function isOfflineTolerant(pathname: string): boolean {
  return OFFLINE_TOLERANT_PREFIXES.some((p) => matches(pathname, p));
}

/**
 * The legacy list screens (001 §2.1 objectivetest, Quizlist, dpp-list, the assignment lists; 001 §2.2): the test,
 * assignment and quiz lists, which show the older navigation bar (000 §2) instead of the top bar. The exam, result
 * and submit screens are not lists and keep the top bar.
 */
export const LEGACY_LIST_PREFIXES = [
  '/student/objectivetest',
  '/student/Quizlist',
  '/student/dpp-list',
  '/student/assignmentssubjects',
  '/student/assignmentschapters',
  '/student/assignmentslist',
  '/student/assignments_all_list',
] as const;

/** Whether a path is one of the legacy list screens that carry the older navigation bar (000 §2). */
export function isLegacyList(pathname: string): boolean {
  return LEGACY_LIST_PREFIXES.some((p) => matches(pathname, p));
}

/**
 * The exam screens (001 §2.1 JeeExamScreen/{id}, JeeAdvanceExamScreen, generic/{id}/exam, InstructionsGenericDpp/{id}/exam):
 * like NTA's exam screen they show only the exam — no top bar, no footer — so a running exam cannot be left by one
 * click on Schedule or the logo (the player's own Submit and Back remain).
 */
export function isExamScreen(pathname: string): boolean {
  return /^\/student\/(JeeExamScreen\/[^/]+|JeeAdvanceExamScreen(\/[^/]+)?|generic\/[^/]+\/exam|InstructionsGenericDpp\/[^/]+\/exam)\/?$/.test(
    pathname,
  );
}

/** Paths under /student that need no login (001 §2.1: /student/locked is not guarded): the public screens' prefixes. */
export const UNGUARDED_PREFIXES: readonly string[] = REMOTE_SCREENS.filter(
  (screen) => screen.guard === 'public' && matches(screen.pattern, '/student'),
).map((screen) => staticPrefix(screen.pattern));

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The route ownership entry for a path: the screen whose pattern matches it, else the entry with the longest prefix
 * the path is under ('/student/ncertx' → the dashboard's '/student', whose router shows the error page); null when no
 * remote owns it (→ the host's error page).
 */
export function ownerOf(pathname: string): RouteOwnership | null {
  const screen = ROUTES.find((route) => matchesScreen(route.pattern, pathname));
  if (screen) return screen;
  let best: RouteOwnership | null = null;
  for (const route of ROUTES) {
    if (matches(pathname, route.prefix) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}

/** Whether a path needs a signed-in student (001 §6). */
export function isGuarded(pathname: string): boolean {
  return matches(pathname, '/student') && !UNGUARDED_PREFIXES.some((p) => matches(pathname, p));
}
