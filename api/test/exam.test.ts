/** The exam flow against the database (001 §3–§7; ARCHITECTURE §5 server-side exam rules). */
import { endpoints, type AllottedQuestion, type ExamInfo, type QuestionStatus } from '@classroom/shared/contract';
import { startAttempt, submitAttempt } from '../src/exam/attempts';
import { call, signIn, passResultRelease, useHarness } from './helpers';

const h = useHarness();
afterEach(() => h.clock.reset());

type Session = { token: string; userId: number };
const examId = () => h.seeded.exams.mock;

async function start(s: Session, id = examId()) {
  return call(h.app, 'startExam', { token: s.token, params: { examId: id }, body: { student_id: s.userId } });
}
async function info(s: Session): Promise<ExamInfo> {
  const res = await call(h.app, 'examInfo', {
    token: s.token,
    params: { examId: examId() },
    query: { student_id: s.userId },
  });
  return endpoints.examInfo.data.parse(res.body.data);
}
async function sectionQuestions(s: Session, subjectId: number, sectionId: number): Promise<AllottedQuestion[]> {
  const res = await call(h.app, 'fetchQuestions', {
    token: s.token,
    params: { examId: examId() },
    query: { student_id: s.userId, subject_id: subjectId, section_id: sectionId },
  });
  expect(res.statusCode).toBe(200);
  return endpoints.fetchQuestions.data.parse(res.body.data).section_questions;
}
/** Questions of the first section of each type (1 single, 2 multiple, 3 numeric) in the first subject. */
async function byType(s: Session) {
  const exam = await info(s);
  const subject = exam.exam_subjects[0]!;
  const [a, b, c] = subject.exam_section_subject_list;
  return {
    single: await sectionQuestions(s, subject.id, a!.id),
    multiple: await sectionQuestions(s, subject.id, b!.id),
    numeric: await sectionQuestions(s, subject.id, c!.id),
    numericSection: c!,
  };
}
function save(s: Session, body: Record<string, unknown>) {
  return call(h.app, 'saveAnswer', {
    token: s.token,
    params: { examId: examId() },
    body: { student_id: s.userId, total_seconds: 5, review_status: false, ...body },
  });
}
const colourOf = (list: unknown, questionId: number) =>
  (
    endpoints.saveAnswer.data.parse({ num_seconds: 0, question_status_list: list })
      .question_status_list as QuestionStatus[]
  ).find((q) => q.question_id === questionId)?.color_id;

