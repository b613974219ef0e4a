import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * The host's screens beyond sign-in, each in its own chunk (the sign-in page loads only what it shows).
 * The student shell (top bar, footer, remote area; the side menu, Switch Batch and the older bar in chunks of their
 * own, below) brings @tanstack/react-query, axios and the contract's zod schemas with it; sign-up, password reset and
 * the public pages bring react-hook-form and zod.
 */

/**
 * A lazy screen that renders at once when its chunk has already loaded. `React.lazy` suspends on its first render even
 * then (its promise settles a microtask later), so the Suspense fallback is committed and React holds the screen's
 * reveal until 300 ms after that fallback appeared (its fallback throttle) — idle time on a return visit of /student
 * (decision 0016). Once `load` has resolved, a screen mounted later renders `pick(module)` directly. The choice is made once per mount: a mounted screen never switches
 * component.
 * @param load  imports the screen's chunk (called once, by `load` or by the first render)
 * @param pick  the screen's component in that module
 * @returns `Screen`, the component to render, and `load`, which starts (once) and awaits the module.
 */
export function loadedOrLazy<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Screen: ComponentType<P>; load: () => Promise<M> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<M> | null = null;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = pick(module);
      return module;
    }));
  const Lazy = lazy(() => start().then((module) => ({ default: pick(module) })));
  function Screen(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return { Screen, load: start };
}

const studentLayout = loadedOrLazy(
  // Named so the build can list its files for a signed-in page's index.html (webpack.config.cjs FirstScreenPreload).
  () => import(/* webpackChunkName: "student-layout" */ './shell/student-layout'),
  (m) => m.StudentLayout,
);
/** Loads the student shell's chunk (the bootstrap waits for it on a signed-in /student page); resolves to the module. */
export const loadStudentLayout = studentLayout.load;
export const StudentLayout = studentLayout.Screen;
/**
 * The top bar's side menu and Switch Batch popup, in their own chunk (`shell-dialogs`): the first screen shows neither,
 * so their code is off the cold dashboard's path (decision 0027). Asked for after a signed-in page's first screen
 * (bootstrap.tsx: online, the popups are then ready before a press, and offline the service worker has them), or by the
 * first press that opens one (top-bar.tsx), whichever comes first.
 */
export const loadShellDialogs = () => import(/* webpackChunkName: "shell-dialogs" */ './shell/shell-dialogs');
const olderBar = loadedOrLazy(
  () =>
    import(/* webpackChunkName: "older-bar" */ './shell/older-bar/older-bar').catch(() =>
      // Offline before its chunk ever came: the ordinary top bar (in the shell's chunk) rather than no page at all.
      studentLayout.load().then((m) => ({ OlderBar: m.TopBar })),
    ),
  (m) => m.OlderBar,
);
/**
 * The older navigation bar (000 §2), in its own chunk: only the legacy list screens show it (routes.ts `isLegacyList`),
 * so the dashboard's path does not carry it (decision 0027). The bootstrap waits for it on a legacy list page, as it
 * waits for the student shell; after a signed-in page's first screen it is asked for in any case. If it cannot load
 * (offline before it ever came), those screens get the ordinary top bar.
 */
export const loadOlderBar = olderBar.load;
export const OlderBar = olderBar.Screen;
export const SignupPage = lazy(() => import('./signup/signup-pages').then((m) => ({ default: m.SignupPage })));
export const ForgotPasswordPage = lazy(() =>
  import('./signup/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const WhoWeArePage = lazy(() =>
  import('./public-pages/who-we-are-page').then((m) => ({ default: m.WhoWeArePage })),
);
export const BlankPage = lazy(() => import('./public-pages/who-we-are-page').then((m) => ({ default: m.BlankPage })));
export const CourseLandingPage = lazy(() =>
  import('./public-pages/course-landing-page').then((m) => ({ default: m.CourseLandingPage })),
);
export const IzestResultPage = lazy(() =>
  import('./public-pages/izest-result-page').then((m) => ({ default: m.IzestResultPage })),
);
export const PastRecordingsPage = lazy(() =>
  import('./public-pages/past-recordings-page').then((m) => ({ default: m.PastRecordingsPage })),
);
/**
 * A remote's area outside the student shell (the parent's payment page, 001 §2.1 /parentpayment/{orderid}), from the
 * student shell's chunk, which carries the remote area and single-spa for every student page (decision 0027: one
 * request fewer on a student page's first screen; this page loads the shell's code with them).
 */
export const RemoteArea = lazy(() =>
  import(/* webpackChunkName: "student-layout" */ './lib/remotes/remote-area').then((m) => ({ default: m.RemoteArea })),
);
