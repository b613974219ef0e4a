import { normaliseRuntimeConfig, setRuntimeConfig } from '@classroom/shared/config';
import { durationText, examAction, instructionRoute } from './exam-action';

const exam = (exam_status: number, exam_theme_assoc_id = 1, partial_marks = false) => ({
  id: 5,
  exam_name: 'JEE Main Mock 1',
  exam_status,
  exam_theme_assoc_id,
  exam_type_assoc: 1,
  partial_marks,
  exam_schedule_id: 21,
});
const enrolled = { studentId: 12, schoolId: 1 };
const school40059 = { studentId: 12, schoolId: 40059 };

describe('dashboard exam status (000 §4, 001 §4.7)', () => {
  beforeEach(() =>
    setRuntimeConfig(
      normaliseRuntimeConfig({
        apiBaseUrl: '/api/',
        links: { questionPaper: 'https://results.example.in/question-paper' },
      }),
    ),
  );
  it("001 §4.7: 1 is a disabled 'Coming soon'", () => {
    expect(examAction(exam(1), enrolled)).toEqual({ kind: 'disabled', label: 'Coming soon' });
  });

  it('001 §4.7: 2 is an Active tag with Start, 3 an Active tag with Continue', () => {
    expect(examAction(exam(2), enrolled)).toMatchObject({
      kind: 'start',
      label: 'Start',
      activeTag: true,
      to: '/student/instruction/5',
    });
    expect(examAction(exam(3), enrolled)).toMatchObject({ kind: 'continue', label: 'Continue', activeTag: true });
  });

  it("001 §4.7: 4 is Result; for school 40059 the text 'Thank you for participating' replaces it", () => {
    expect(examAction(exam(4), enrolled)).toEqual({
      kind: 'result',
      label: 'Result',
      to: '/student/result/5',
      state: { exam_name: 'JEE Main Mock 1', result_released: true },
    });
    expect(examAction(exam(4), school40059)).toEqual({ kind: 'text', label: 'Thank you for participating' });
  });

  it("001 §4.7: 5 is a disabled 'Result coming soon'", () => {
    expect(examAction(exam(5), enrolled)).toEqual({ kind: 'disabled', label: 'Result coming soon' });
  });

  it("000 §4 status 7 (window closed, not given): Practice with the note, to the exam's instructions (the practice attempt) — never Start", () => {
    expect(examAction(exam(7), enrolled)).toEqual({
      kind: 'practice',
      label: 'Practice',
      note: 'Rank is not available because you are taking it outside the test window',
      to: '/student/instruction/5',
      state: { examId: 5, exam_id: 5, exam_name: 'JEE Main Mock 1', exam_type: 1, studentId: 12 },
    });
    expect(examAction(exam(7, 3), enrolled)).toMatchObject({ kind: 'practice', to: '/student/generic/5/instructions' });
  });

  it.each([0, 6, 8, 99])(
    "001 §4.7: any other value (%p) is 'Download Question Paper' with ExamScheduleId (the scheduled attempt, as on the test list) and StudentId",
    (status) => {
      const action = examAction(exam(status), enrolled);
      expect(action).toEqual({
        kind: 'download',
        label: 'Download Question Paper',
        href: 'https://results.example.in/question-paper?ExamScheduleId=21&StudentId=12',
      });
      expect(examAction({ ...exam(status), exam_schedule_id: null }, enrolled)).toEqual({ kind: 'none' });
    },
  );

  it('offers no download when the gateway configures no result host (runtime config)', () => {
    setRuntimeConfig(normaliseRuntimeConfig({ apiBaseUrl: '/api/' }));
    expect(examAction(exam(6), enrolled)).toEqual({ kind: 'none' });
  });

  it('000 §6: school 40059 gets no question-paper download', () => {
    expect(examAction(exam(6), school40059)).toEqual({ kind: 'none' });
  });
});

describe('Start route by exam_theme_assoc_id (000 §4)', () => {
  it('000 §4: theme 1 → /student/instruction/{id}, 3 → /student/generic/{id}/instructions, otherwise /student/InstructionPage', () => {
    expect(instructionRoute({ id: 5, exam_theme_assoc_id: 1, partial_marks: false })).toBe('/student/instruction/5');
    expect(instructionRoute({ id: 5, exam_theme_assoc_id: 3, partial_marks: false })).toBe(
      '/student/generic/5/instructions',
    );
    expect(instructionRoute({ id: 5, exam_theme_assoc_id: 2, partial_marks: false })).toBe('/student/InstructionPage');
  });

  it('001 §2.1: a JEE Advanced paper (partial_marks) opens /student/JeeadvanceIns/{id}, whatever its theme', () => {
    expect(instructionRoute({ id: 5, exam_theme_assoc_id: 1, partial_marks: true })).toBe('/student/JeeadvanceIns/5');
    expect(examAction(exam(2, 1, true), enrolled)).toMatchObject({ kind: 'start', to: '/student/JeeadvanceIns/5' });
    expect(examAction(exam(3, 3, true), enrolled)).toMatchObject({ kind: 'continue', to: '/student/JeeadvanceIns/5' });
  });

  it('000 §4: Start and Continue follow the theme', () => {
    expect(examAction(exam(2, 3), enrolled)).toMatchObject({ to: '/student/generic/5/instructions' });
    expect(examAction(exam(3, 2), enrolled)).toMatchObject({
      to: '/student/InstructionPage',
      state: { exam_id: 5, exam_type: 1, studentId: 12 },
    });
  });

  it('001 §2.1: a theme-2 card opens /student/InstructionPage with the exam id in the state that page reads (examId)', () => {
    for (const status of [2, 3, 7]) {
      expect(examAction(exam(status, 2), enrolled)).toMatchObject({
        to: '/student/InstructionPage',
        state: { examId: 5 },
      });
    }
  });

  it('000 §3: durations are minutes', () => {
    expect(durationText(180)).toBe('180 min');
  });
});
