/**
 * Routes of JEE Advanced (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen and JeeAdvanceExamScreen/{exam_id}):
 * the instructions page, then the exam in the online player (it takes single, multiple-correct with partial marks,
 * numeric-range, integer and matching-list questions as they are stored). Without an id: the test list.
 */
import { lazy } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { loadPlayerPage } from '../lib/player/load-player';

const JeeAdvancedInstructionsPage = lazy(() =>
  import('./jee-advanced-instructions-page').then((m) => ({ default: m.JeeAdvancedInstructionsPage })),
);
const PlayerPage = lazy(() => loadPlayerPage().then((m) => ({ default: m.PlayerPage })));

export const jeeAdvancedRoutes = [
  <Route key="jai" path="/student/JeeadvanceIns/:examId" element={<JeeAdvancedInstructionsPage />} />,
  <Route key="jai0" path="/student/JeeadvanceIns" element={<Navigate to="/student/objectivetest" replace />} />,
  <Route key="jas" path="/student/JeeAdvanceExamScreen/:examId" element={<PlayerPage />} />,
  <Route key="jas0" path="/student/JeeAdvanceExamScreen" element={<Navigate to="/student/objectivetest" replace />} />,
];
