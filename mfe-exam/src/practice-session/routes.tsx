/** Routes of the practice screens (001 §2.1 adaptive, practice-session, session-report/{session_id}). */
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';

// A chunk of their own, like the assignment pages (../assignments/routes.tsx): they show rich text (@classroom/shared/math).
const pages = () => import('./practice-pages');
const PracticePage = lazy(() => pages().then((m) => ({ default: m.PracticePage })));
const SessionReportPage = lazy(() => pages().then((m) => ({ default: m.SessionReportPage })));

/** The <Route> elements, to be placed inside the remote's <Routes>. */
export const practiceRoutes = [
  <Route key="adaptive" path="/student/adaptive" element={<PracticePage />} />,
  <Route key="practice" path="/student/practice-session" element={<PracticePage />} />,
  <Route key="report" path="/student/session-report/:sessionId" element={<SessionReportPage />} />,
  <Route key="report0" path="/student/session-report" element={<Navigate to="/student/practice-session" replace />} />,
];
