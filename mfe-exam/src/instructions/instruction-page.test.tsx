import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { loadKatex } from '@classroom/shared/math';
import { queryClient } from '@classroom/shared/query';
import { stubFontFaceSet } from '../testing/font-faces';
import { examInfo } from '../testing/factories';
import { signInForTest, testStudent } from '../testing/sign-in';
import { InstructionPage } from './instruction-page';

jest.mock('@classroom/shared/api', () => jest.requireActual('../testing/mock-api').mockedApi());
jest.mock('@classroom/shared/math', () => ({
  ...jest.requireActual('@classroom/shared/math'),
  loadKatex: jest.fn(),
}));
jest.mock('../lib/player/player-page', () => ({}));
const mockedCall = call as jest.MockedFunction<typeof call>;
const mockedLoadKatex = loadKatex as jest.MockedFunction<typeof loadKatex>;

const fontsLoad = stubFontFaceSet();

function renderInstructions(instructions?: string) {
  signInForTest(testStudent);
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'examInfo') return examInfo(instructions === undefined ? {} : { exam_instructions: instructions });
    throw new Error(`unexpected call ${name}`);
  }) as unknown as typeof call);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/student/instruction/7']}>
        <Routes>
          <Route path="/student/instruction/:examId" element={<InstructionPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the instructions page readies the first question while the student reads (001 §2.3; decision 0029)', () => {
  it("loads KaTeX's main and math italic faces once KaTeX has loaded, so the first question's formulas are not painted blank", async () => {
    let katexLoaded: () => void = () => undefined;
    mockedLoadKatex.mockReturnValue(new Promise<void>((resolve) => (katexLoaded = resolve)));
    renderInstructions();
    await screen.findByRole('button', { name: 'PROCEED' });
    await waitFor(() => expect(mockedLoadKatex).toHaveBeenCalled());
    expect(fontsLoad).not.toHaveBeenCalled(); // the faces' @font-face rules come with KaTeX's CSS
    katexLoaded();
    await waitFor(() => expect(fontsLoad).toHaveBeenCalledTimes(2));
    expect(fontsLoad.mock.calls.map(([font]) => font).sort()).toEqual(['1em KaTeX_Main', 'italic 1em KaTeX_Math']);
  });
});

describe("the exam's own instructions (001 §2.3; server HTML sanitised before it is shown)", () => {
  it('are shown sanitised with their maths typeset, as on the JEE Advanced page', async () => {
    const { loadKatex: realLoadKatex } = jest.requireActual('@classroom/shared/math');
    mockedLoadKatex.mockImplementation(realLoadKatex);
    const { container } = renderInstructions('<p>Each correct answer: $+4$ marks<img src=x onerror=alert(1)></p>');
    await screen.findByText(/Each correct answer/);
    await waitFor(() => expect(container.querySelector('.katex-mathml math')).not.toBeNull());
    expect(container.innerHTML).not.toMatch(/onerror/);
    expect(screen.queryByText(/\$\+4\$/)).toBeNull();
  });
});
