import { expect, type APIRequestContext } from '@playwright/test';

/** A 10-digit number no seeded student has (seeded numbers start 7 or 9), random per call. */
export function freshMobile(): string {
  return `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * The newest code sent to `mobile`, read from the API's SMS outbox (GET /api/dev/outbox, outside production only;
 *). Waits until there are more than `after` messages to that number.
 */
export async function readOtp(request: APIRequestContext, mobile: string, after = 0): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${mobile}`);
        const body = (await res.json()) as { data: { text: string }[] };
        text = body.data[0]?.text ?? '';
        return body.data.length;
      },
      { message: `an SMS to ${mobile}` },
    )
    .toBeGreaterThan(after);
  const code = /^(\d{6}) /.exec(text)?.[1];
  expect(code, `a 6-digit code in '${text}'`).toBeTruthy();
  return code!;
}

/** Registers a free student straight against the API (register → outbox → verify-otp → create-student); returns its token. */
export async function apiRegister(request: APIRequestContext, mobile: string, password: string): Promise<string> {
  expect((await request.post('/api/users/v1/register/', { data: { mobile_number: mobile } })).ok()).toBeTruthy();
  const otp = await readOtp(request, mobile);
  const verified = await request.post('/api/users/v1/verify-otp/', {
    data: { mobile_number: mobile, otp, purpose: 'signup' },
  });
  const { temp_token } = ((await verified.json()) as { data: { temp_token: string } }).data;
  const created = await request.post('/api/users/v1/create-student/', {
    data: {
      temp_token,
      name: 'Nisha Kulkarni',
      password,
      standard: '11',
      aspiration: 'NEET',
      state: 'Maharashtra',
      city: 'Pune',
    },
  });
  expect(created.ok()).toBeTruthy();
  return ((await created.json()) as { data: { token: string } }).data.token;
}

/** The newest SMS to `mobile` in the outbox, once one is there. */
export async function lastSms(request: APIRequestContext, mobile: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?to=${mobile}`);
        text = ((await res.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
        return text;
      },
      { message: `an SMS to ${mobile}` },
    )
    .not.toBe('');
  return text;
}
