import { renderHook } from '@testing-library/react';
import { loadKatex, warmRichText } from '@classroom/shared/math';
import type { AllottedQuestion } from '@classroom/shared/contract';
import { question } from '../testing/factories';
import { useWarmQuestions } from './warm-questions';

jest.mock('@classroom/shared/math', () => ({
  ...jest.requireActual('@classroom/shared/math'),
  loadKatex: jest.fn(() => Promise.resolve()),
  warmRichText: jest.fn(() => () => undefined),
}));
const mockedLoadKatex = loadKatex as jest.MockedFunction<typeof loadKatex>;
const mockedWarm = warmRichText as jest.MockedFunction<typeof warmRichText>;

describe('the player typesets early (docs/PERFORMANCE.md)', () => {
  it('asks for KaTeX as the player opens, while its questions are still on the way — once, however often it renders', () => {
    const { rerender } = renderHook(
      ({ questions }: { questions?: ReadonlyMap<number, AllottedQuestion> }) => useWarmQuestions(questions),
      { initialProps: {} },
    );
    expect(mockedLoadKatex).toHaveBeenCalledTimes(1);
    expect(mockedWarm).not.toHaveBeenCalled();

    const q = question(1, 11);
    rerender({ questions: new Map([[q.question_bank_assoc.id, q]]) });
    expect(mockedLoadKatex).toHaveBeenCalledTimes(1);
    expect(mockedWarm).toHaveBeenCalledWith(expect.arrayContaining([q.question_bank_assoc.question]));
  });
});
