import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { loadKatex } from '@classroom/shared/math';
import { examRoutes } from './root';
import { stubFontFaceSet } from './testing/font-faces';

jest.mock('@classroom/shared/math', () => ({
  ...jest.requireActual('@classroom/shared/math'),
  loadKatex: jest.fn(),
}));
// The players' own code, standing in: none renders math, so nothing but the route asks for KaTeX here.
jest.mock('./lib/player/player-page', () => ({ PlayerPage: () => <p>The player</p>, PlayerView: () => null }));
jest.mock('./dpp/dpp-player-page', () => ({ DppPlayerPage: () => <p>The player</p> }));
jest.mock('./offline/offline-exam-page', () => ({ OfflineExamPage: () => <p>The player</p> }));
const mockedLoadKatex = loadKatex as jest.MockedFunction<typeof loadKatex>;

const fontsLoad = stubFontFaceSet();
beforeEach(() => fontsLoad.mockClear());

/** load-math.ts's `loadMath` as a page loads it the first time (a module of its own: nothing asked for yet). */
async function freshLoadMath(): Promise<() => Promise<void>> {
  mockedLoadKatex.mockReset();
  document.head.replaceChildren();
  let loadMath!: () => Promise<void>;
  await jest.isolateModulesAsync(async () => {
    ({ loadMath } = await import('./lib/player/load-math'));
  });
  return loadMath;
}

describe("a cold exam player asks for KaTeX beside its own code, not after its first question's TeX (001 §2.4; decision 0029)", () => {
  // A reload mid-exam, or a link opened straight to the exam screen: the screen's route is the first thing that runs.
  it.each([
    ['JEE Main', '/student/JeeExamScreen/7'],
    ['JEE Advanced', '/student/JeeAdvanceExamScreen/7'],
    ['DPP', '/student/InstructionsGenericDpp/7/exam'],
    ['offline-tolerant', '/student/generic/7/exam'],
  ])('the %s exam screen', async (_kind, path) => {
    // Never loads here: each screen's own ask is counted (a failure is not kept, so the next screen asks afresh).
    mockedLoadKatex.mockClear().mockRejectedValue(new Error('offline'));
    render(
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>{examRoutes}</Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await screen.findByText('The player');
    expect(mockedLoadKatex).toHaveBeenCalledTimes(1);
  });

  it("asks for KaTeX's main and math italic faces' files beside KaTeX, and loads the faces once KaTeX is in, once per page", async () => {
    const loadMath = await freshLoadMath();
    let katexLoaded: () => void = () => undefined;
    mockedLoadKatex.mockReturnValue(new Promise<void>((resolve) => (katexLoaded = resolve)));
    const first = loadMath();
    await waitFor(() => expect(mockedLoadKatex).toHaveBeenCalled());
    // While KaTeX's code downloads, the faces' files are already asked for (as CORS font loads, as @font-face asks)...
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.length).toBeGreaterThan(0);
    for (const link of preloads)
      expect([link.as, link.crossOrigin, link.type]).toEqual(['font', 'anonymous', 'font/woff2']);
    // ...but not loaded as faces: their @font-face rules come with KaTeX's CSS.
    expect(fontsLoad).not.toHaveBeenCalled();
    katexLoaded();
    await first;
    expect(fontsLoad.mock.calls.map(([font]) => font).sort()).toEqual(['1em KaTeX_Main', 'italic 1em KaTeX_Math']);
    await loadMath();
    expect(mockedLoadKatex).toHaveBeenCalledTimes(1);
    expect(fontsLoad).toHaveBeenCalledTimes(2);
  });

  it('asks for KaTeX again after a failed load (a question then loads what it needs itself)', async () => {
    const loadMath = await freshLoadMath();
    mockedLoadKatex.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    await loadMath();
    expect(fontsLoad).not.toHaveBeenCalled();
    await loadMath();
    expect(mockedLoadKatex).toHaveBeenCalledTimes(2);
    expect(fontsLoad).toHaveBeenCalledTimes(2);
  });
});
