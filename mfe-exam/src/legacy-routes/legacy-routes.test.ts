import { LEGACY_ROUTES, legacyExamId, resolveLegacy } from './legacy-routes';

const target = (name: string) => LEGACY_ROUTES.find((t) => t.name === name)!;

describe('legacy route names of 001 §2.1 lead to real screens', () => {
  it('takes the exam id from the path, then the route state, then the query', () => {
    expect(legacyExamId('12', null, '')).toBe(12);
    expect(legacyExamId(undefined, { exam_id: 7 }, '')).toBe(7);
    expect(legacyExamId(undefined, { ExamScheduleId: '9' }, '')).toBe(9);
    expect(legacyExamId(undefined, { exam: { id: 5 } }, '')).toBe(5);
    expect(legacyExamId(undefined, null, '?examId=3')).toBe(3);
    expect(legacyExamId('abc', { examId: -1 }, '?examId=2147483648')).toBeNull();
  });

  it('ExamScreenGeneric with an id opens the offline exam screen; InstructionsGeneric its instructions', () => {
    expect(resolveLegacy(target('ExamScreenGeneric'), 4, null).path).toBe('/student/generic/4/exam');
    expect(resolveLegacy(target('InstructionsGenericSecond'), 4, null).path).toBe('/student/generic/4/instructions');
  });

  it('the DPP screens get the ExamScheduleId the DPP instructions read', () => {
    expect(resolveLegacy(target('InstructionsGenericSecondDpp'), 8, { studentName: 'Aarav' })).toEqual({
      path: '/student/InstructionsGenericDpp',
      state: { studentName: 'Aarav', ExamScheduleId: 8 },
    });
  });

  it('without an id, a screen returns to its list instead of an error', () => {
    expect(resolveLegacy(target('objectiveexam'), null, null).path).toBe('/student/objectivetest');
    expect(resolveLegacy(target('ExamScreenGenericDpp'), null, null).path).toBe('/student/dpp-list/all');
  });

  it('StudentObjectiveTest is the test list and keeps its exam_type state (My Test / Assignments / Quiz)', () => {
    expect(resolveLegacy(target('StudentObjectiveTest'), null, { exam_type: 3 })).toEqual({
      path: '/student/objectivetest',
      state: { exam_type: 3 },
    });
  });
});
