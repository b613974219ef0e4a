/** Who serves a screen: the host itself or one of the four remotes. */
export type ScreenOwner = 'host' | 'mfe-dashboard' | 'mfe-exam' | 'mfe-corners' | 'mfe-account';

/** 'student': only for a signed-in student (the host sends anyone else to sign in, 001 §6); 'public': for anyone. */
export type ScreenGuard = 'student' | 'public';

/**
 * One screen as its owner declares it, once (001 §2.1 route patterns). The host's route table (host/src/routes.ts),
 * the link registry (`isScreenBuilt`) and the owner's router are all read from these lists; jest tests fail when an
 * owner's router and its list disagree.
 */
export interface ScreenDeclaration {
  /** The route pattern: full path, ':name' = one path segment, a trailing '/*' = anything below. */
  pattern: string;
  /** The browser title's screen name until the screen sets its own (000 §2). */
  title: string;
  owner: ScreenOwner;
  guard: ScreenGuard;
}

/** `rows` ([pattern, title] or [pattern, title, guard]) as declarations of `owner`, guarded by `guard` unless a row says otherwise. */
export function declareScreens(
  owner: ScreenOwner,
  guard: ScreenGuard,
  rows: readonly (readonly [pattern: string, title: string, guard?: ScreenGuard])[],
): readonly ScreenDeclaration[] {
  return rows.map(([pattern, title, own]) => ({ pattern, title, owner, guard: own ?? guard }));
}

/** The fixed part of a pattern, before its first parameter or '*' ('/student/result/:examId' → '/student/result'). */
export function staticPrefix(pattern: string): string {
  const segments = pattern.split('/');
  const end = segments.findIndex((s) => s.startsWith(':') || s === '*');
  return (end < 0 ? segments : segments.slice(0, end)).join('/') || '/';
}
