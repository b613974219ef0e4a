/** Sign-in, tokens, profile lock and ownership (000 §4, §6, §8; ARCHITECTURE §5). */
import { ERROR_CODE, endpoints } from '@classroom/shared/contract';
import { buildApp } from '../src/app';
import { account, call, signIn, useHarness } from './helpers';

const h = useHarness();

describe('sign-in (login)', () => {
  test('mobile number and password → the login record (000 §3 userdetail)', async () => {
    const a = account('enrolled');
    const res = await call(h.app, 'login', { body: { username: a.username, password: a.password } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Success' });
    const record = endpoints.login.data.parse(res.body.data);
    expect(record).toMatchObject({
      username: a.username,
      user_display_name: a.name,
      permission: 'student',
      user_id: h.seeded.studentIds.enrolled,
    });
    expect(record.token).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a wrong password or an unknown number → 400 "Invalid mobile number or password"', async () => {
    const a = account('enrolled');
    for (const body of [
      { username: a.username, password: 'wrong-password' },
      { username: '9000000000', password: a.password },
    ]) {
      const res = await call(h.app, 'login', { body });
      expect(res.statusCode).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Invalid mobile number or password' });
    }
  });

  test('bad input → 400 naming the field, never a 5xx', async () => {
    const bad = await call(h.app, 'login', { body: { username: '12345', password: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toEqual({ status: false, message: 'username: username must be a 10-digit mobile number' });
    const missing = await call(h.app, 'login', { body: { username: '9876543210' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/^password: /);
    const notJson = await h.app.inject({
      method: 'POST',
      url: '/api/users/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: false });
  });

  test('the stored token is a sha256 hash, not the token', async () => {
    const { token } = await signIn(h.app, 'section-303');
    const rows = await h.handle.db.query.tokens.findMany();
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  test('rate limit: wrong passwords per account and sign-ins per address → 429 saying when to try again', async () => {
    const limited = await buildApp({ db: h.handle.db, loginRateLimit: { perIp: 5, perUsername: 3, windowMs: 60_000 } });
    try {
      const attempt = (username: string, ip = '10.0.0.1') =>
        limited.inject({
          method: 'POST',
          url: '/api/users/v1/login/',
          payload: { username, password: 'nope' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('9000000001')).statusCode).toBe(400);
      const refused = await attempt('9000000001');
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json()).toEqual({
        status: false,
        message: `Too many sign-in attempts, please try again in ${wait === 60 ? '1 minute' : `${wait} seconds`}`,
      });
      // An address that has not guessed this account may still try (the student at home is never locked out) …
      expect((await attempt('9000000001', '10.0.0.2')).statusCode).toBe(400);
      // … but once it has guessed wrong too, the account's count refuses it.
      expect((await attempt('9000000001', '10.0.0.2')).statusCode).toBe(429);
      // Per IP: 5 attempts from 10.0.0.3 with different usernames, the 6th is refused.
      for (let i = 0; i < 5; i += 1) expect((await attempt(`90000000${10 + i}`, '10.0.0.3')).statusCode).toBe(400);
      expect((await attempt('9000000099', '10.0.0.3')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens (000 §6, §8)', () => {
  test('a new sign-in supersedes the old token → 401 "User logged into another device"', async () => {
    const first = await signIn(h.app, 'enrolled-2');
    const second = await signIn(h.app, 'enrolled-2');
    const old = await call(h.app, 'studentSubjects', { token: first.token, query: { student_id: first.userId } });
    expect(old.statusCode).toBe(401);
    expect(old.body).toEqual({ status: false, message: 'User logged into another device' });
    const fresh = await call(h.app, 'studentSubjects', { token: second.token, query: { student_id: second.userId } });
    expect(fresh.statusCode).toBe(200);
  });

  test('no token, an unknown token, or a signed-out token → 401', async () => {
    expect((await call(h.app, 'paymentDue')).statusCode).toBe(401);
    expect((await call(h.app, 'paymentDue', { token: 'f'.repeat(64) })).body).toEqual({
      status: false,
      message: 'Invalid token',
    });
    const { token } = await signIn(h.app, 'free');
    expect((await call(h.app, 'logout', { token })).statusCode).toBe(200);
    const after = await call(h.app, 'paymentDue', { token });
    expect(after.statusCode).toBe(401);
    expect(after.body.message).toBe('Invalid token');
  });
});

describe('profile lock: fees due (000 §4, §8 error code 1007; 001 §2.7)', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    ({ token, userId } = await signIn(h.app, 'fees-due'));
  });

  test('student calls answer 403 with error_code 1007', async () => {
    const res = await call(h.app, 'studentDetails', { token, query: { username: account('fees-due').username } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({
      status: false,
      message: 'Profile locked: fees are due',
      error_code: ERROR_CODE.profileLocked,
    });
    expect((await call(h.app, 'studentCourses', { token, query: { student_id: userId } })).body.error_code).toBe(1007);
  });

  test('payment-due is allowed and gives profileLocked true and the amount in rupees', async () => {
    const res = await call(h.app, 'paymentDue', { token });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ profileLocked: true, amountDue: 45000 });
  });

  test('check-locked answers status false with 1007 while locked, status true otherwise', async () => {
    const locked = await call(h.app, 'checkLocked', { token });
    expect(locked.statusCode).toBe(200);
    expect(locked.body).toMatchObject({ status: false, error_code: 1007, data: { profileLocked: true } });
    const other = await signIn(h.app, 'school-40059');
    const open = await call(h.app, 'checkLocked', { token: other.token });
    expect(open.body).toEqual({ status: true, message: 'Success', data: { profileLocked: false } });
  });
});

describe('ownership: the student comes from the token (ARCHITECTURE §5)', () => {
  let a: { token: string; userId: number };
  let otherId: number;
  beforeAll(async () => {
    a = await signIn(h.app, 'enrolled');
    otherId = h.seeded.studentIds['enrolled-2'];
  });

  test.each([
    ['studentCourses (query student_id)', 'studentCourses', () => ({ query: { student_id: otherId } })],
    ['studentSubjects (query student_id)', 'studentSubjects', () => ({ query: { student_id: otherId } })],
    ['examsList (path studentId)', 'examsList', () => ({ params: { studentId: otherId } })],
    ['scheduledExams (query student)', 'scheduledExams', () => ({ query: { student: otherId, type: 1 } })],
    [
      'startExam (body student_id)',
      'startExam',
      () => ({ params: { examId: h.seeded.exams.mock }, body: { student_id: otherId } }),
    ],
    [
      'examInfo (query student_id)',
      'examInfo',
      () => ({ params: { examId: h.seeded.exams.mock }, query: { student_id: otherId } }),
    ],
    ['studentDetails (username)', 'studentDetails', () => ({ query: { username: account('enrolled-2').username } })],
  ] as const)('%s of another student → 403 "Not allowed"', async (_label, name, input) => {
    const res = await call(h.app, name, { token: a.token, ...input() });
    expect(res.statusCode).toBe(403);
    expect(res.body).toEqual({ status: false, message: 'Not allowed' });
  });

  test("the caller's own id passes", async () => {
    const res = await call(h.app, 'studentDetails', {
      token: a.token,
      query: { username: account('enrolled').username },
    });
    expect(res.statusCode).toBe(200);
    expect((res.body.data as { student_data: { id: number } }).student_data.id).toBe(a.userId);
  });
});
