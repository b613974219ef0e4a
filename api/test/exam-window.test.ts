/**
 * Start only when it can start (001 §2.2, 000 §4): the lists say, on the server's clock, whether the
 * attempt can start now; a start outside the window is refused, so the screens never offer it.
 */
import { endpoints } from '@classroom/shared/contract';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

test('can_start is true inside the window only; the server refuses a start before it, and after it opens only the practice attempt', async () => {
  const s = await signIn(h.app, 'enrolled');
  const list = endpoints.scheduledExams.data.parse(
    (await call(h.app, 'scheduledExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
  );
  const byId = new Map(list.map((e) => [e.exam_assoc.id, e.exam_assoc]));
  const { mock, upcoming, expired } = h.seeded.exams;
  expect(byId.get(mock)).toMatchObject({ can_start: true, is_expired: false });
  expect(byId.get(upcoming)).toMatchObject({ can_start: false, is_expired: false });
  expect(byId.get(expired)).toMatchObject({ can_start: false, is_expired: true });
  const early = await call(h.app, 'startExam', {
    token: s.token,
    params: { examId: upcoming },
    body: { student_id: s.userId },
  });
  expect(early.statusCode).toBeGreaterThanOrEqual(400);
  expect(early.body.status).toBe(false);
  // After the window the list offers Practice (status 7), and the start opens that practice attempt (practice-attempt.test.ts).
  expect(byId.get(expired)).toMatchObject({ practice: 'available' });
  const late = await call(h.app, 'startExam', {
    token: s.token,
    params: { examId: expired },
    body: { student_id: s.userId },
  });
  expect(endpoints.startExam.data.parse(late.body.data).practice).toBe(true);
});
