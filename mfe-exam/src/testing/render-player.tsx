/** Test-only: the online player (001 §2.1 /student/JeeExamScreen/{examId}) rendered for a signed-in student. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import type { StudentData } from '@classroom/shared/contract';
import { PlayerPage } from '../player/player-page';

/** Signs `student` in for a test: Aarav's login record with a 24-character token, and a fresh query cache. */
export function signInForTest(student: StudentData) {
  queryClient.clear(); // each render reads the exam info afresh (the page's one cache outlives a test)
  sessionStore.setState({
    user: {
      token: 't'.repeat(24),
      user_id: 1,
      username: '9876543210',
      user_display_name: 'Aarav',
      permission: 'student',
    },
    student,
  });
}

/**
 * Signs `student` in (`signInForTest`) and renders PlayerPage at /student/JeeExamScreen/7, with `otherRoutes` (e.g.
 * the page a submit leads to) beside it. The test mocks `call` for the player's API calls.
 */
export function renderPlayerPage(student: StudentData, otherRoutes?: ReactNode) {
  signInForTest(student);
  return render(
    <MemoryRouter initialEntries={['/student/JeeExamScreen/7']}>
      <Routes>
        <Route path="/student/JeeExamScreen/:examId" element={<PlayerPage />} />
        {otherRoutes}
      </Routes>
    </MemoryRouter>,
  );
}
