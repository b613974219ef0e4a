/** Test-only: the online player (001 §2.1 /student/JeeExamScreen/{examId}) rendered for a signed-in student. */
import { Profiler, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { StudentData } from '@classroom/shared/contract';
import { PlayerPage } from '../lib/player/player-page';
import { signInForTest } from './sign-in';

/**
 * Signs `student` in (`signInForTest`) and renders PlayerPage at /student/JeeExamScreen/7, with `otherRoutes` (e.g.
 * the page a submit leads to) beside it. The test mocks `call` for the player's API calls. `onRender`, when given, is
 * the page's `<Profiler>` callback: React calls it once per commit in which anything on the page rendered.
 */
export function renderPlayerPage(student: StudentData, otherRoutes?: ReactNode, onRender?: ProfilerOnRenderCallback) {
  signInForTest(student);
  const page = (
    <MemoryRouter initialEntries={['/student/JeeExamScreen/7']}>
      <Routes>
        <Route path="/student/JeeExamScreen/:examId" element={<PlayerPage />} />
        {otherRoutes}
      </Routes>
    </MemoryRouter>
  );
  return render(
    onRender ? (
      <Profiler id="player" onRender={onRender}>
        {page}
      </Profiler>
    ) : (
      page
    ),
  );
}
