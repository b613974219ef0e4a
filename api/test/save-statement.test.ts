/**
 * Save-answer in one SQL statement keeps every rule of the locked transaction (001 §4.1 palette, §5
 * single choice and section attempt limit, §7 Save answer; ARCHITECTURE §6 the newest intent wins). The same script of
 * saves is played for two students of the seeded mock test — one through saveAnswer (one statement, falling back to the
 * lock for a first answer in a section with a limit), one through saveAnswerLocked alone — and the replies, refusals
 * and stored answers must be the same question by question.
 */
import { endpoints, type AllottedQuestion, type SaveAnswerBody } from '@classroom/shared/contract';
import { nextSeq } from '@classroom/shared/exam-rules';
import { saveAnswer, saveAnswerLocked } from '../src/exam/attempts';
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

type Session = { token: string; userId: number };
const examId = () => h.seeded.exams.mock;

async function questionsOf(s: Session): Promise<AllottedQuestion[]> {
  const res = await call(h.app, 'fetchAllQuestions', { token: s.token, params: { examId: examId() } });
  expect(res.statusCode).toBe(200);
  return endpoints.fetchAllQuestions.data.parse(res.body.data).section_questions;
}

/** One step of the script: the question by its serial number, the answer, and an optional sequence number. */
type Step = { serial: number; body: Partial<SaveAnswerBody> };
type Outcome = { ok: true; num_seconds: number; colours: number[] } | { ok: false; message: string };

async function play(s: Session, steps: Step[], path: typeof saveAnswer): Promise<Outcome[]> {
  const bySerial = new Map((await questionsOf(s)).map((q) => [q.serial_no, q.id]));
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const body = {
      student_id: s.userId,
      ques_id: bySerial.get(step.serial)!,
      total_seconds: 5,
      review_status: false,
      ...step.body,
    } as SaveAnswerBody;
    try {
      const reply = await path(h.handle.db, examId(), s.userId, body, h.clock.now());
      outcomes.push({
        ok: true,
        num_seconds: reply.num_seconds,
        colours: reply.question_status_list.map((q) => q.color_id),
      });
    } catch (error) {
      outcomes.push({ ok: false, message: (error as Error).message });
    }
  }
  return outcomes;
}

const stored = async (s: Session) =>
  (await questionsOf(s)).map((q) => ({
    serial: q.serial_no,
    ans: q.ans_given,
    options: [q.is_option1_selected, q.is_option2_selected, q.is_option3_selected, q.is_option4_selected],
    review: q.review_status,
    total: q.total_seconds,
    visits: q.current_attempt_seconds,
    attempted: q.is_attempted,
  }));

test('one statement and the locked transaction: same replies, refusals and stored answers for the same saves', async () => {
  const a = await signIn(h.app, 'enrolled');
  const b = await signIn(h.app, 'enrolled-2');
  h.clock.set(new Date());
  for (const s of [a, b])
    expect(
      (
        await call(h.app, 'startExamV2', {
          token: s.token,
          params: { examId: examId() },
          body: { student_id: s.userId },
        })
      ).statusCode,
    ).toBe(200);
  const questions = await questionsOf(a);
  const serialsOf = (type: number) =>
    questions
      .filter(
        (q) =>
          q.question_type_id === type &&
          q.section_id === questions.find((x) => x.question_type_id === type)!.section_id,
      )
      .map((q) => q.serial_no);
  const [s1, s2] = serialsOf(1);
  const [m1] = serialsOf(2);
  const [n1, n2, n3] = serialsOf(3); // the numeric section allows 2 of 3 (001 §5)
  const later = nextSeq(0, h.clock.now().getTime() + 600_000);
  const steps: Step[] = [
    { serial: s1!, body: { is_option2_selected: true } }, // answered → 1
    { serial: s1!, body: { is_option3_selected: true, review_status: true } }, // changed and marked → 3
    { serial: s2!, body: { is_option1_selected: true, is_option4_selected: true } }, // two options on a single choice: refused
    { serial: m1!, body: { is_option1_selected: true, is_option3_selected: true } }, // multiple choice → 1
    { serial: m1!, body: { review_status: true } }, // cleared and marked → 2
    { serial: n1!, body: { ans_given: ' 42 ' } }, // first numeric answer (limit path)
    { serial: n2!, body: { ans_given: '-3.5', seq: later } }, // second, with a sequence number
    { serial: n2!, body: { ans_given: '7', seq: later } }, // retried with the same seq: changes nothing
    { serial: n3!, body: { ans_given: '1' } }, // a third: refused with the 001 §5 text
    { serial: n1!, body: { ans_given: '43' } }, // changing an attempted answer is allowed
    { serial: n1!, body: { ans_given: '' } }, // clearing frees a slot
    { serial: n3!, body: { ans_given: '1' } }, // now allowed
    { serial: s2!, body: { is_option1_selected: true, ans_given: '5' } }, // a choice question keeps no text
  ];
  const viaStatement = await play(a, steps, saveAnswer);
  const viaLock = await play(b, steps, saveAnswerLocked);
  expect(viaStatement).toEqual(viaLock);
  expect(viaStatement.filter((o) => !o.ok)).toEqual([
    { ok: false, message: 'Only one option may be chosen for a single-choice question' },
    {
      ok: false,
      message:
        'You can attempt only 2 out of 3 questions in this section. You have already attempted 2 question(s). Please deselect any marked question to continue.',
    },
  ]);
  expect(await stored(a)).toEqual(await stored(b));
  const n2Stored = (await stored(a)).find((q) => q.serial === n2)!;
  expect(n2Stored).toMatchObject({ ans: '-3.5', total: 5, visits: [5] });
});

test("refusals of the one statement: another attempt's question, an exam not scheduled, after the grace", async () => {
  const s = await signIn(h.app, 'enrolled');
  const other = await signIn(h.app, 'enrolled-2');
  const theirs = (await questionsOf(other))[0]!.id;
  const body = {
    student_id: s.userId,
    ques_id: theirs,
    total_seconds: 5,
    review_status: false,
    is_option1_selected: true,
  };
  await expect(saveAnswer(h.handle.db, examId(), s.userId, body, h.clock.now())).rejects.toThrow('Question not found');
  await expect(saveAnswer(h.handle.db, 999_999, s.userId, body, h.clock.now())).rejects.toThrow('Exam not found');
  const mine = (await questionsOf(s))[0]!.id;
  await expect(
    saveAnswer(
      h.handle.db,
      examId(),
      s.userId,
      { ...body, ques_id: mine },
      new Date(h.clock.now().getTime() + 400 * 60_000),
    ),
  ).rejects.toThrow('Exam time over');
});
