/** Change password: rule, wrong current password, other devices signed out, rate limit. Own harness (fresh db). */
import { account, call, createHarness, signIn, useHarness } from './helpers';

const h = useHarness({ loginRateLimit: { perIp: 1000, perUsername: 1000 } });

describe('change password', () => {
  test('a new password without a digit or shorter than 8 → 400 naming the rule; password unchanged', async () => {
    const a = account('enrolled');
    const { token } = await signIn(h.app, 'enrolled');
    for (const new_password of ['abcdefgh', '12345678', 'ab1']) {
      const res = await call(h.app, 'changePassword', { token, body: { old_password: a.password, new_password } });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/at least 8 characters with a letter and a digit/);
    }
    const login = await call(h.app, 'login', { body: { username: a.username, password: a.password } });
    expect(login.statusCode).toBe(200);
  });

  test('wrong current password → 400 and nothing changes', async () => {
    const a = account('enrolled-2');
    const { token } = await signIn(h.app, 'enrolled-2');
    const res = await call(h.app, 'changePassword', {
      token,
      body: { old_password: 'not-my-password1', new_password: 'newPass123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Current password is incorrect' });
    expect((await call(h.app, 'login', { body: { username: a.username, password: 'newPass123' } })).statusCode).toBe(
      400,
    );
  });

  test('success: old password refused, new one accepted, this token kept, other devices get 401', async () => {
    const a = account('free');
    // One active token per student (db constraint): the other device's token was superseded by this sign-in.
    const other = await signIn(h.app, 'free');
    const { token } = await signIn(h.app, 'free');
    const res = await call(h.app, 'changePassword', {
      token,
      body: { old_password: a.password, new_password: 'Fresh2026pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Success', data: null });
    expect((await call(h.app, 'paymentDue', { token })).statusCode).toBe(200);
    expect((await call(h.app, 'paymentDue', { token: other.token })).statusCode).toBe(401);
    expect((await call(h.app, 'login', { body: { username: a.username, password: a.password } })).statusCode).toBe(400);
    expect((await call(h.app, 'login', { body: { username: a.username, password: 'Fresh2026pass' } })).statusCode).toBe(
      200,
    );
  });

  test('wrong current passwords are throttled by the sign-in rate limit (429)', async () => {
    // A second harness, for this test only: its sign-in limit of 3 would refuse the file's other sign-ins.
    const limited = await createHarness({ loginRateLimit: { perIp: 3, perUsername: 3 } });
    try {
      const { token } = await signIn(limited.app, 'enrolled');
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (
            await call(limited.app, 'changePassword', {
              token,
              body: { old_password: 'guess' + i, new_password: 'newPass123' },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 2)).toEqual([400, 400]);
      expect(codes[codes.length - 1]).toBe(429);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
