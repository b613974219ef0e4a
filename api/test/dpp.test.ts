/** DPP calls and exam info v2 (001 §7): MPP cards follow the attempt; DPP start / save / submit end to end; every refusal. */
import { endpoints } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { exams, mpps } from '../src/db/schema';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();
afterEach(() => h.clock.reset());

type Session = { token: string; userId: number };
async function cards(s: Session) {
  const res = await call(h.app, 'studentMpps', { token: s.token, body: { skip: 0, limit: 50 } });
  return endpoints.studentMpps.data.parse(res.body.data).dpps;
}
const dppStart = (s: Session, examId: number, studentId = s.userId) =>
  call(h.app, 'dppStart', { token: s.token, params: { studentId }, body: { exam_id: examId } });
const dppSave = (s: Session, examId: number, body: Record<string, unknown>) =>
  call(h.app, 'dppSaveAnswer', {
    token: s.token,
    params: { examId },
    body: { student_id: s.userId, total_seconds: 5, review_status: false, ...body },
  });

describe('MPP cards (000 §3, 001 §4.7)', () => {
  test('every card is a DPP exam of type 2; the demo student has one Result, one Continue, the rest Start', async () => {
    const s = await signIn(h.app, 'enrolled');
    const list = await cards(s);
    for (const card of list) {
      const [exam] = await h.handle.db.select().from(exams).where(eq(exams.id, card.id));
      expect(exam?.examTypeId).toBe(2);
      expect(card.total_questions).toBe(4);
    }
    const buttons = list.map((c) => c.button);
    expect(buttons.filter((b) => b === 'Result')).toHaveLength(1);
    expect(buttons.filter((b) => b === 'Continue')).toHaveLength(1);
    expect(list.find((c) => c.button === 'Result')!.num_attempted).toBe(3);
    expect(list.find((c) => c.button === 'Continue')!.num_attempted).toBe(1);
  });
});

describe('DPP start, save and submit end to end (001 §7)', () => {
  test('Start → Continue → Result, with the questions, tags and current question', async () => {
    const s = await signIn(h.app, 'section-303');
    const card = (await cards(s)).find((c) => c.button === 'Start')!;
    const now = new Date();
    h.clock.set(now);
    const res = await dppStart(s, card.id);
    expect(res.statusCode).toBe(200);
    const data = endpoints.dppStart.data.parse(res.body.data);
    expect(data.num_seconds).toBe(60 * 60);
    expect(data.current_time).toBe(now.toISOString());
    expect(data.live_classes.tags).toEqual(card.tag_names);
    expect(data.section_questions).toHaveLength(4);
    expect(data.question_status_list.map((q) => q.color_id)).toEqual([0, 0, 0, 0]);
    expect(data.curr_question_assoc_id).toBe(data.section_questions[0]!.id);
    expect(data.exam_section_assoc_id).toBe(data.section_questions[0]!.exam_section_assoc);
    expect(JSON.stringify(data)).not.toContain('answer_key');
    expect((await cards(s)).find((c) => c.id === card.id)!.button).toBe('Continue');

    // Save the first question: palette answered; a resume points at the next unanswered question.
    const q = data.section_questions;
    const saved = await dppSave(s, card.id, { allotted_question_id: q[0]!.id, is_option2_selected: true });
    expect(saved.statusCode).toBe(200);
    const reply = endpoints.dppSaveAnswer.data.parse(saved.body.data);
    expect(reply.question_status_list.find((x) => x.question_id === q[0]!.id)!.color_id).toBe(1);
    const resumed = endpoints.dppStart.data.parse((await dppStart(s, card.id)).body.data);
    expect(resumed.curr_question_assoc_id).toBe(q[1]!.id);
    expect((await cards(s)).find((c) => c.id === card.id)!.num_attempted).toBe(1);

    await dppSave(s, card.id, { allotted_question_id: q[1]!.id, is_option1_selected: true });
    await dppSave(s, card.id, {
      allotted_question_id: q[3]!.id,
      ans_given: String(Number(q[3]!.question_bank_assoc.question.match(/\$(\d+) \\times 5\$/)![1]) * 5),
    });
    const submit = await call(h.app, 'submitExam', {
      token: s.token,
      params: { examId: card.id },
      body: { student_id: s.userId },
    });
    expect(submit.statusCode).toBe(200);
    expect((await cards(s)).find((c) => c.id === card.id)!.button).toBe('Result');
    const result = await call(h.app, 'examResult', { token: s.token, params: { examId: card.id } });
    expect(result.statusCode).toBe(200);
    expect((result.body.data as { score: number }).score).toBe(12);

    // After submission: start and save are refused.
    expect((await dppStart(s, card.id)).body.message).toBe('Exam already submitted');
    const late = await dppSave(s, card.id, { allotted_question_id: q[2]!.id, is_option1_selected: true });
    expect([late.statusCode, late.body.message]).toEqual([400, 'Exam already submitted']);
  });
});

