import { renderHook } from '@testing-library/react';
import { loadKatex, warmRichText } from '@classroom/shared/math';
import type { AllottedQuestion } from '@classroom/shared/contract';
import { question } from '../../testing/factories';
import { useWarmQuestions } from './warm-questions';

jest.mock('@classroom/shared/math', () => ({
  ...jest.requireActual('@classroom/shared/math'),
  loadKatex: jest.fn(() => Promise.resolve()),
  warmRichText: jest.fn(() => () => undefined),
}));
const mockedLoadKatex = loadKatex as jest.MockedFunction<typeof loadKatex>;
const mockedWarm = warmRichText as jest.MockedFunction<typeof warmRichText>;

describe('the player typesets early', () => {
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

  it('does not warm again when a move gives the same questions in a new map; a section load warms its questions', () => {
    mockedWarm.mockClear();
    const [one, two] = [question(1, 11), question(2, 12)];
    const { rerender } = renderHook(
      ({ questions }: { questions: ReadonlyMap<number, AllottedQuestion> }) => useWarmQuestions(questions),
      { initialProps: { questions: new Map([[1, one]]) } },
    );
    expect(mockedWarm).toHaveBeenCalledTimes(1);

    rerender({ questions: new Map([[1, { ...one, total_seconds: 30 }]]) });
    expect(mockedWarm).toHaveBeenCalledTimes(1);

    rerender({
      questions: new Map([
        [1, one],
        [2, two],
      ]),
    });
    expect(mockedWarm).toHaveBeenCalledTimes(2);
    expect(mockedWarm).toHaveBeenLastCalledWith(expect.arrayContaining([two.question_bank_assoc.question]));
  });
});
