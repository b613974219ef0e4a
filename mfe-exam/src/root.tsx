import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorPage } from './error-page/error-page';
import { InstructionPage } from './instructions/instruction-page';
import { GenericInstructionsPage } from './offline/generic-instructions-page';
import { OfflineExamPage } from './offline/offline-exam-page';
import { PlayerPage } from './player/player-page';
import { AnswerKeyPage } from './results/answer-key-page';
import { ResultPage } from './results/result-page';
import { SubmitSuccessPage } from './submit/submit-success-page';
import { TestListPage } from './test-list/test-list-page';

/**
 * The remote's screens under the prefixes the host gives it (host/src/routes.ts; 001 §2.1). Full paths,
 * no basename. Any other path under those prefixes shows the error page (001 §2.8).
 */
export function Root() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/student/objectivetest" element={<TestListPage />} />
        <Route path="/student/Quizlist" element={<TestListPage />} />
        <Route path="/student/instruction/:examId" element={<InstructionPage />} />
        <Route path="/student/InstructionPage" element={<InstructionPage />} />
        <Route path="/student/JeeExamScreen/:examId" element={<PlayerPage />} />
        <Route path="/student/SubmitSuccessfully" element={<SubmitSuccessPage />} />
        <Route path="/student/generic/:examId/instructions" element={<GenericInstructionsPage />} />
        <Route path="/student/generic/:examId/exam" element={<OfflineExamPage />} />
        {/* 001 §2.1: any other path under /student/generic/{examId} redirects to /student. */}
        <Route path="/student/generic/*" element={<Navigate to="/student" replace />} />
        <Route path="/student/result/:examId" element={<ResultPage />} />
        <Route path="/student/answer/:examId" element={<AnswerKeyPage />} />
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </BrowserRouter>
  );
}