describe('DPP refusals', () => {
  test('start: another student in the path → 403; not a DPP → 404; a DPP of another batch → 404; bad exam_id → 400; no token → 401', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const other = await signIn(h.app, 'free');
    const card = (await cards(s)).find((c) => c.button === 'Start')!;
    expect((await dppStart(s, card.id, other.userId)).statusCode).toBe(403);
    const notDpp = await dppStart(s, h.seeded.exams.mock);
    expect([notDpp.statusCode, notDpp.body.message]).toEqual([404, 'Exam not found']);
    const [neet] = await h.handle.db.select({ examId: mpps.examId }).from(mpps).where(eq(mpps.sectionId, 305)).limit(1);
    expect((await dppStart(s, neet!.examId!)).statusCode).toBe(404);
    const bad = await call(h.app, 'dppStart', {
      token: s.token,
      params: { studentId: s.userId },
      body: { exam_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^exam_id: /);
    expect(
      (await call(h.app, 'dppStart', { params: { studentId: s.userId }, body: { exam_id: card.id } })).statusCode,
    ).toBe(401);
  });

  test('start before the DPP opens → 400', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const card = (await cards(s)).find((c) => c.button === 'Start')!;
    h.clock.set(new Date(new Date(card.start_date).getTime() - 60_000));
    const res = await dppStart(s, card.id);
    expect([res.statusCode, res.body.message]).toEqual([400, 'Exam has not started yet']);
  });

  test('save: not started → 400; unknown question → 404; missing allotted_question_id → 400; another student → 403; past end + 60 s → Exam time over', async () => {
    const s = await signIn(h.app, 'school-40059');
    const card = (await cards(s)).find((c) => c.button === 'Start')!;
    const notStarted = await dppSave(s, card.id, { allotted_question_id: 1, is_option1_selected: true });
    expect([notStarted.statusCode, notStarted.body.message]).toEqual([404, 'Exam not found']);
    const now = new Date();
    h.clock.set(now);
    const data = endpoints.dppStart.data.parse((await dppStart(s, card.id)).body.data);
    const unknown = await dppSave(s, card.id, { allotted_question_id: 999_999, is_option1_selected: true });
    expect([unknown.statusCode, unknown.body.message]).toEqual([404, 'Question not found']);
    const missing = await call(h.app, 'dppSaveAnswer', {
      token: s.token,
      params: { examId: card.id },
      body: { student_id: s.userId, total_seconds: 5, review_status: false },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/^allotted_question_id: /);
    const other = await signIn(h.app, 'free');
    expect(
      (
        await dppSave(s, card.id, {
          student_id: other.userId,
          allotted_question_id: data.curr_question_assoc_id,
          is_option1_selected: true,
        })
      ).statusCode,
    ).toBe(403);
    const two = await dppSave(s, card.id, {
      allotted_question_id: data.section_questions[0]!.id,
      is_option1_selected: true,
      is_option2_selected: true,
    });
    expect(two.statusCode).toBe(400);
    h.clock.set(new Date(now.getTime() + 60 * 60_000 + 61_000));
    const over = await dppSave(s, card.id, {
      allotted_question_id: data.curr_question_assoc_id,
      is_option1_selected: true,
    });
    expect([over.statusCode, over.body.message]).toEqual([400, 'Exam time over']);
  });
});

describe('exam info v2 (001 §7)', () => {
  test('inside the window: exam_info, subjects, a flat section list and the caller id', async () => {
    const s = await signIn(h.app, 'enrolled');
    const res = await call(h.app, 'examInfoV2', { token: s.token, params: { examId: h.seeded.exams.mock } });
    expect(res.statusCode).toBe(200);
    const data = endpoints.examInfoV2.data.parse(res.body.data);
    expect(data.student_id).toBe(s.userId);
    expect(data.exam_info.duration).toBe(180);
    expect(data.exam_subjects.map((x) => x.subject_name)).toEqual(['Physics', 'Mathematics']);
    expect(data.exam_sections).toHaveLength(6);
  });

  test("before the start: 400 'Validation error' with data.message; after the end the practice attempt is open (status 7); not scheduled → 404", async () => {
    const s = await signIn(h.app, 'enrolled');
    const upcoming = await call(h.app, 'examInfoV2', { token: s.token, params: { examId: h.seeded.exams.upcoming } });
    expect(upcoming.statusCode).toBe(400);
    expect(upcoming.body).toMatchObject({
      status: false,
      message: 'Validation error',
      data: { message: 'Exam has not started yet' },
    });
    const expired = await call(h.app, 'examInfoV2', { token: s.token, params: { examId: h.seeded.exams.expired } });
    expect(expired.statusCode).toBe(200);
    expect(endpoints.examInfoV2.data.parse(expired.body.data).exam_info.id).toBe(h.seeded.exams.expired);
    const neetFull = await call(h.app, 'examInfoV2', { token: s.token, params: { examId: h.seeded.exams.neetFull } });
    expect(neetFull.statusCode).toBe(404);
    expect((await call(h.app, 'examInfoV2', { token: s.token, params: { examId: 'abc' } })).statusCode).toBe(400);
  });

  test("a DPP of the caller's batch answers before it is started, and reading it starts nothing", async () => {
    const s = await signIn(h.app, 'enrolled');
    const card = (await cards(s)).find((c) => c.button === 'Start')!;
    const res = await call(h.app, 'examInfoV2', { token: s.token, params: { examId: card.id } });
    expect(res.statusCode).toBe(200);
    expect(endpoints.examInfoV2.data.parse(res.body.data).exam_info.exam_type_id).toBe(2);
    expect((await cards(s)).find((c) => c.id === card.id)!.button).toBe('Start');
  });
});
