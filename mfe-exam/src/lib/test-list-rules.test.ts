import { normaliseRuntimeConfig, setRuntimeConfig } from '@classroom/shared/config';
import {
  examTypeFromState,
  isLateSubmission,
  listTitle,
  questionPaperLink,
  resultCell,
  rowsFor,
  startAction,
  startTarget,
} from './test-list-rules';
import { scheduled } from '../testing/factories';

describe('test list (001 §2.2, §2.3)', () => {
  test("001 §2.2: the title depends on the exam type (1 'My Test', 2 'My Assignments', 3 'My Quiz')", () => {
    expect(listTitle(1)).toBe('My Test');
    expect(listTitle(2)).toBe('My Assignments');
    expect(listTitle(3)).toBe('My Quiz');
    expect(examTypeFromState(null)).toBe(1);
    expect(examTypeFromState({ exam_type: 3 })).toBe(3);
    expect(examTypeFromState({ exam_type: '2' })).toBe(2);
    // 001 §2.1: /student/Quizlist is the quiz list, with or without state.
    expect(examTypeFromState(null, '/student/Quizlist')).toBe(3);
    expect(examTypeFromState({ exam_type: 1 }, '/student/Quizlist')).toBe(3);
    expect(listTitle(examTypeFromState(null, '/student/Quizlist'))).toBe('My Quiz');
  });

  test('001 §2.2: a scheduled exam is Attempted if it has been given, otherwise Pending', () => {
    const pending = [scheduled(1), scheduled(2, { exam_start_date: '2026-12-01T00:00:00Z' })];
    const given = [scheduled(3, { exam_given: true })];
    expect(rowsFor('all', pending, given).map((e) => e.exam_assoc.id)).toEqual([2, 1, 3]);
    expect(rowsFor('attempted', pending, given).map((e) => e.exam_assoc.id)).toEqual([3]);
    expect(rowsFor('pending', pending, given).map((e) => e.exam_assoc.id)).toEqual([2, 1]);
  });

  test('001 §2.3: start routing by theme — 1 instruction page, 3 generic instructions, other InstructionPage', () => {
    expect(startTarget(scheduled(9, { exam_theme_assoc_id: 1 })).to).toBe('/student/instruction/9');
    expect(startTarget(scheduled(9, { exam_theme_assoc_id: 3 })).to).toBe('/student/generic/9/instructions');
    // A JEE Advanced paper opens its own instructions, whatever its theme (as the dashboard card does).
    expect(startTarget(scheduled(9, { exam_theme_assoc_id: 1, partial_marks: true })).to).toBe(
      '/student/JeeadvanceIns/9',
    );
    expect(startTarget(scheduled(9, { exam_theme_assoc_id: 2 }))).toMatchObject({
      to: '/student/InstructionPage',
      state: { examId: 9 },
    });
  });

  test('001 §2.2: an attempt whose attending_status is LateSubmission shows the late-submission flag', () => {
    expect(isLateSubmission(scheduled(1, {}, 'LateSubmission'))).toBe(true);
    expect(isLateSubmission(scheduled(1))).toBe(false);
  });

  test("001 §2.2 /: the result link only once released; before, 'Result will be declared on {date}' (max(end, result_on))", () => {
    const notReleased = scheduled(4, {
      exam_given: true,
      exam_end_date: '2026-11-22T05:30:00Z',
      // The API's instants carry their zone (toISOString); shown in IST on every device (decision 0022).
      result_declared_on: '2026-11-23T05:30:00Z',
    });
    expect(resultCell(notReleased, 1, 1)).toEqual({
      kind: 'text',
      text: 'Result will be declared on 23 Nov 2026, 11:00 AM',
    });
    // A quiz given early is not released either while the exam is open for others.
    expect(resultCell(notReleased, 3, 1)).toMatchObject({ kind: 'text' });
    expect(resultCell(scheduled(4, { exam_given: true, is_expired: true, result_released: true }), 1, 1)).toMatchObject(
      { kind: 'link', to: '/student/result/4' },
    );
  });

  test('001 §2.2: students of school 40059 get no result; exams not given have none', () => {
    expect(resultCell(scheduled(4, { exam_given: true, is_expired: true, result_released: true }), 1, 40059)).toEqual({
      kind: 'none',
    });
    expect(resultCell(scheduled(4), 1, 1)).toEqual({ kind: 'none' });
  });
});

describe('question-paper link (001 §2.2, §6)', () => {
  beforeEach(() =>
    setRuntimeConfig(
      normaliseRuntimeConfig({
        apiBaseUrl: '/api/',
        links: { questionPaper: 'https://results.example.in/question-paper' },
      }),
    ),
  );

  it('a given exam links to the result host with ExamScheduleId and StudentId; none before it is given or for school 40059', () => {
    const given = scheduled(9, { exam_given: true });
    const url = questionPaperLink(given, 1, 77);
    expect(url && new URL(url).searchParams.get('ExamScheduleId')).toBe(String(given.id));
    expect(url && new URL(url).searchParams.get('StudentId')).toBe('77');
    expect(questionPaperLink(scheduled(10), 1, 77)).toBeNull();
    expect(questionPaperLink(given, 40059, 77)).toBeNull();
  });
});

describe('Start only when the exam can start (001 §2.2, 000 §4)', () => {
  it('offers Start inside the window only', () => {
    expect(startAction(scheduled(1, { can_start: true }))).toEqual({ kind: 'start' });
  });
  it("before the window: 'Opens {date, time}', no Start", () => {
    expect(
      startAction(scheduled(2, { can_start: false, is_expired: false, exam_start_date: '2026-11-29T04:30:00.000Z' })),
    ).toEqual({ kind: 'text', text: expect.stringMatching(/^Opens 29 Nov 2026, \d{1,2}:\d\d (AM|PM)$/) });
  });
  it('after the window and not given: closed, no Start the server would refuse', () => {
    expect(startAction(scheduled(3, { can_start: false, is_expired: true }))).toEqual({
      kind: 'text',
      text: 'Exam window is closed',
    });
  });
  it("status 7 (000 §4): after the window and never started, Practice with the note 'Rank is not available because you are taking it outside the test window'", () => {
    const note = 'Rank is not available because you are taking it outside the test window';
    expect(startAction(scheduled(5, { can_start: false, is_expired: true, practice: 'available' }))).toEqual({
      kind: 'practice',
      note,
    });
    expect(startAction(scheduled(5, { can_start: false, is_expired: true, practice: 'running' }))).toEqual({
      kind: 'practice',
      note,
    });
    expect(startAction(scheduled(5, { can_start: false, is_expired: true, practice: 'submitted' }))).toEqual({
      kind: 'none',
    });
  });
  it('a submitted practice attempt links to its result at once (released, without rank); none for school 40059', () => {
    const done = scheduled(6, { can_start: false, is_expired: true, practice: 'submitted' });
    expect(resultCell(done, 1, 1)).toMatchObject({ kind: 'link', to: '/student/result/6', state: { practice: true } });
    expect(resultCell(done, 1, 40059)).toEqual({ kind: 'none' });
    expect(resultCell(scheduled(6, { can_start: false, is_expired: true, practice: 'running' }), 1, 1)).toEqual({
      kind: 'none',
    });
  });
  it('given: nothing to start', () => {
    expect(startAction(scheduled(4, { exam_given: true, can_start: false }))).toEqual({ kind: 'none' });
  });
});
