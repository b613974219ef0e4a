import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import type { PracticeQuestion } from '@classroom/shared/contract';
import { PracticePage } from './practice-pages';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

const QUESTION: PracticeQuestion = {
  question_id: 9,
  number: 1,
  chapter_name: 'Kinematics',
  difficulty: 1,
  type: 1,
  question: 'Pick one',
  options: ['a', 'b', 'c', 'd'],
};

test("keyboard focus stays on 'Check answer' while the answer is checked, then moves to the feedback", async () => {
  const user = userEvent.setup();
  let release!: () => void;
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'practiceSession')
      return {
        session_id: 5,
        subject_name: 'Physics',
        chapter_name: 'Kinematics',
        answered: 0,
        correct: 0,
        ended: false,
        question: QUESTION,
      };
    if (name === 'practiceAnswer') {
      await new Promise<void>((resolve) => (release = resolve));
      return { correct: true, answer_key: '2', solution: 'Because.', next_difficulty: 1, next: null };
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/student/practice-session?session_id=5']}>
        <Routes>
          <Route path="/student/practice-session" element={<PracticePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(await screen.findByRole('radio', { name: /b/ }));
  const check = screen.getByRole('button', { name: 'Check answer' });
  check.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(check.getAttribute('aria-disabled')).toBe('true'));
  expect(document.activeElement).toBe(check);
  await user.keyboard('{Enter}');
  expect(mockedCall.mock.calls.filter(([name]) => name === 'practiceAnswer')).toHaveLength(1);

  await act(async () => release());
  const feedback = await screen.findByRole('status');
  expect(feedback.textContent).toContain('Correct!');
  expect(feedback.contains(document.activeElement)).toBe(true);
});
