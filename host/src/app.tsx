import { Suspense, useRef } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorPage, Loader, Toaster } from '@classroom/shared/ui';
import { RequireStudent } from './auth/guard';
import { BrowserCheckModal } from './browser-check/browser-check-modal';
import { SignInPage } from './auth/sign-in-page';
import { SessionEvents } from './session-events/session-events';
import { RouteFocusAnnouncer } from './route-focus/route-focus-announcer';
import { skipToContent } from './route-focus/route-focus';
import {
  BlankPage,
  CourseLandingPage,
  ForgotPasswordPage,
  IzestResultPage,
  PastRecordingsPage,
  RemoteArea,
  SignupPage,
  StudentLayout,
  WhoWeArePage,
} from './lazy-screens';
import { useVersionCheck } from './version-check/use-version-check';

/**
 * The host's routes (001 §2.1): sign-in at / and /signin; /student/locked unguarded (no top bar);
 * every other /student/* path guarded and handed to its remote; anything else the error page. The version check
 * (000 §8) runs at boot and on tab focus; the browser check (000 §5) warns once per session on any route. Every screen
 * but sign-in loads its own chunk (lazy-screens.ts), with the spec's loader while it arrives — the student
 * shell too, after sign-in (a cold /student load has it already: the bootstrap renders once the shell's chunk is there).
 * Every page has one <main id="main">, the skip link's target; a route change focuses the new screen's <h1> and
 * announces its title (decision record 0023).
 */
export function App() {
  useVersionCheck();
  const skipLink = useRef<HTMLAnchorElement>(null);
  return (
    <BrowserRouter>
      <a
        ref={skipLink}
        className="cp-skip-link"
        href="#main"
        onClick={(event) => {
          if (skipToContent()) event.preventDefault();
        }}
      >
        Skip to content
      </a>
      <RouteFocusAnnouncer />
      <Toaster />
      <BrowserCheckModal returnFocusTo={skipLink} />
      <SessionEvents />
      <Suspense fallback={<Loader />}>
        <Routes>
          <Route path="/" element={<SignInPage />} />
          <Route path="/signin" element={<SignInPage />} />
          {/* 001 §2.1 /signup and 000 §4 registration steps */}
          <Route path="/signup" element={<SignupPage step="register" />} />
          <Route path="/register" element={<SignupPage step="register" />} />
          <Route path="/register_step1" element={<SignupPage step="register_step1" />} />
          <Route path="/register_step2" element={<SignupPage step="register_step2" />} />
          <Route path="/register_step3" element={<SignupPage step="register_step3" />} />
          <Route path="/congrats" element={<SignupPage step="congrats" />} />
          <Route path="/welcome" element={<SignupPage step="welcome" />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          {/* 001 §2.1 public routes */}
          <Route path="/whoweare" element={<WhoWeArePage />} />
          <Route path="/blankpage" element={<BlankPage />} />
          <Route path="/jee_advance_crash_course" element={<CourseLandingPage />} />
          <Route path="/izest/result" element={<IzestResultPage />} />
          <Route path="/pastrecordings/:studentId" element={<PastRecordingsPage />} />
          <Route path="/student/locked/*" element={<StudentLayout withTopBar={false} />} />
          {/* 001 §2.1 public route: a parent pays by the link, signed out; mfe-account's own page, no shell. */}
          <Route path="/parentpayment/:orderid" element={<RemoteArea remote="mfe-account" />} />
          <Route
            path="/student/*"
            element={
              <RequireStudent>
                <Suspense fallback={<Loader />}>
                  <StudentLayout />
                </Suspense>
              </RequireStudent>
            }
          />
          <Route
            path="*"
            element={
              <main id="main">
                <ErrorPage />
              </main>
            }
          />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
