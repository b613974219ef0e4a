import { canGoBack, firstSerialOfSection, isMove, nextSerial, previousSerial, sectionOfSerial } from './navigation';
import { statuses } from '../../testing/factories';

// Two sections: 11 holds serials 1–3, 12 holds serials 4–5 (listed out of order on purpose).
const list = [...statuses(4, 2, 12), ...statuses(1, 3, 11)];

describe('navigation (001 §4.3)', () => {
  test('001 §4.3: Next moves to serial_no plus 1', () => {
    expect(nextSerial(list, 1)).toBe(2);
  });

  test('001 §4.3: at the end of a section Next moves to the first question of the next section', () => {
    expect(nextSerial(list, 3)).toBe(4);
    expect(sectionOfSerial(list, 4)).toBe(12);
  });

  test('001 §4.3: at the last question of the last section Next wraps to question 1', () => {
    expect(nextSerial(list, 5)).toBe(1);
  });

  test('001 §4.3: BACK is inactive on question 1', () => {
    expect(canGoBack(list, 1)).toBe(false);
    expect(previousSerial(list, 1)).toBeNull();
    expect(previousSerial(list, 4)).toBe(3);
    expect(canGoBack(list, 4)).toBe(true);
  });

  test('001 §4.3: a section tab lands on the first question of that section', () => {
    expect(firstSerialOfSection(list, 12)).toBe(4);
    expect(firstSerialOfSection(list, 99)).toBeNull();
  });

  test('001 §4.3: clicking the current question does nothing', () => {
    expect(isMove(2, 2)).toBe(false);
    expect(isMove(2, 3)).toBe(true);
  });

  test('an empty exam has no next question', () => {
    expect(nextSerial([], 1)).toBeNull();
  });
});
