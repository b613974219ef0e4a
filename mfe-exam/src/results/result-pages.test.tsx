import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import type { StudentData } from '@classroom/shared/contract';
import { sessionStore } from '@classroom/shared/session';
import { scheduled } from '../testing/factories';
import { AnswerKeyPage } from './answer-key-page';
import { ResultPage } from './result-page';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
const mockedCall = call as jest.MockedFunction<typeof call>;

/** 001 §2.2: before the declaration, the result and answer-key screens say when — no Retry, no refused call. */
const DECLARED_ON = '2026-12-15T12:30:00.000Z'; // 6:00 PM IST
const held = scheduled(3, { exam_given: true, is_expired: true, result_declared_on: DECLARED_ON });

function open(path: string, state?: unknown) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="/student/result/:examId" element={<ResultPage />} />
          <Route path="/student/answer/:examId" element={<AnswerKeyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name);

beforeEach(() => {
  mockedCall.mockReset();
  sessionStore.setState({ student: { id: 7 } as StudentData });
  mockedCall.mockImplementation((async (name: string, args: { query?: { type?: number } }) => {
    if (name === 'givenExams') return args.query?.type === 1 ? [held] : [];
    throw new ApiError(`Result will be declared on ${DECLARED_ON}`, 'refused', 403);
  }) as unknown as typeof call);
});

test.each([
  ['result', '/student/result/3', 'examResult'],
  ['answer key', '/student/answer/3', 'answerKey'],
])(
  'opened by its address before the declaration, the %s says when, without Retry or a refused call',
  async (_, path, refused) => {
    open(path);
    expect(await screen.findByText('Result will be declared on 15 Dec 2026, 6:00 PM')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(callsOf(refused)).toHaveLength(0);
  },
);

test('when the server still refuses (the lists did not know the exam), its date shows without Retry', async () => {
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'givenExams') return [];
    throw new ApiError(`Result will be declared on ${DECLARED_ON}`, 'refused', 403);
  }) as unknown as typeof call);
  open('/student/result/3');
  expect(await screen.findByText(/^Result will be declared on 15 Dec 2026/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
});

test('a failed read (not a declaration) keeps its alert and Retry', async () => {
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'givenExams') return [];
    throw new ApiError('Exam not submitted yet', 'refused', 400);
  }) as unknown as typeof call);
  open('/student/answer/3');
  expect((await screen.findByRole('alert')).textContent).toBe('Exam not submitted yet');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
});

test('opened from a released link, the result is read at once, without asking for the given exams', async () => {
  mockedCall.mockImplementation((async () => {
    throw new ApiError('Some error occurred', 'refused', 500);
  }) as unknown as typeof call);
  open('/student/result/3', { exam_name: 'Test 3', result_released: true });
  await screen.findByRole('alert');
  expect(callsOf('examResult')).toHaveLength(1);
  expect(callsOf('givenExams')).toHaveLength(0);
});
