/** The admin-only paper import route: ADMIN_TOKEN guards it; unset → 403; the file is validated by the importer's schema. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { exams, scheduledExams } from '../src/db/schema';
import { isAdmin } from '../src/routes/admin';
import { signIn, useHarness } from './helpers';

const ADMIN = 'test-admin-token-0123456789';
const PAPER = JSON.parse(
  readFileSync(path.resolve(__dirname, '../import/fixtures/sample-paper.json'), 'utf8'),
) as Record<string, unknown>;
const URL = '/api/admin/v1/import-paper/';

const h = useHarness({ config: { adminToken: ADMIN } });

const post = (payload: unknown, authorization?: string, app = h.app, query = '') =>
  app.inject({
    method: 'POST',
    url: `${URL}${query}`,
    payload: payload as object,
    headers: authorization ? { authorization } : {},
  });

test('isAdmin: only Bearer <token>, never without a configured token', () => {
  expect(isAdmin(`Bearer ${ADMIN}`, ADMIN)).toBe(true);
  expect(isAdmin(`Bearer ${ADMIN}x`, ADMIN)).toBe(false);
  expect(isAdmin(`Token ${ADMIN}`, ADMIN)).toBe(false);
  expect(isAdmin('Bearer ', undefined)).toBe(false);
  expect(isAdmin(undefined, ADMIN)).toBe(false);
});

test('no token, a wrong token or a student token → 403, and nothing is imported', async () => {
  const before = (await h.handle.db.select({ id: exams.id }).from(exams)).length;
  const student = await signIn(h.app, 'enrolled');
  for (const auth of [undefined, 'Bearer wrong', `Token ${student.token}`, `Bearer ${student.token}`]) {
    const res = await post(PAPER, auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, message: 'Not allowed' });
  }
  expect((await h.handle.db.select({ id: exams.id }).from(exams)).length).toBe(before);
});

test('ADMIN_TOKEN unset → 403 even with a token (safe default)', async () => {
  const app = await buildApp({ db: h.handle.db, config: { adminToken: undefined } });
  try {
    expect((await post(PAPER, `Bearer ${ADMIN}`, app)).statusCode).toBe(403);
    expect((await post(PAPER, 'Bearer ', app)).statusCode).toBe(403);
  } finally {
    await app.close();
  }
});

test('a bad file → 400 naming the field', async () => {
  const sections = structuredClone(PAPER.sections) as { questions: { answer: unknown }[] }[];
  sections[0]!.questions[0]!.answer = 7;
  const res = await post({ ...PAPER, sections }, `Bearer ${ADMIN}`);
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(/sections\.0\.questions\.0\.answer: /);
  const noExam = await post({ format: PAPER.format, sections: PAPER.sections }, `Bearer ${ADMIN}`);
  expect([noExam.statusCode, noExam.json().message]).toEqual([400, expect.stringMatching(/^exam: /)]);
  expect((await post(PAPER, `Bearer ${ADMIN}`, h.app, '?schedule_for=everyone')).statusCode).toBe(400);
});

test('a good file → the new exam id; the exam exists with its questions and is scheduled as asked', async () => {
  const res = await post(PAPER, `Bearer ${ADMIN}`, h.app, `?schedule_for=student:${h.seeded.studentIds.enrolled}`);
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { exam_id: number; questions: number; scheduled: number };
  expect(data.questions).toBeGreaterThan(0);
  expect(data.scheduled).toBe(1);
  const [exam] = await h.handle.db.select().from(exams).where(eq(exams.id, data.exam_id));
  expect(exam?.examName).toBe((PAPER.exam as { name: string }).name);
  const sched = await h.handle.db.select().from(scheduledExams).where(eq(scheduledExams.examId, data.exam_id));
  expect(sched.map((s) => s.studentId)).toEqual([h.seeded.studentIds.enrolled]);
});
