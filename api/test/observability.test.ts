/**
 * Request ids and Prometheus metrics (docs/decisions/0012-scale-out-behind-a-balancer.md): one id per request in the
 * reply header (the caller's when it is safe, else a new one); /metrics counts saves, submits and 429s by route.
 */
import { call, account, signIn, useHarness } from './helpers';

const h = useHarness({ loginRateLimit: { perIp: 2, perUsername: 100 } });

/** The value of one sample line of the /metrics text, or 0 when absent. */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = (await h.app.inject({ method: 'GET', url: '/metrics' })).body;
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').pop()) : 0;
}

test('a safe X-Request-Id comes back as it was sent; an unsafe one is replaced by a fresh UUID', async () => {
  const kept = await h.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc123def456' } });
  expect(kept.headers['x-request-id']).toBe('abc123def456');
  const forged = await h.app.inject({
    method: 'GET',
    url: '/api/health',
    headers: { 'x-request-id': 'x\n{"level":60}' },
  });
  expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const none = await h.app.inject({ method: 'GET', url: '/api/no-such-call' });
  expect(none.statusCode).toBe(404);
  expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('/metrics counts requests by route pattern and status, with latency, and the event-loop lag', async () => {
  const route = '/api/health';
  const before = await sample('http_requests_total', { route, status_code: '200' });
  await h.app.inject({ method: 'GET', url: route });
  await h.app.inject({ method: 'GET', url: route });
  expect(await sample('http_requests_total', { route, status_code: '200' })).toBe(before + 2);
  const res = await h.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  expect(res.body).toContain(`http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"}`);
  expect(res.body).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
});

test('a sign-in refused by the rate limit counts as a rate-limit refusal of the login route', async () => {
  const loginRoute = '/api/users/v1/login/';
  const before = await sample('http_rate_limit_refusals_total', { route: loginRoute });
  let refused = 0;
  for (let i = 0; i < 4; i += 1) {
    const res = await call(h.app, 'login', {
      body: { username: account('enrolled').username, password: 'wrong' },
      ip: '10.9.9.9',
    });
    if (res.statusCode === 429) refused += 1;
  }
  expect(refused).toBeGreaterThan(0);
  expect(await sample('http_rate_limit_refusals_total', { route: loginRoute })).toBe(before + refused);
});

test('save-answer and submit calls are counted by outcome (a refused save is "refused", never "ok")', async () => {
  const s = await signIn(h.app, 'enrolled');
  const savesBefore = await sample('exam_answer_saves_total', { call: 'saveAnswer', outcome: 'refused' });
  const submitsBefore = await sample('exam_submits_total', { outcome: 'refused' });
  const save = await call(h.app, 'saveAnswer', {
    token: s.token,
    params: { examId: 999_999 },
    body: {
      student_id: s.userId,
      ques_id: 1,
      total_seconds: 5,
      review_status: false,
      is_option1_selected: true,
      seq: 1,
    },
  });
  expect(save.statusCode).toBeGreaterThanOrEqual(400);
  const submit = await call(h.app, 'submitExam', {
    token: s.token,
    params: { examId: 999_999 },
    body: { student_id: s.userId },
  });
  expect(submit.statusCode).toBeGreaterThanOrEqual(400);
  expect(await sample('exam_answer_saves_total', { call: 'saveAnswer', outcome: 'refused' })).toBe(savesBefore + 1);
  expect(await sample('exam_submits_total', { outcome: 'refused' })).toBe(submitsBefore + 1);
  expect(await sample('exam_answer_saves_total', { call: 'saveAnswer', outcome: 'ok' })).toBe(0);
});
