/**
 * Sign-up with OTP and forgot password (000 §3 signup state, §4 registration steps; 001 §2.1).
 * The SMS goes to an in-memory sender so each test reads the code a student would receive.
 */
import { INDIAN_STATES, OTP_MAX_TRIES, SHELL_TEXT } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { NOTICE_TEXT } from '../src/auth/otp';
import { otpChallenges, studentCourses, students } from '../src/db/schema';
import { CITIES } from '../src/routes/cities';
import type { SmsMessage, SmsSender } from '../src/sms/sms-sender';
import { account, call, signIn, useHarness } from './helpers';

class MemorySms implements SmsSender {
  readonly kind = 'outbox' as const;
  sent: SmsMessage[] = [];
  fail = false;
  async send(m: SmsMessage) {
    if (this.fail) throw new Error('gateway down');
    this.sent.push(m);
  }
  /** The code of the newest message to `to`. */
  codeFor(to: string): string {
    const m = [...this.sent].reverse().find((s) => s.to === to);
    const code = m && /^(\d{6}) /.exec(m.text)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }
}

const sms = new MemorySms();
const h = useHarness({ config: { sms } });
let next = 6_123_400_001; // no seeded student has a number starting 61234
const freshMobile = () => String(next++);

afterEach(() => {
  h.clock.reset();
  sms.fail = false;
});

const profile = {
  name: 'Tanvi Rao',
  password: 'Tanvi2027pass',
  standard: '11',
  aspiration: 'JEE',
  state: 'Karnataka',
  city: 'Mysuru',
};

async function verified(mobile: string, purpose: 'signup' | 'reset' = 'signup'): Promise<string> {
  const sent = await call(h.app, purpose === 'signup' ? 'register' : 'forgotPassword', {
    body: { mobile_number: mobile },
  });
  expect(sent.statusCode).toBe(200);
  const res = await call(h.app, 'verifyOtp', { body: { mobile_number: mobile, otp: sms.codeFor(mobile), purpose } });
  expect(res.statusCode).toBe(200);
  return (res.body.data as { temp_token: string }).temp_token;
}

