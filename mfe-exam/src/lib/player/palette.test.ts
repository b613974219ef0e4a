import { PALETTE } from '@classroom/shared/contract';
import { countStatuses, sameStatuses, saveToast, statusAfterSave, statusOnLeave, tileLabel, withCode } from './palette';
import { status, statuses } from '../../testing/factories';

describe('palette (001 §4.1, §2.5, §3)', () => {
  test('001 §4.1: Save & Next / Next set answered (1) if an answer exists, otherwise not answered (4)', () => {
    expect(statusAfterSave(true, false)).toBe(PALETTE.answered);
    expect(statusAfterSave(false, false)).toBe(PALETTE.notAnswered);
  });

  test('001 §4.1: Mark for Review sets answered-and-marked (3) if answered, otherwise not-answered-and-marked (2)', () => {
    expect(statusAfterSave(true, true)).toBe(PALETTE.answeredAndMarked);
    expect(statusAfterSave(false, true)).toBe(PALETTE.markedForReview);
  });

  test('001 §4.1: a question not visited (0) becomes not answered (4) once it has been left without an answer', () => {
    expect(statusOnLeave(PALETTE.notVisited)).toBe(PALETTE.notAnswered);
    expect(statusOnLeave(PALETTE.answered)).toBe(PALETTE.answered);
    expect(statusOnLeave(PALETTE.markedForReview)).toBe(PALETTE.markedForReview);
  });

  test('001 §4.1: the counts are recomputed from the status list returned by the server', () => {
    const list = [status(1, 1, 1), status(2, 1, 2), status(3, 1, 3), status(4, 1, 4), status(5, 1, 0), status(6, 1, 1)];
    expect(countStatuses(list)).toEqual({
      total: 6,
      answered: 2,
      markedForReview: 1,
      answeredAndMarked: 1,
      notAnswered: 1,
      notVisited: 1,
    });
  });

  test('001 §4.1: the unanswered and not-visited counts shift by one for the current question if it has never been timed', () => {
    const list = statuses(1, 3, 1);
    expect(countStatuses(list, { serial: 1, timed: false })).toMatchObject({ notVisited: 2, notAnswered: 1 });
    expect(countStatuses(list, { serial: 1, timed: true })).toMatchObject({ notVisited: 3, notAnswered: 0 });
    expect(countStatuses(withCode(list, 1, 1), { serial: 1, timed: false })).toMatchObject({
      notVisited: 2,
      notAnswered: 0,
      answered: 1,
    });
  });

  test('001 §4.1: the toast after a save names the new status', () => {
    expect(saveToast(PALETTE.notAnswered)).toBe('Not answered');
    expect(saveToast(PALETTE.answered)).toBe('Answer saved');
    expect(saveToast(PALETTE.markedForReview)).toBe('Not answered & marked for review');
    expect(saveToast(PALETTE.answeredAndMarked)).toBe('Answer saved & marked for review');
  });

  test('DESIGN palette: each tile carries its state in its accessible name', () => {
    expect(tileLabel(12, PALETTE.answeredAndMarked)).toBe('Question 12, answered and marked for review');
    expect(tileLabel(1, PALETTE.notVisited)).toBe('Question 1, not visited');
    expect(tileLabel(3, PALETTE.notAnswered)).toBe('Question 3, not answered');
    // Decision 0004: an answer that could not reach the server says it is on the device only.
    expect(tileLabel(4, PALETTE.answered, true)).toBe('Question 4, answered, kept on this device, not saved yet');
  });
});

test('sameStatuses: a reply that shows every tile as the screen does is the same palette; one changed code is not', () => {
  const list = [status(1, 11, 4), status(2, 11, 0)];
  expect(
    sameStatuses(
      list,
      list.map((e) => ({ ...e })),
    ),
  ).toBe(true);
  expect(sameStatuses(list, [status(1, 11, 4), status(2, 11, 1)])).toBe(false);
  expect(sameStatuses(list, [status(1, 11, 4)])).toBe(false);
});
