import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import { loadKatex } from '@classroom/shared/math';
import { queryClient } from '@classroom/shared/query';
import { stubFontFaceSet } from '../testing/font-faces';
import { examInfo, question, startReply, status } from '../testing/factories';
import { signInForTest, testStudent } from '../testing/sign-in';
import { jeeAdvancedRoutes } from './routes';
// The page's module loaded ahead, so that its lazy route renders at once (the player's route stays lazy).
import './jee-advanced-instructions-page';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
jest.mock('@classroom/shared/math', () => ({
  ...jest.requireActual('@classroom/shared/math'),
  loadKatex: jest.fn(() => Promise.resolve()),
}));
/** When the player's code was first asked for: its module is evaluated once per test file. */
const mockPlayerCode = { loaded: false };
jest.mock('../lib/player/player-page', () => {
  mockPlayerCode.loaded = true;
  return jest.requireActual('../lib/player/player-page');
});
const mockedCall = call as jest.MockedFunction<typeof call>;
const mockedLoadKatex = loadKatex as jest.MockedFunction<typeof loadKatex>;

const fontsLoad = stubFontFaceSet();
afterEach(() => mockedCall.mockReset());

const startCalls = () => mockedCall.mock.calls.filter(([name]) => name === 'startExam');
/** For each start call, whether the instructions page was still on screen when it was asked. */
let startAskedOnInstructions: boolean[] = [];

function TestList() {
  return <p>Test list at {useLocation().pathname}</p>;
}

/** Signs Aarav in and opens /student/JeeadvanceIns/7 in JEE Advanced's own routes (the player's route lazy, as in the app). */
function openJeeAdvancedInstructions(start: () => Promise<unknown>) {
  signInForTest(testStudent);
  startAskedOnInstructions = [];
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'examInfo') return examInfo({ exam_name: 'JEE Advanced Mock 1' });
    if (name === 'startExam') {
      startAskedOnInstructions.push(screen.queryByRole('heading', { name: 'JEE Advanced Mock 1' }) !== null);
      return start();
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/student/JeeadvanceIns/7']}>
        <Suspense fallback={null}>
          <Routes>
            {jeeAdvancedRoutes}
            <Route path="/student/objectivetest" element={<TestList />} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Ticks the declaration and presses PROCEED (001 §2.3, §5). */
async function proceed() {
  fireEvent.click(await screen.findByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'PROCEED' }));
}

describe('the JEE Advanced instructions page starts the exam as the JEE one does (001 §2.1 JeeadvanceIns, §2.3; decision 0029)', () => {
  // First in this file: the player's code has not been asked for before it.
  it("loads the player's code, KaTeX and KaTeX's two common faces while the student reads, and starts nothing", async () => {
    openJeeAdvancedInstructions(() => Promise.reject(new Error('no start before PROCEED')));
    await screen.findByRole('heading', { name: 'JEE Advanced Mock 1' });
    await waitFor(() => expect(fontsLoad).toHaveBeenCalledTimes(2));
    expect(mockedLoadKatex).toHaveBeenCalled();
    expect(fontsLoad.mock.calls.map(([font]) => font).sort()).toEqual(['1em KaTeX_Main', 'italic 1em KaTeX_Math']);
    await waitFor(() => expect(mockPlayerCode.loaded).toBe(true));
    // 001 §4.2: the start starts the timer, so it is never made before PROCEED.
    expect(startCalls()).toHaveLength(0);
  });

  it('PROCEED sends the start, and the player shows the first question from that reply without starting again', async () => {
    openJeeAdvancedInstructions(async () => startReply([status(1, 11)], [question(1, 11)]));
    await proceed();
    await screen.findByRole('heading', { name: /Question 1/ });
    expect(startCalls()).toEqual([['startExam', { params: { examId: 7 }, body: { student_id: 42 } }]]);
    // Asked by PROCEED, while the instructions were still shown — not by the player once it had opened.
    expect(startAskedOnInstructions).toEqual([true]);
  });

  it("001 §8: a start refused after PROCEED shows 'Exam time is over' with Ok, then the test list — the start sent once", async () => {
    openJeeAdvancedInstructions(() => Promise.reject(new ApiError('Exam time over', 'refused', 400)));
    await proceed();
    within(await screen.findByRole('dialog')).getByText('Exam time is over');
    fireEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await screen.findByText('Test list at /student/objectivetest');
    expect(startAskedOnInstructions).toEqual([true]);
  });
});
