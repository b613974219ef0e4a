/** keptTexts (decision 0029): which texts a place of the question panel keeps laid out, in page order. */
import { keptTexts } from './kept-texts';

test('the shown text and the next question’s text are kept; a new text goes at the end, the others keep their places', () => {
  expect(keptTexts([], 'q1', 'q2', 4)).toEqual(['q1', 'q2']);
  expect(keptTexts(['q1', 'q2'], 'q2', 'q3', 4)).toEqual(['q1', 'q2', 'q3']);
  // A jump back to a kept text: nothing moves.
  expect(keptTexts(['q1', 'q2', 'q3'], 'q1', 'q2', 4)).toEqual(['q1', 'q2', 'q3']);
});

test('beyond the limit the oldest texts go, never the shown one or the next', () => {
  expect(keptTexts(['q1', 'q2', 'q3', 'q4'], 'q5', 'q6', 4)).toEqual(['q3', 'q4', 'q5', 'q6']);
  expect(keptTexts(['q1', 'q2', 'q3', 'q4'], 'q1', 'q9', 3)).toEqual(['q1', 'q4', 'q9']);
  expect(keptTexts(['q1', 'q2'], 'q7', null, 1)).toEqual(['q7']);
});

test('no next text (the last question), or the same text next (two equal options), adds nothing', () => {
  expect(keptTexts(['q1'], 'q1', null, 4)).toEqual(['q1']);
  expect(keptTexts(['A'], 'A', 'A', 4)).toEqual(['A']);
});
