import { mppAction } from './mpp-action';

const ctx = { studentId: 12, userId: 34, token: 't'.repeat(24), studentName: 'Aarav Sharma' };

describe('MPP card button (000 §4 MPP card, 001 §4.7)', () => {
  it("000 §4: button 'Result' means completed and opens /student/dpp-result/{id}", () => {
    expect(mppAction({ id: 7, button: 'Result' }, ctx)).toEqual({
      kind: 'result',
      label: 'Result',
      tone: 'success',
      to: '/student/dpp-result/7',
    });
  });

  it("000 §4: 'Continue' means in progress (orange) and opens InstructionsGenericDpp with the spec's state", () => {
    expect(mppAction({ id: 7, button: 'Continue' }, ctx)).toEqual({
      kind: 'continue',
      label: 'Continue',
      tone: 'warning',
      to: '/student/InstructionsGenericDpp',
      state: { studentId: 12, userId: 34, token: ctx.token, ExamScheduleId: 7, studentName: 'Aarav Sharma' },
    });
  });

  it.each(['Start', 'Pending', '', 'anything'])(
    "000 §4: any other button (%p) means pending: red 'Start'",
    (button) => {
      const action = mppAction({ id: 9, button }, ctx);
      expect(action.kind).toBe('start');
      expect(action.label).toBe('Start');
      expect(action.tone).toBe('danger');
      expect(action.to).toBe('/student/InstructionsGenericDpp');
      expect(action.state?.ExamScheduleId).toBe(9);
    },
  );
});
