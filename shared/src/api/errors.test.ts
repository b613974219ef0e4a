import { ApiError, DEFAULT_ERROR_TEXT, errorText, isHandledByHost, NETWORK_UNSTABLE_TEXT } from './errors';

describe('the error helper every screen uses (000 §4, §8)', () => {
  test('the host speaks for a 401 and a locked profile; a screen speaks for the rest', () => {
    expect(isHandledByHost(new ApiError('User logged into another device', 'session-expired', 401))).toBe(true);
    expect(isHandledByHost(new ApiError('Profile locked', 'profile-locked', 200, 1007))).toBe(true);
    expect(isHandledByHost(new ApiError('Network Error', 'network'))).toBe(false);
    expect(isHandledByHost(new ApiError('Exam not found', 'refused', 404))).toBe(false);
    expect(isHandledByHost(new Error('boom'))).toBe(false);
  });
  test("the connection text, the server's message, or 'Some error occurred' — never a thrown error's own words", () => {
    expect(errorText(new ApiError('Network Error', 'network'))).toBe(NETWORK_UNSTABLE_TEXT);
    expect(errorText(new ApiError('Exam not found', 'refused', 404))).toBe('Exam not found');
    expect(errorText(new ApiError('', 'refused', 500))).toBe(DEFAULT_ERROR_TEXT);
    expect(errorText(new Error('[{"code":"invalid_type"}]'))).toBe(DEFAULT_ERROR_TEXT);
  });
});
