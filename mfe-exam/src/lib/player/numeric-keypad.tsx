import { KEYPAD_ROWS, pressKey, type KeypadKey } from './keypad';
import styles from './player.module.css';

const LABELS: Partial<Record<KeypadKey, string>> = { '.': 'Decimal point', '-': 'Minus sign' };

/**
 * The NTA-style on-screen keypad beside the keyboard (docs/decisions/0004). Buttons are real buttons (Tab/Enter/Space
 * work); each press updates the same answer as typing and keeps focus on the keypad, so a screen reader
 * hears the field's new value through the live region.
 */
export function NumericKeypad({
  inputId,
  value,
  disabled,
  onChange,
  hide,
}: {
  inputId: string;
  value: string;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Keys left out (an integer answer has no '.'). */ hide?: readonly KeypadKey[];
}) {
  return (
    <div className={styles.keypad} role="group" aria-label="On-screen numeric keypad" aria-controls={inputId}>
      {KEYPAD_ROWS.map((row) => (
        <div key={row.join('')} className={styles.keypadRow}>
          {row
            .filter((key) => !hide?.includes(key))
            .map((key) => (
              <button
                key={key}
                type="button"
                className={`${styles.key} ${key.length > 1 ? styles.keyWide : ''}`}
                aria-label={LABELS[key]}
                disabled={disabled}
                onClick={() => onChange(pressKey(value, key))}
              >
                {key}
              </button>
            ))}
        </div>
      ))}
      <p className="cp-visually-hidden" aria-live="polite">
        {value ? `Answer: ${value}` : 'Answer empty'}
      </p>
    </div>
  );
}