describe('start (001 §7 Start exam, §4.5)', () => {
  test('returns the remaining seconds, server time, end time, every question status and the first section', async () => {
    const s = await signIn(h.app, 'section-303');
    const now = new Date();
    h.clock.set(now);
    const res = await start(s);
    expect(res.statusCode).toBe(200);
    const data = endpoints.startExam.data.parse(res.body.data);
    expect(data.num_seconds).toBe(180 * 60);
    expect(data.current_time).toBe(now.toISOString());
    expect(new Date(data.exam_end_on).getTime()).toBe(now.getTime() + 180 * 60_000);
    expect(data.question_status_list).toHaveLength(18);
    expect(data.question_status_list.every((q) => q.color_id === 0)).toBe(true);
    expect(data.question_status_list.map((q) => q.serial_no)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const firstSection = data.question_status_list[0]!.section_id;
    expect(data.section_questions.map((q) => q.section_id)).toEqual([
      firstSection,
      firstSection,
      firstSection,
      firstSection,
    ]);
    // The bank question's text and options go out; the answer key never does.
    expect(JSON.stringify(data.section_questions)).toContain('\\frac{1}{2}mv^2');
    expect(JSON.stringify(res.body)).not.toContain('answer_key');

    // Resuming 10 minutes later keeps the attempt and counts down (001 §4.4).
    h.clock.set(new Date(now.getTime() + 600_000));
    const again = endpoints.startExam.data.parse((await start(s)).body.data);
    expect(again.num_seconds).toBe(180 * 60 - 600);
    expect(again.question_status_list.map((q) => q.question_id)).toEqual(
      data.question_status_list.map((q) => q.question_id),
    );
  });

  test('an upcoming exam or an exam not scheduled for the caller is refused; a closed window opens the practice attempt (status 7)', async () => {
    const s = await signIn(h.app, 'section-303');
    expect((await start(s, h.seeded.exams.upcoming)).body).toEqual({
      status: false,
      message: 'Exam has not started yet',
    });
    const closed = await start(s, h.seeded.exams.expired);
    expect(closed.statusCode).toBe(200);
    expect(endpoints.startExam.data.parse(closed.body.data).practice).toBe(true);
    const missing = await start(s, 99_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe('Exam not found');
  });
});

describe('the whole flow: start → save (all three types) → submit → answers', () => {
  let s: Session;
  let q: Awaited<ReturnType<typeof byType>>;
  beforeAll(async () => {
    s = await signIn(h.app, 'enrolled');
    expect((await start(s)).statusCode).toBe(200);
    q = await byType(s);
  });

  test('001 §4.1: single choice answered → 1; the time is added and appended', async () => {
    const id = q.single[0]!.id;
    const first = await save(s, { ques_id: id, is_option3_selected: true, total_seconds: 12 });
    expect(first.statusCode).toBe(200);
    expect(colourOf((first.body.data as { question_status_list: unknown }).question_status_list, id)).toBe(1);
    await save(s, { ques_id: id, is_option3_selected: true, total_seconds: 8 });
    const [stored] = (await sectionQuestions(s, q.single[0]!.subject_id, q.single[0]!.section_id)).filter(
      (x) => x.id === id,
    );
    expect(stored).toMatchObject({
      is_option3_selected: true,
      total_seconds: 20,
      current_attempt_seconds: [12, 8],
      is_attempted: true,
    });
  });

  test('001 §4.1: multiple choice answered and marked → 3; marked without answer → 2; left empty → 4', async () => {
    const [m1, m2] = q.multiple;
    const marked = await save(s, {
      ques_id: m1!.id,
      is_option1_selected: true,
      is_option3_selected: true,
      review_status: true,
    });
    expect(colourOf((marked.body.data as { question_status_list: unknown }).question_status_list, m1!.id)).toBe(3);
    const review = await save(s, { ques_id: m2!.id, review_status: true });
    expect(colourOf((review.body.data as { question_status_list: unknown }).question_status_list, m2!.id)).toBe(2);
    const empty = await save(s, { ques_id: q.single[1]!.id });
    expect(colourOf((empty.body.data as { question_status_list: unknown }).question_status_list, q.single[1]!.id)).toBe(
      4,
    );
  });

  test('numeric answers are kept in ans_given', async () => {
    const res = await save(s, { ques_id: q.numeric[0]!.id, ans_given: '4' });
    expect(res.statusCode).toBe(200);
    expect(colourOf((res.body.data as { question_status_list: unknown }).question_status_list, q.numeric[0]!.id)).toBe(
      1,
    );
  });

  test('two options on a single-choice question, a bad number, or a question of another attempt are refused', async () => {
    expect(
      (await save(s, { ques_id: q.single[2]!.id, is_option1_selected: true, is_option2_selected: true })).statusCode,
    ).toBe(400);
    const bad = await save(s, { ques_id: q.numeric[1]!.id, ans_given: '4e5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('ans_given: ans_given must be a number');
    const other = await signIn(h.app, 'section-303');
    const theirs = await call(h.app, 'examAnswers', { token: other.token, params: { examId: examId() } });
    const foreignId = (theirs.body.data as { questions: { id: number }[] }).questions[0]!.id;
    const res = await save(s, { ques_id: foreignId, is_option1_selected: true });
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('Question not found');
  });

  test('001 §5: the section attempt limit (num_compulsory_questions 2 of 3) refuses a third answer; clearing frees a slot', async () => {
    expect(q.numericSection).toMatchObject({ num_compulsory_questions: 2, num_of_questions: 3 });
    const [n1, n2, n3] = q.numeric;
    expect((await save(s, { ques_id: n2!.id, ans_given: '30' })).statusCode).toBe(200);
    const refused = await save(s, { ques_id: n3!.id, ans_given: '1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(
      'You can attempt only 2 out of 3 questions in this section. You have already attempted 2 question(s). Please deselect any marked question to continue.',
    );
    // Changing an attempted answer is fine; clearing one frees a slot.
    expect((await save(s, { ques_id: n2!.id, ans_given: '31' })).statusCode).toBe(200);
    expect((await save(s, { ques_id: n1!.id, ans_given: '' })).statusCode).toBe(200);
    expect((await save(s, { ques_id: n3!.id, ans_given: '1' })).statusCode).toBe(200);
  });

  test('001 §4.7: the dashboard card shows Continue (3) while the attempt runs', async () => {
    const res = await call(h.app, 'examsList', { token: s.token, params: { studentId: s.userId } });
    const cards = endpoints.examsList.data.parse(res.body.data);
    expect(cards.find((c) => c.id === examId())?.exam_status).toBe(3);
  });

  test('submit, then the answers show what was saved; a second submit returns the first result; saves are refused', async () => {
    const first = await call(h.app, 'submitExam', {
      token: s.token,
      params: { examId: examId() },
      body: { student_id: s.userId },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(h.app, 'submitExam', {
      token: s.token,
      params: { examId: examId() },
      body: { student_id: s.userId },
    });
    expect(second.body.data).toEqual(first.body.data);

    const after = await save(s, { ques_id: q.single[3]!.id, is_option1_selected: true });
    expect(after.statusCode).toBe(400);
    expect(after.body).toEqual({ status: false, message: 'Exam already submitted' });
    expect((await start(s)).body.message).toBe('Exam already submitted');

    const answers = endpoints.examAnswers.data.parse(
      (await call(h.app, 'examAnswers', { token: s.token, params: { examId: examId() } })).body.data,
    );
    expect(answers.submitted).toBe(true);
    expect(answers.submitted_at).toBe((first.body.data as { submitted_at: string }).submitted_at);
    const byId = new Map(answers.questions.map((x) => [x.id, x]));
    expect(byId.get(q.single[0]!.id)).toMatchObject({ is_option3_selected: true, review_status: false });
    expect(byId.get(q.multiple[0]!.id)).toMatchObject({
      is_option1_selected: true,
      is_option3_selected: true,
      review_status: true,
    });
    expect(byId.get(q.numeric[0]!.id)).toMatchObject({ ans_given: null, is_attempted: false });
    expect(byId.get(q.numeric[1]!.id)).toMatchObject({ ans_given: '31' });
    expect(byId.get(q.numeric[2]!.id)).toMatchObject({ ans_given: '1' });

    // The lists move it to the Attempted tab (001 §2.2); the card says 'Result coming soon' (5) while the exam is
    // open for others, Result (4) once it is released at its end (one rule for the list and the card).
    const given = endpoints.givenExams.data.parse(
      (await call(h.app, 'givenExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
    );
    expect(given.find((g) => g.exam_assoc.id === examId())).toMatchObject({
      attending_status: 'Submitted',
      exam_assoc: { exam_given: true },
    });
    const pending = endpoints.scheduledExams.data.parse(
      (await call(h.app, 'scheduledExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
    );
    expect(pending.some((p) => p.exam_assoc.id === examId())).toBe(false);
    const cardStatus = async () =>
      endpoints.examsList.data
        .parse((await call(h.app, 'examsList', { token: s.token, params: { studentId: s.userId } })).body.data)
        .find((c) => c.id === examId())?.exam_status;
    expect(await cardStatus()).toBe(5);
    expect(given.find((g) => g.exam_assoc.id === examId())?.exam_assoc.result_released).toBe(false);
    await passResultRelease(h, examId());
    expect(await cardStatus()).toBe(4);
    const released = endpoints.givenExams.data.parse(
      (await call(h.app, 'givenExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
    );
    expect(released.find((g) => g.exam_assoc.id === examId())?.exam_assoc.result_released).toBe(true);
    h.clock.reset();
  });
});

describe('submit is applied once (001 §4.6)', () => {
  test('two concurrent submits: one applies, both answer the same time', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    expect((await start(s)).statusCode).toBe(200);
    const [a, b] = await Promise.all([
      call(h.app, 'submitExam', { token: s.token, params: { examId: examId() }, body: { student_id: s.userId } }),
      call(h.app, 'submitExam', { token: s.token, params: { examId: examId() }, body: { student_id: s.userId } }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
  });

  test('at the storage level: of two concurrent submits exactly one applies (UPDATE … WHERE submitted_at IS NULL)', async () => {
    const studentId = h.seeded.studentIds['fees-due'];
    await startAttempt(h.handle.db, examId(), studentId, new Date());
    const results = await Promise.all([
      submitAttempt(h.handle.db, examId(), studentId, new Date()),
      submitAttempt(h.handle.db, examId(), studentId, new Date(Date.now() + 5_000)),
    ]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(results[0]!.submittedAt.toISOString()).toBe(results[1]!.submittedAt.toISOString());
  });
});

describe('time over by the server clock (001 §4.4; ARCHITECTURE §6 grace)', () => {
  test('saves are accepted up to 60 s after the end, then refused with "Exam time over"; a late submit is marked', async () => {
    const s = await signIn(h.app, 'school-40059');
    const t0 = new Date();
    h.clock.set(t0);
    const started = endpoints.startExam.data.parse((await start(s)).body.data);
    const id = started.section_questions[0]!.id;
    h.clock.set(new Date(t0.getTime() + 180 * 60_000 + 30_000));
    const inGrace = await save(s, { ques_id: id, is_option1_selected: true });
    expect(inGrace.statusCode).toBe(200);
    expect((inGrace.body.data as { num_seconds: number }).num_seconds).toBe(0);
    h.clock.set(new Date(t0.getTime() + 181 * 60_000 + 1_000));
    const late = await save(s, { ques_id: id, is_option2_selected: true });
    expect(late.statusCode).toBe(400);
    expect(late.body).toEqual({ status: false, message: 'Exam time over' });
    expect(endpoints.startExam.data.parse((await start(s)).body.data).num_seconds).toBe(0);
    expect(
      (
        await call(h.app, 'submitExam', {
          token: s.token,
          params: { examId: examId() },
          body: { student_id: s.userId },
        })
      ).statusCode,
    ).toBe(200);
    const given = endpoints.givenExams.data.parse(
      (await call(h.app, 'givenExams', { token: s.token, query: { student: s.userId, type: 1 } })).body.data,
    );
    expect(given.find((g) => g.exam_assoc.id === examId())?.attending_status).toBe('LateSubmission');
  });
});

describe('dashboard exam status from the seed (001 §4.7)', () => {
  test('upcoming 1, open 2, given with result date passed 4, expired without attempt 7', async () => {
    const s = await signIn(h.app, 'free');
    const cards = endpoints.examsList.data.parse(
      (await call(h.app, 'examsList', { token: s.token, params: { studentId: s.userId } })).body.data,
    );
    const status = (id: number) => cards.find((c) => c.id === id)?.exam_status;
    expect(status(h.seeded.exams.upcoming)).toBe(1);
    expect(status(h.seeded.exams.mock)).toBe(2);
    expect(status(h.seeded.exams.expired)).toBe(7);
    const enrolled = await signIn(h.app, 'enrolled-2');
    const theirs = endpoints.examsList.data.parse(
      (await call(h.app, 'examsList', { token: enrolled.token, params: { studentId: enrolled.userId } })).body.data,
    );
    expect(theirs.find((c) => c.id === h.seeded.exams.given)?.exam_status).toBe(4);
  });
});
