import { memo, useCallback, useId, useRef } from 'react';
import { QUESTION_TYPE, type AllottedQuestion } from '@classroom/shared/contract';
import { KeptTexts } from './kept-texts-view';
import { answerFormatOf, filterNumeric, toggleMultiple, toggleSingle, type Answer } from './answers';
import { NumericKeypad } from './numeric-keypad';
import { MatchingLists } from './matching-lists';
import { TypedAnswer } from './typed-answer';
import styles from './player.module.css';

const OPTION_KEYS = ['option1', 'option2', 'option3', 'option4'] as const;
const LETTERS = ['A', 'B', 'C', 'D'];
/** The question kind beside its number (001 §3 types 1–3; JEE Advanced types 4, 5). */
const KINDS: Record<number, string> = {
  1: 'Single choice',
  2: 'Multiple choice',
  3: 'Numeric answer',
  4: 'Integer answer',
  5: 'Matching lists',
};

/**
 * One question (001 §2.4, §3, §5): its sanitised HTML, then radio-like options (choosing the chosen option
 * again deselects it), checkboxes, or a numeric field that keeps only a leading minus, digits and one point.
 * JEE Advanced: an integer question (4) or a numerical value with the paper's precision gets the typed
 * field of ../jee-advanced/typed-answer; a matching question (5) shows List-I and List-II, then its four combinations
 * as radio-like options.
 * The question's text and each option are memoised: their typeset HTML comes from the render cache
 * (`warmRichText`), and a change of the draft re-renders only the options whose checked state changed.
 * The panel is kept from one question to the next (decision 0029: a palette click changes what the card, its
 * heading and options show instead of building them anew); every control shows the `draft` it is given. The typeset
 * texts (the question's and each option's) keep the last few shown and those of `ahead` — the question likely next,
 * the following one in serial order — laid out and hidden (decision 0029: kept texts; `KeptTexts`), so a
 * click to one of them shows it without laying its formulas out; each question's text is its own element, so a wide
 * formula's sideways scroll is not carried to the next question.
 */
export function QuestionView({
  question,
  ahead = null,
  draft,
  onChange,
  disabled,
}: {
  question: AllottedQuestion;
  ahead?: AllottedQuestion | null;
  draft: Answer;
  onChange: (answer: Answer) => void;
  disabled: boolean;
}) {
  const id = useId();
  const type = question.question_type_id;
  const bank = question.question_bank_assoc;
  const kind = KINDS[type];
  const oneOption = type === QUESTION_TYPE.single || type === QUESTION_TYPE.matching;
  const typed = type === QUESTION_TYPE.integer || (type === QUESTION_TYPE.numeric && bank.answer_decimals != null);
  // One toggle for the panel's life, reading the latest draft: choosing an option re-renders the options whose
  // state changed, not the question's text or the other options.
  const latest = useRef({ draft, onChange, oneOption });
  latest.current = { draft, onChange, oneOption };
  const toggle = useCallback((index: number) => {
    const { draft: now, onChange: change, oneOption: one } = latest.current;
    change(one ? toggleSingle(now, index) : toggleMultiple(now, index));
  }, []);
  return (
    <section className={styles.question} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.questionTitle}>
        Question {question.serial_no} <span className={styles.questionKind}>{kind}</span>
      </h2>
      <KeptTexts
        id={`${id}-text`}
        textClassName={styles.questionText}
        html={bank.question}
        ahead={ahead?.question_bank_assoc.question ?? null}
      />
      {type === QUESTION_TYPE.matching && <MatchingLists listOne={bank.list_one ?? []} listTwo={bank.list_two ?? []} />}
      {typed ? (
        <TypedAnswer
          key={question.id}
          type={type}
          format={answerFormatOf(question)}
          value={draft.text}
          disabled={disabled}
          describedBy={`${id}-text`}
          onChange={(text) => onChange({ ...draft, text })}
        />
      ) : type === QUESTION_TYPE.numeric ? (
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
          <NumericKeypad
            inputId={`${id}-answer`}
            value={draft.text}
            disabled={disabled}
            onChange={(text) => onChange({ ...draft, text })}
          />
        </div>
      ) : (
        <fieldset className={styles.options} aria-describedby={`${id}-text`}>
          <legend className="cp-visually-hidden">
            {type === QUESTION_TYPE.matching
              ? 'Choose the correct combination'
              : oneOption
                ? 'Choose one option'
                : 'Choose all correct options'}
          </legend>
          {OPTION_KEYS.map((key, index) => {
            const html = bank[key];
            if (html === null || html === undefined) return null;
            return (
              <OptionChoice
                key={key}
                index={index}
                html={html}
                ahead={aheadOption(ahead, key)}
                name={`${id}-option`}
                oneOption={oneOption}
                checked={draft.options[index] === true}
                disabled={disabled}
                onToggle={toggle}
              />
            );
          })}
        </fieldset>
      )}
    </section>
  );
}

/** Option `key`'s text of the question likely next, if it has such an option (kept laid out: `KeptTexts`). */
function aheadOption(ahead: AllottedQuestion | null, key: (typeof OPTION_KEYS)[number]): string | null {
  const html = ahead?.question_bank_assoc[key];
  return typeof html === 'string' ? html : null;
}

/**
 * One option (001 §2.4, §5): a radio-like input (choosing the chosen one again deselects it: `onToggle` decides) or a
 * checkbox, its letter and its typeset text (kept with the next question's same option: `KeptTexts`). Memoised: it
 * renders again only when its own checked or disabled state, texts or name change (`onToggle(index)` is stable for the
 * question's life).
 */
const OptionChoice = memo(function OptionChoice({
  index,
  html,
  ahead,
  name,
  oneOption,
  checked,
  disabled,
  onToggle,
}: {
  index: number;
  html: string;
  ahead: string | null;
  name: string;
  oneOption: boolean;
  checked: boolean;
  disabled: boolean;
  onToggle: (index: number) => void;
}) {
  return (
    <label className={`${styles.option} ${checked ? styles.optionChosen : ''}`}>
      {oneOption ? (
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={() => undefined}
          onClick={() => onToggle(index)}
        />
      ) : (
        <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(index)} />
      )}
      <span className={styles.optionLetter} aria-hidden="true">
        {LETTERS[index]}
      </span>
      <span className="cp-visually-hidden">Option {LETTERS[index]}: </span>
      <KeptTexts as="span" className={styles.optionText} html={html} ahead={ahead} />
    </label>
  );
});
