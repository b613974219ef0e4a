import { pressKey } from './keypad';

describe('numeric keypad (001 §5: "The numeric field accepts only an optional minus sign, digits and at most one decimal point")', () => {
  it('appends digits and one decimal point; a second point is ignored', () => {
    expect(['1', '.', '5', '.', '2'].reduce((t, k) => pressKey(t, k as never), '')).toBe('1.52');
  });
  it("'-' puts one minus sign at the start, wherever the caret is", () => {
    expect(pressKey('12', '-')).toBe('-12');
    expect(pressKey('-12', '-')).toBe('-12');
  });
  it('Backspace removes the last character; Clear All empties the field', () => {
    expect(pressKey('-1.5', 'Backspace')).toBe('-1.');
    expect(pressKey('', 'Backspace')).toBe('');
    expect(pressKey('-1.5', 'Clear All')).toBe('');
  });
});