describe('sign-up', () => {
  test('register sends one 6-digit code by SMS, valid 5 minutes, a new one after 30 s', async () => {
    const mobile = freshMobile();
    const res = await call(h.app, 'register', { body: { mobile_number: mobile } });
    expect(res.body).toEqual({
      status: true,
      message: 'Success',
      data: { expires_in_seconds: 300, resend_after_seconds: 30 },
    });
    expect(sms.codeFor(mobile)).toMatch(/^\d{6}$/);
    const again = await call(h.app, 'register', { body: { mobile_number: mobile } });
    expect(again.statusCode).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
    h.clock.advance(31_000);
    expect((await call(h.app, 'register', { body: { mobile_number: mobile } })).statusCode).toBe(200);
  });

  test('a registered number gets the same answer as a new one; its SMS says to sign in, and no code verifies', async () => {
    const known = account('enrolled').username;
    const fresh = await call(h.app, 'register', { body: { mobile_number: freshMobile() } });
    const res = await call(h.app, 'register', { body: { mobile_number: known } });
    expect(res).toEqual(fresh);
    expect(sms.sent.at(-1)).toEqual({ to: known, text: NOTICE_TEXT.signup });
    for (const otp of ['000000', '123456']) {
      expect(
        (await call(h.app, 'verifyOtp', { body: { mobile_number: known, purpose: 'signup', otp } })).statusCode,
      ).toBe(400);
    }
  });

  test('a number that is not 10 digits → 400 naming the field', async () => {
    const res = await call(h.app, 'register', { body: { mobile_number: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(`mobile_number: ${SHELL_TEXT.mobileInvalid}`);
  });

  test('5 wrong codes void the code: even the right one is then refused until a new code is sent', async () => {
    const mobile = freshMobile();
    await call(h.app, 'register', { body: { mobile_number: mobile } });
    const right = sms.codeFor(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < OTP_MAX_TRIES; i++) {
      const res = await call(h.app, 'verifyOtp', { body: { mobile_number: mobile, otp: wrong, purpose: 'signup' } });
      expect(res.statusCode).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages).toEqual([
      'Incorrect OTP. 4 tries left.',
      'Incorrect OTP. 3 tries left.',
      'Incorrect OTP. 2 tries left.',
      'Incorrect OTP. 1 try left.',
      SHELL_TEXT.otpTooManyTries,
    ]);
    const late = await call(h.app, 'verifyOtp', { body: { mobile_number: mobile, otp: right, purpose: 'signup' } });
    expect(late.body.message).toBe('Too many wrong tries. Please ask for a new code.');
    h.clock.advance(30_000);
    await call(h.app, 'register', { body: { mobile_number: mobile } });
    const fresh = await call(h.app, 'verifyOtp', {
      body: { mobile_number: mobile, otp: sms.codeFor(mobile), purpose: 'signup' },
    });
    expect(fresh.statusCode).toBe(200);
  });

  test('a code older than 5 minutes is refused as expired', async () => {
    const mobile = freshMobile();
    await call(h.app, 'register', { body: { mobile_number: mobile } });
    h.clock.advance(5 * 60_000 + 1000);
    const res = await call(h.app, 'verifyOtp', {
      body: { mobile_number: mobile, otp: sms.codeFor(mobile), purpose: 'signup' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please ask for a new code.');
  });

  test('only a hash of the code is stored', async () => {
    const mobile = freshMobile();
    await call(h.app, 'register', { body: { mobile_number: mobile } });
    const [row] = await h.handle.db.select().from(otpChallenges).where(eq(otpChallenges.mobile, mobile));
    expect(JSON.stringify(row)).not.toContain(sms.codeFor(mobile));
  });

  test('create-student → a free student in the free-trial batch, signed in; signs out and back in with the password', async () => {
    const mobile = freshMobile();
    const temp_token = await verified(mobile);
    const res = await call(h.app, 'createStudent', { body: { temp_token, ...profile } });
    expect(res.statusCode).toBe(200);
    const record = res.body.data as {
      token: string;
      user_id: number;
      username: string;
      user_display_name: string;
      permission: string;
    };
    expect(record).toMatchObject({ username: mobile, user_display_name: 'Tanvi Rao', permission: 'student' });
    const details = await call(h.app, 'studentDetails', { token: record.token, query: { username: mobile } });
    expect(details.statusCode).toBe(200);
    expect((details.body.data as { student_data: { is_free: boolean; name: string } }).student_data).toMatchObject({
      is_free: true,
      name: 'Tanvi Rao',
    });
    const [row] = await h.handle.db.select().from(students).where(eq(students.mobile, mobile));
    expect(row).toMatchObject({ standard: '11', aspiration: 'JEE', state: 'Karnataka', city: 'Mysuru', isFree: true });
    expect(await h.handle.db.select().from(studentCourses).where(eq(studentCourses.studentId, row!.id))).toHaveLength(
      1,
    );
    expect((await call(h.app, 'logout', { token: record.token })).statusCode).toBe(200);
    expect((await call(h.app, 'login', { body: { username: mobile, password: profile.password } })).statusCode).toBe(
      200,
    );
    // The temp token works once; the number is now registered.
    const reuse = await call(h.app, 'createStudent', { body: { temp_token, ...profile } });
    expect(reuse.body.message).toBe(SHELL_TEXT.tempTokenInvalid);
    h.clock.advance(31_000);
    expect((await call(h.app, 'register', { body: { mobile_number: mobile } })).statusCode).toBe(200);
    expect(sms.sent.at(-1)).toEqual({ to: mobile, text: NOTICE_TEXT.signup });
  });

  test('create-student refuses a city of another state, a weak password and a temp token of a reset code', async () => {
    const mobile = freshMobile();
    const temp_token = await verified(mobile);
    const city = await call(h.app, 'createStudent', { body: { temp_token, ...profile, city: 'Chennai' } });
    expect(city.statusCode).toBe(400);
    expect(city.body.message).toBe('city: Please choose a city of the chosen state');
    const weak = await call(h.app, 'createStudent', { body: { temp_token, ...profile, password: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.message).toMatch(/at least 8 characters with a letter and a digit/);
    const resetToken = await verified(account('enrolled-2').username, 'reset');
    const wrongKind = await call(h.app, 'createStudent', { body: { temp_token: resetToken, ...profile } });
    expect(wrongKind.body.message).toBe(SHELL_TEXT.tempTokenInvalid);
  });

  test('an SMS gateway failure → 502 and no code is left waiting', async () => {
    const mobile = freshMobile();
    sms.fail = true;
    const res = await call(h.app, 'register', { body: { mobile_number: mobile } });
    expect(res.statusCode).toBe(502);
    expect(res.body.message).toBe('We could not send the code. Please try again.');
    sms.fail = false;
    expect((await call(h.app, 'register', { body: { mobile_number: mobile } })).statusCode).toBe(200);
  });

  test('get-city lists the cities of every state; an unknown state → 400', async () => {
    for (const state of INDIAN_STATES) expect(CITIES[state]?.length).toBeGreaterThan(0);
    const res = await call(h.app, 'getCity', { query: { state: 'Kerala' } });
    expect(res.body.data).toEqual({ state: 'Kerala', cities: CITIES.Kerala });
    expect((await call(h.app, 'getCity', { query: { state: 'Atlantis' } })).statusCode).toBe(400);
  });
});

describe('course landing (001 §2.1 /jee_advance_crash_course)', () => {
  test('without a token: the pre-enrolment course with its price in rupees and features', async () => {
    const res = await call(h.app, 'courseLanding');
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      course_name: 'JEE 2027 Online Classroom',
      course_online_price: 45_000,
      course_binding: 'JEE2027-ONLINE',
      post_enrollment: false,
    });
    expect((res.body.data as { features: unknown[] }).features.length).toBeGreaterThan(0);
  });
});

describe('forgot password', () => {
  test('an unknown number gets the same answer as a registered one; its SMS says to sign up, and no code verifies', async () => {
    const unknown = freshMobile();
    const res = await call(h.app, 'forgotPassword', { body: { mobile_number: unknown } });
    const known = await call(h.app, 'forgotPassword', { body: { mobile_number: account('doubts').username } });
    expect(res).toEqual(known);
    expect(res.statusCode).toBe(200);
    expect(sms.sent.find((m) => m.to === unknown)).toEqual({ to: unknown, text: NOTICE_TEXT.reset });
    expect(
      (await call(h.app, 'verifyOtp', { body: { mobile_number: unknown, purpose: 'reset', otp: '000000' } }))
        .statusCode,
    ).toBe(400);
  });

  test('code → new password: every token revoked (401), old password refused, new one signs in', async () => {
    const a = account('section-303');
    const { token } = await signIn(h.app, 'section-303');
    const temp_token = await verified(a.username, 'reset');
    const res = await call(h.app, 'resetPassword', { body: { temp_token, new_password: 'Meera2028new' } });
    expect(res.body).toEqual({ status: true, message: 'Success', data: null });
    const old = await call(h.app, 'paymentDue', { token });
    expect(old.statusCode).toBe(401);
    expect((await call(h.app, 'login', { body: { username: a.username, password: a.password } })).statusCode).toBe(400);
    expect((await call(h.app, 'login', { body: { username: a.username, password: 'Meera2028new' } })).statusCode).toBe(
      200,
    );
    expect(
      (await call(h.app, 'resetPassword', { body: { temp_token, new_password: 'Another2029x' } })).body.message,
    ).toBe(SHELL_TEXT.tempTokenInvalid);
  });
});
