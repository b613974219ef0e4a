/** The practice screens' pure rules. */
import { nextLevelText, optionLetter, secondsBetween, sessionIdFrom, shortDuration } from './rules';

it('reads the session id from the query string; anything else opens the picker', () => {
  expect(sessionIdFrom('?session_id=12')).toBe(12);
  expect(sessionIdFrom('')).toBeNull();
  expect(sessionIdFrom('?session_id=abc')).toBeNull();
  expect(sessionIdFrom('?session_id=0')).toBeNull();
});

it('times an answer in whole seconds, never negative, at most an hour', () => {
  expect(secondsBetween(1_000, 13_400)).toBe(12);
  expect(secondsBetween(5_000, 1_000)).toBe(0);
  expect(secondsBetween(0, 5 * 3600 * 1000)).toBe(3600);
});

it('words the options, the next level and durations', () => {
  expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  expect(nextLevelText(2, 3)).toBe('Next question: Hard (harder)');
  expect(nextLevelText(2, 1)).toBe('Next question: Easy (easier)');
  expect(nextLevelText(2, 2)).toBe('Next question: Medium');
  expect(shortDuration(65)).toBe('1m 05s');
  expect(shortDuration(45)).toBe('45s');
});
