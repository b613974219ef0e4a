import { dppAction, dppRowsFor, readDppState, toDppSaveBody } from './rules';

const mpp = (id: number, button: string) => ({ id, button });

describe('DPP list and routes (001 §2.1, §4.7, §7)', () => {
  test("001 §4.7: 'a status with button Result means completed. Continue means in progress. Any other button means pending'", () => {
    const list = [mpp(5, 'Start'), mpp(4, 'Result'), mpp(3, 'Continue'), mpp(2, 'result')];
    expect(dppRowsFor('all', list).map((m) => m.id)).toEqual([5, 4, 3, 2]);
    expect(dppRowsFor('attempted', list).map((m) => m.id)).toEqual([4, 2]);
    expect(dppRowsFor('pending', list).map((m) => m.id)).toEqual([5, 3]);
  });

  test("001 §4.7: 'Start or Continue opens /student/InstructionsGenericDpp'; a completed DPP links to dpp-result/{examId} (001 §2.1)", () => {
    expect(dppAction(mpp(7, 'Start'))).toEqual({ kind: 'start', to: '/student/InstructionsGenericDpp' });
    expect(dppAction(mpp(7, 'Continue'))).toEqual({ kind: 'continue', to: '/student/InstructionsGenericDpp' });
    expect(dppAction(mpp(7, 'Result'))).toEqual({ kind: 'result', to: '/student/dpp-result/7' });
  });

  test('001 §2.1: InstructionsGenericDpp state carries ExamScheduleId and studentName; without it there is no DPP', () => {
    expect(readDppState({ studentId: 1, userId: 2, token: 't', ExamScheduleId: 42, studentName: 'Diya' })).toEqual({
      examId: 42,
      studentName: 'Diya',
    });
    expect(readDppState(null)).toBeNull();
    expect(readDppState({ ExamScheduleId: 'x' })).toBeNull();
  });

  test("001 §7 DPP save: 'same fields with allotted_question_id instead of ques_id'", () => {
    expect(
      toDppSaveBody({ student_id: 1, ques_id: 9, total_seconds: 3, review_status: false, is_option1_selected: true }),
    ).toEqual({
      student_id: 1,
      allotted_question_id: 9,
      total_seconds: 3,
      review_status: false,
      is_option1_selected: true,
    });
  });
});
