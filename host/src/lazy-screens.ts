import { lazy } from 'react';

/**
 * The host's screens beyond sign-in, each in its own chunk (docs/PERFORMANCE.md: the sign-in page loads only what it shows).
 * The student shell (top bar, side menu, Switch Batch, footer, remote area) brings @tanstack/react-query, axios and the
 * contract's zod schemas with it; sign-up, password reset and the public pages bring react-hook-form and zod.
 */
// Named so the build can list its files for a signed-in page's index.html (webpack.config.cjs FirstScreenPreload).
export const loadStudentLayout = () => import(/* webpackChunkName: "student-layout" */ './shell/student-layout');

export const StudentLayout = lazy(() => loadStudentLayout().then((m) => ({ default: m.StudentLayout })));
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
/** A remote's area outside the student shell (the parent's payment page, 001 §2.1 /parentpayment/{orderid}). */
export const RemoteArea = lazy(() => import('./remotes/remote-area').then((m) => ({ default: m.RemoteArea })));
