import type { QuestionStatus } from '@classroom/shared/contract';
import { playerActions } from './actions';

const list: QuestionStatus[] = [1, 2, 3].map((serial) => ({
  serial_no: serial,
  section_id: serial < 3 ? 1 : 2,
  question_id: serial,
  color_id: 0,
}));

describe('player buttons (001 §2.4, §4.3, §5)', () => {
  it('SAVE & NEXT and SAVE & Mark For Review need an answer; Mark For Review & Next does not', () => {
    const save = jest.fn();
    const actions = playerActions(list, 1, save, jest.fn());
    actions.saveAndNext();
    actions.saveAndMark();
    actions.markAndNext();
    expect(save.mock.calls.map(([mode]) => mode)).toEqual([
      { review: false, requireAnswer: true, moveNext: true },
      { review: true, requireAnswer: true, moveNext: true },
      { review: true, requireAnswer: false, moveNext: true },
    ]);
  });

  it('NEXT, BACK and a section tab move by the status list; BACK is inactive on question 1; nothing moves before the exam loads', () => {
    const goTo = jest.fn();
    expect(playerActions(list, 1, jest.fn(), goTo).canGoBack).toBe(false);
    playerActions(list, 2, jest.fn(), goTo).next();
    playerActions(list, 2, jest.fn(), goTo).back();
    playerActions(list, 1, jest.fn(), goTo).selectSection(2);
    expect(goTo.mock.calls).toEqual([[3], [1], [3]]);
    const idle = jest.fn();
    const notLoaded = playerActions(undefined, 0, jest.fn(), idle);
    notLoaded.next();
    notLoaded.back();
    notLoaded.selectSection(2);
    expect(idle).not.toHaveBeenCalled();
    expect(notLoaded.canGoBack).toBe(false);
  });

  it("001 §4.1: NEXT without an answer shows 'Not answered'; with a saved answer 'Answer saved'; marked ones their own", () => {
    const coded: QuestionStatus[] = [
      { serial_no: 1, section_id: 1, question_id: 1, color_id: 0 },
      { serial_no: 2, section_id: 1, question_id: 2, color_id: 1 },
      { serial_no: 3, section_id: 1, question_id: 3, color_id: 2 },
      { serial_no: 4, section_id: 1, question_id: 4, color_id: 4 },
    ];
    const toasts: string[] = [];
    for (const serial of [1, 2, 3, 4]) playerActions(coded, serial, jest.fn(), jest.fn(), (m) => toasts.push(m)).next();
    expect(toasts).toEqual(['Not answered', 'Answer saved', 'Not answered & marked for review', 'Not answered']);
    // No move (a one-question exam wraps to itself): no toast.
    const single = [coded[0]!];
    playerActions(single, 1, jest.fn(), jest.fn(), (m) => toasts.push(m)).next();
    expect(toasts).toHaveLength(4);
  });
});
