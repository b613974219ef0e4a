/** Request a call (000 §4, §8): kept for the institute; the same request again within 10 minutes is refused. */
import { eq } from 'drizzle-orm';
import { callRequests } from '../src/db/schema';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

test('kept with who, what, when and status; a repeat of the same type within 10 minutes gets 429 and a clear message', async () => {
  const s = await signIn(h.app, 'free');
  const ask = (type: string) => call(h.app, 'requestCall', { token: s.token, body: { request_type: type } });
  expect((await ask('Dashboard')).statusCode).toBe(200);
  const again = await ask('Dashboard');
  expect(again.statusCode).toBe(429);
  expect(again.body).toEqual({
    status: false,
    message: 'You have already requested a call. We will call you shortly; you can ask again after 10 minutes.',
  });
  expect((await ask('Attendance')).statusCode).toBe(200); // another request_type is its own request
  h.clock.advance(10 * 60_000 + 1000);
  expect((await ask('Dashboard')).statusCode).toBe(200);
  h.clock.reset();
  const rows = await h.handle.db.select().from(callRequests).where(eq(callRequests.studentId, s.userId));
  expect(rows.map((r) => [r.requestType, r.status])).toEqual([
    ['Dashboard', 'open'],
    ['Attendance', 'open'],
    ['Dashboard', 'open'],
  ]);
});
