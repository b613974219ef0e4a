import { ApiError, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { describeFailure, isNetworkFailure, submitFailureText } from './errors';

describe('failure texts (001 §8)', () => {
  test("001 §8: 'Exam time over' is rewritten as 'Exam time is over'", () => {
    expect(describeFailure(new ApiError('Exam time over', 'refused', 400))).toEqual({
      kind: 'time-over',
      text: 'Exam time is over',
    });
  });

  test('001 §5: the attempt-limit refusal keeps its text (shown in the dialog with Okay)', () => {
    const text =
      'You can attempt only 5 out of 10 questions in this section. You have already attempted 5 question(s). Please deselect any marked question to continue.';
    expect(describeFailure(new ApiError(text, 'refused', 400))).toEqual({ kind: 'attempt-limit', text });
  });

  test("001 §8: a network-type failure shows 'Your connection seems unstable. Please check your internet connection.'", () => {
    expect(describeFailure(new ApiError('x', 'network'))).toEqual({ kind: 'network', text: NETWORK_UNSTABLE_TEXT });
    expect(NETWORK_UNSTABLE_TEXT).toBe('Your connection seems unstable. Please check your internet connection.');
  });

  test('001 §8 save failures: other errors show the server message, or the default text (000 §8)', () => {
    expect(describeFailure(new ApiError('Exam already submitted', 'refused', 400))).toEqual({
      kind: 'other',
      text: 'Exam already submitted',
    });
    expect(describeFailure(new Error(''))).toEqual({ kind: 'other', text: 'Some error occurred' });
  });

  test("001 §8 submit failure: the server message, or 'Couldn't submit exam, please try again'", () => {
    expect(submitFailureText(new ApiError('Exam already submitted', 'refused', 400))).toBe('Exam already submitted');
    expect(submitFailureText(new ApiError('Exam time over', 'refused', 400))).toBe('Exam time is over');
    expect(submitFailureText(new ApiError('x', 'network'))).toBe("Couldn't submit exam, please try again");
    expect(submitFailureText(new Error('boom'))).toBe("Couldn't submit exam, please try again");
  });

  test("a network reason is no reply or the gateway's 502/503/504; a 4xx or a refusal is the server's answer", () => {
    expect(isNetworkFailure(new ApiError('Network Error', 'network'))).toBe(true);
    for (const status of [502, 503, 504])
      expect(isNetworkFailure(new ApiError('Bad gateway', 'refused', status))).toBe(true);
    for (const status of [400, 404, 409, 500])
      expect(isNetworkFailure(new ApiError('No', 'refused', status))).toBe(false);
    expect(isNetworkFailure(new ApiError('Exam time over', 'refused', 200))).toBe(false);
    expect(isNetworkFailure(new Error('Network Error'))).toBe(false);
  });
});
