/**
 * Logged URLs carry no mobile number and no token (SECURITY.md "Logs"): the rule pino's request serializer applies.
 * The running API's own log lines are checked by deploy/test/recipes-boot.test.ts.
 */
import { redactUrl } from '../src/http/log-redaction';

test('a mobile number in the path or a value becomes [mobile]; a token-like parameter is [redacted]; the rest stays', () => {
  expect(redactUrl('/api/users/v1/check-mobile/9876543210/')).toBe('/api/users/v1/check-mobile/[mobile]/');
  expect(redactUrl('/api/exam/v1/save/?token=eyJhbGciOi.x.y&question=4')).toBe(
    '/api/exam/v1/save/?token=[redacted]&question=4',
  );
  expect(redactUrl('/api/x/?mobile=9876543210&Access_Token=abc&page=2&note=call+919876543210')).toBe(
    '/api/x/?mobile=[redacted]&Access_Token=[redacted]&page=2&note=call[mobile]',
  );
  expect(redactUrl('/api/users/v1/login/')).toBe('/api/users/v1/login/');
});

test('ids and numbers that are not mobile numbers are kept (an exam id, a 12-digit roll number, a year)', () => {
  expect(redactUrl('/api/exam/v1/start-exam/123456/?year=2027')).toBe('/api/exam/v1/start-exam/123456/?year=2027');
  expect(redactUrl('/api/r/987654321012/')).toBe('/api/r/987654321012/');
  expect(redactUrl('/api/r/5876543210/')).toBe('/api/r/5876543210/');
});
