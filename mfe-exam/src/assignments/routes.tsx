/**
 * Routes of the assignment screens (001 §2.1; the page's one QueryClient is the remote's root's). `/student/assignment`
 * without an id opens the subjects.
 */
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import {
  AllAssignmentsPage,
  AssignmentChaptersPage,
  AssignmentsListPage,
  AssignmentSubjectsPage,
} from './assignment-lists';

// The assignment's own pages show its rich text (@classroom/shared/math, with DOMPurify): a chunk of their own, so the
// remote's first chunk — every exam route's — does not wait for the math code (the player opened cold).
const pages = () => import('./assignment-pages');
const AssignmentPage = lazy(() => pages().then((m) => ({ default: m.AssignmentPage })));
const SubmitAssignmentPage = lazy(() => pages().then((m) => ({ default: m.SubmitAssignmentPage })));
const SubmittedAssignmentPage = lazy(() => pages().then((m) => ({ default: m.SubmittedAssignmentPage })));

/** The <Route> elements, to be placed inside the remote's <Routes>. */
export const assignmentRoutes = [
  <Route key="as" path="/student/assignmentssubjects" element={<AssignmentSubjectsPage />} />,
  <Route key="a0" path="/student/assignment" element={<Navigate to="/student/assignmentssubjects" replace />} />,
  <Route key="ac" path="/student/assignmentschapters/:subjectId" element={<AssignmentChaptersPage />} />,
  <Route
    key="ac0"
    path="/student/assignmentschapters"
    element={<Navigate to="/student/assignmentssubjects" replace />}
  />,
  <Route key="al" path="/student/assignmentslist/:subjectId/:chapterId" element={<AssignmentsListPage />} />,
  <Route key="al0" path="/student/assignmentslist" element={<Navigate to="/student/assignmentssubjects" replace />} />,
  <Route key="aa" path="/student/assignments_all_list" element={<AllAssignmentsPage />} />,
  <Route key="a" path="/student/assignment/:assignmentId" element={<AssignmentPage />} />,
  <Route key="s" path="/student/submitassignment/:assignmentId" element={<SubmitAssignmentPage mode="submit" />} />,
  <Route key="u" path="/student/updateassignment/:assignmentId" element={<SubmitAssignmentPage mode="update" />} />,
  <Route key="v" path="/student/submittedassignment/:assignmentId" element={<SubmittedAssignmentPage />} />,
  ...['submitassignment', 'updateassignment', 'submittedassignment'].map((name) => (
    <Route
      key={`${name}0`}
      path={`/student/${name}`}
      element={<Navigate to="/student/assignmentssubjects" replace />}
    />
  )),
];
