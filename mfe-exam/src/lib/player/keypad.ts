/**
 * The on-screen numeric keypad of a type-3 question, as in the NTA interface (docs/decisions/0004): digits, '.', '-',
 * Backspace and Clear All. Every key goes through the same 001 §5 filter as typing, so the keypad can
 * never produce what the keyboard could not (an optional leading minus, digits, at most one point).
 */
import { filterNumeric } from './answers';

export type KeypadKey =
  '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'Backspace' | 'Clear All';

/** Key rows in NTA order. */
export const KEYPAD_ROWS: readonly (readonly KeypadKey[])[] = [
  ['Backspace'],
  ['7', '8', '9'],
  ['4', '5', '6'],
  ['1', '2', '3'],
  ['0', '.', '-'],
  ['Clear All'],
];

/** The answer text after pressing `key`. '-' only counts at the start (001 §5: an optional minus sign). */
export function pressKey(text: string, key: KeypadKey): string {
  if (key === 'Backspace') return text.slice(0, -1);
  if (key === 'Clear All') return '';
  if (key === '-') return text.startsWith('-') ? text : filterNumeric(`-${text}`);
  return filterNumeric(text + key);
}
