import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import { Loader } from '@classroom/shared/ui';
import { ErrorPage } from '@classroom/shared/ui';
import { LegacyRoute } from './legacy-routes/legacy-route';
import { LEGACY_ROUTES } from './legacy-routes/legacy-routes';
import { TestListPage } from './test-list/test-list-page';
import { loadOfflineExamPage } from './offline/load-offline-exam-page';
import { loadPlayerPage } from './lib/player/load-player';
import { loadDppPlayerPage } from './dpp/load-dpp-player';
import { assignmentRoutes } from './assignments/routes';
import { practiceRoutes } from './practice-session/routes';
import { jeeAdvancedRoutes } from './jee-advanced/routes';

// Each screen but the test list is its own chunk, loaded when its route is opened: the result and answer pages,
// the instructions and the players. KaTeX is a further chunk: the players ask for it and its faces beside their own
// code (player/load-math.ts), the other screens on their first math (math/render-math.ts).
const InstructionPage = lazy(() =>
  import('./instructions/instruction-page').then((m) => ({ default: m.InstructionPage })),
);
const GenericInstructionsPage = lazy(() =>
  import('./offline/generic-instructions-page').then((m) => ({ default: m.GenericInstructionsPage })),
);
const OfflineExamPage = lazy(() => loadOfflineExamPage().then((m) => ({ default: m.OfflineExamPage })));
const PlayerPage = lazy(() => loadPlayerPage().then((m) => ({ default: m.PlayerPage })));
const AnswerKeyPage = lazy(() => import('./results/answer-key-page').then((m) => ({ default: m.AnswerKeyPage })));
const ResultPage = lazy(() => import('./results/result-page').then((m) => ({ default: m.ResultPage })));
const DppListPage = lazy(() => import('./dpp/dpp-list-page').then((m) => ({ default: m.DppListPage })));
const DppInstructionsPage = lazy(() =>
  import('./dpp/dpp-instructions-page').then((m) => ({ default: m.DppInstructionsPage })),
);
const DppPlayerPage = lazy(() => loadDppPlayerPage().then((m) => ({ default: m.DppPlayerPage })));
const AnalysisPage = lazy(() => import('./analysis/analysis-page').then((m) => ({ default: m.AnalysisPage })));
const SubmitSuccessPage = lazy(() =>
  import('./submit/submit-success-page').then((m) => ({ default: m.SubmitSuccessPage })),
);

/**
 * The remote's screens, exactly those declared in shared/src/links/screens/exam.ts (root.test.tsx holds them equal; the
 * host routes those paths here; 001 §2.1). Full paths, no basename. Every screen reads the server through the page's
 * one shared QueryClient (`@classroom/shared/query`; each feature's queries.ts).
 */
export const examRoutes = [
  <Route key="objectivetest" path="/student/objectivetest" element={<TestListPage />} />,
  <Route key="Quizlist" path="/student/Quizlist" element={<TestListPage />} />,
  <Route key="instruction" path="/student/instruction/:examId" element={<InstructionPage />} />,
  <Route key="InstructionPage" path="/student/InstructionPage" element={<InstructionPage />} />,
  <Route key="JeeExamScreen" path="/student/JeeExamScreen/:examId" element={<PlayerPage />} />,
  <Route key="SubmitSuccessfully" path="/student/SubmitSuccessfully" element={<SubmitSuccessPage />} />,
  <Route
    key="generic-instructions"
    path="/student/generic/:examId/instructions"
    element={<GenericInstructionsPage />}
  />,
  <Route key="generic-exam" path="/student/generic/:examId/exam" element={<OfflineExamPage />} />,
  // 001 §2.1: any other path under /student/generic/{examId} redirects to /student.
  <Route key="generic" path="/student/generic/*" element={<Navigate to="/student" replace />} />,
  <Route key="result" path="/student/result/:examId" element={<ResultPage />} />,
  <Route key="answer" path="/student/answer/:examId" element={<AnswerKeyPage />} />,
  // 001 §2.1 objectiveresult/ and its six pages; the exam comes in route state exam_id.
  <Route key="objectiveresult" path="/student/objectiveresult" element={<AnalysisPage />} />,
  <Route key="objectiveresult-page" path="/student/objectiveresult/:page" element={<AnalysisPage />} />,
  // DPP (001 §2.1): the player sits under the instructions prefix, the only DPP screen prefix the host gives for it.
  <Route key="dpp-list-all" path="/student/dpp-list/all" element={<DppListPage />} />,
  <Route key="dpp-list" path="/student/dpp-list" element={<Navigate to="/student/dpp-list/all" replace />} />,
  <Route key="dpp-instructions" path="/student/InstructionsGenericDpp" element={<DppInstructionsPage />} />,
  <Route key="dpp-exam" path="/student/InstructionsGenericDpp/:examId/exam" element={<DppPlayerPage />} />,
  <Route key="dpp-result" path="/student/dpp-result/:examId" element={<ResultPage />} />,
  // 001 §2.1 older route names, with and without an exam id (legacy-routes/).
  ...LEGACY_ROUTES.flatMap((target) => [
    <Route key={target.name} path={`/student/${target.name}`} element={<LegacyRoute target={target} />} />,
    ...(target.canonicalWithId
      ? []
      : [
          <Route
            key={`${target.name}/id`}
            path={`/student/${target.name}/:examId`}
            element={<LegacyRoute target={target} />}
          />,
        ]),
  ]),
  ...assignmentRoutes,
  ...practiceRoutes,
  ...jeeAdvancedRoutes,
];

/** The remote's router; any other path under the host's prefixes shows the error page (001 §2.8). */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<Loader />}>
          <Routes>
            {examRoutes}
            <Route path="*" element={<ErrorPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
