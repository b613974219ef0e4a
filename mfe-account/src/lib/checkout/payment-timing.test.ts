import { countdownText, FAILURE_POPUP_MS, SUCCESS_RELOAD_SECONDS } from './payment-timing';

test('000 §9: reload 5 s after success, failure popup 3.5 s; the countdown reads in whole seconds', () => {
  expect(SUCCESS_RELOAD_SECONDS).toBe(5);
  expect(FAILURE_POPUP_MS).toBe(3500);
  expect(countdownText(5)).toBe('Redirecting in 5 seconds');
  expect(countdownText(1)).toBe('Redirecting in 1 second');
});
