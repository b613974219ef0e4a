import { ApiError, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { readFailureText } from './read-failure';

describe('the text of a failed read (000 §8)', () => {
  test('none for no error, a 401 or a locked profile (the host shows its own)', () => {
    expect(readFailureText(null)).toBeNull();
    expect(readFailureText(new ApiError('User logged into another device', 'session-expired', 401))).toBeNull();
    expect(readFailureText(new ApiError('Profile locked', 'profile-locked', 200, 1007))).toBeNull();
  });
  test("the connection text, the server's message, and the result date in the portal's words", () => {
    expect(readFailureText(new ApiError('Network Error', 'network'))).toBe(NETWORK_UNSTABLE_TEXT);
    expect(readFailureText(new ApiError('Exam not found', 'refused', 404))).toBe('Exam not found');
    // The server's ISO instant is shown in the portal's date format (shared/format), not as the server wrote it.
    const declared = readFailureText(
      new ApiError('Result will be declared on 2026-12-01T04:30:00.000Z', 'refused', 400),
    );
    expect(declared).toMatch(/^Result will be declared on .*Dec 2026/);
    expect(declared).not.toContain('2026-12-01T');
  });
});
