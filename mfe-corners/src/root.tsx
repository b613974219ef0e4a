import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage } from '@classroom/shared/ui';
import { CornerPage } from './corners/corner-page';
import { LecturePage } from './lecture/lecture-page';
import { NcertQuestionPage } from './ncert/question-page';
import { LearningRoutes } from './library/routes';
import { DoubtRoutes } from './doubts/routes';

const CORNERS = ['ncert', 'jee', 'neet'] as const;

/**
 * The remote's screens under the prefixes the host gives it (host/src/routes.ts; 000 §2 and 001 §2.1): the corners,
 * lectures, NCERT questions, videos/notes/study material/past classes, doubts and solutions; on the shared QueryClient.
 */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          {CORNERS.map((type) => (
            <Route key={type} path={`/student/${type}`} element={<CornerPage key={type} type={type} />} />
          ))}
          <Route path="/student/ncert/:chapterId/:exerciseId/question" element={<NcertQuestionPage />} />
          <Route path="/student/ncert/:chapterId/:exerciseId/question/:questionId" element={<NcertQuestionPage />} />
          <Route path="/student/:type/:chapterId/:videoId" element={<LecturePage />} />
          {LearningRoutes()}
          {DoubtRoutes()}
          <Route path="*" element={<ErrorPage />} />
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
