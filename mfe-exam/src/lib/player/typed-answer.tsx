import { useId, useState } from 'react';
import { QUESTION_TYPE } from '@classroom/shared/contract';
import type { AnswerFormat } from '@classroom/shared/exam-rules';
import { NumericKeypad } from './numeric-keypad';
import { keepTyped, typedAnswerHint, typingMessage } from './typed-answer-rules';
import styles from './answer-input.module.css';

/**
 * The typed answer of a JEE Advanced integer (type 4) or numerical-value (type 3 with the paper's precision) question
 * (001 §5): a labelled text field — inputMode 'numeric' for an integer, 'decimal' for a value — with the
 * format as its hint, the on-screen keypad, and a message when a key is dropped ('Enter a whole number from 0 to 9',
 * 'Enter a number') or the text breaks the paper's format ('Enter the value with at most 2 decimal places'). `value` is
 * the draft text; `onChange` gets the kept text. `describedBy` is the question text's id.
 */
export function TypedAnswer({
  type,
  format,
  value,
  disabled,
  describedBy,
  onChange,
}: {
  type: number;
  format: AnswerFormat;
  value: string;
  disabled: boolean;
  describedBy: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const integer = type === QUESTION_TYPE.integer;
  const handle = (raw: string) => {
    setMessage(typingMessage(type, raw, format));
    onChange(keepTyped(type, raw, format));
  };
  return (
    <div className={styles.typed}>
      <label htmlFor={`${id}-answer`}>{integer ? 'Your answer (integer)' : 'Your answer (numerical value)'}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {typedAnswerHint(type, format)}
      </p>
      <input
        id={`${id}-answer`}
        type="text"
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        aria-describedby={`${id}-hint ${id}-message ${describedBy}`}
        aria-invalid={message ? true : undefined}
        value={value}
        disabled={disabled}
        onChange={(e) => handle(e.target.value)}
      />
      <p id={`${id}-message`} className={styles.message} aria-live="polite">
        {message ?? ''}
      </p>
      <NumericKeypad
        inputId={`${id}-answer`}
        value={value}
        disabled={disabled}
        onChange={handle}
        hide={integer ? ((format.range?.min ?? 0) < 0 ? ['.'] : ['.', '-']) : undefined}
      />
    </div>
  );
}
