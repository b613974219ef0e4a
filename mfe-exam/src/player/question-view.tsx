import { useId } from 'react';
import { QUESTION_TYPE, type AllottedQuestion } from '@classroom/shared/contract';
import { RichText } from '@classroom/shared/math';
import { filterNumeric, toggleMultiple, toggleSingle, type Answer } from './answers';
import { NumericKeypad } from './numeric-keypad';
import styles from './player.module.css';

const OPTION_KEYS = ['option1', 'option2', 'option3', 'option4'] as const;
const LETTERS = ['A', 'B', 'C', 'D'];

/**
 * One question (001 §2.4, §3, §5): its sanitised HTML, then radio-like options (choosing the chosen option
 * again deselects it), checkboxes, or a numeric field that keeps only a leading minus, digits and one point.
 */
export function QuestionView({ question, draft, onChange, disabled }: { question: AllottedQuestion; draft: Answer; onChange: (answer: Answer) => void; disabled: boolean }) {
  const id = useId();
  const type = question.question_type_id;
  const bank = question.question_bank_assoc;
  const kind = type === QUESTION_TYPE.single ? 'Single choice' : type === QUESTION_TYPE.multiple ? 'Multiple choice' : 'Numeric answer';
  return (
    <section className={styles.question} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.questionTitle}>
        Question {question.serial_no} <span className={styles.questionKind}>{kind}</span>
      </h2>
      <RichText id={`${id}-text`} className={styles.questionText} html={bank.question} />
      {type === QUESTION_TYPE.numeric ? (
        <div className={styles.numeric}>
          <label htmlFor={`${id}-answer`}>Your answer</label>
          <input
            id={`${id}-answer`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={`${id}-text`}
            value={draft.text}
            disabled={disabled}
            onChange={(e) => onChange({ ...draft, text: filterNumeric(e.target.value) })}
          />
          <NumericKeypad inputId={`${id}-answer`} value={draft.text} disabled={disabled} onChange={(text) => onChange({ ...draft, text })} />
        </div>
      ) : (
        <fieldset className={styles.options} aria-describedby={`${id}-text`}>
          <legend className="cp-visually-hidden">{type === QUESTION_TYPE.single ? 'Choose one option' : 'Choose all correct options'}</legend>
          {OPTION_KEYS.map((key, index) => {
            const html = bank[key];
            if (html === null || html === undefined) return null;
            const checked = draft.options[index] === true;
            return (
              <label key={key} className={`${styles.option} ${checked ? styles.optionChosen : ''}`}>
                {type === QUESTION_TYPE.single ? (
                  <input
                    type="radio"
                    name={`${id}-option`}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => undefined}
                    onClick={() => onChange(toggleSingle(draft, index))}
                  />
                ) : (
                  <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onChange(toggleMultiple(draft, index))} />
                )}
                <span className={styles.optionLetter} aria-hidden="true">{LETTERS[index]}</span>
                <span className="cp-visually-hidden">Option {LETTERS[index]}: </span>
                <RichText as="span" className={styles.optionText} html={html} />
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
