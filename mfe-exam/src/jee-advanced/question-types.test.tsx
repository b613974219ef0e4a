import { fireEvent, render, screen, within } from '@testing-library/react';
import { loadKatex } from '@classroom/shared/math';
import { question } from '../testing/factories';
import { EMPTY_ANSWER, validateForSave, answerFormatOf, type Answer } from '../lib/player/answers';
import { QuestionView } from '../lib/player/question-view';

/** The JEE Advanced question bodies of the player (integer, numerical value, List-I / List-II). */
describe('JEE Advanced question bodies', () => {
  // The factory's texts carry TeX: with KaTeX in before the first render they are typeset at once, not re-rendered
  // after the test has ended.
  beforeAll(() => loadKatex());

  const integerQ = question(8, 14, 4, {});
  integerQ.question_bank_assoc = {
    ...integerQ.question_bank_assoc,
    option1: null,
    option2: null,
    option3: null,
    option4: null,
    answer_range: { min: 0, max: 9 },
  };

  test('an integer question: a labelled numeric field with its range, a message for a dropped key, no decimal point key', () => {
    let draft: Answer = EMPTY_ANSWER;
    const { rerender } = render(
      <QuestionView
        question={integerQ}
        draft={draft}
        disabled={false}
        onChange={(a) => {
          draft = a;
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Your answer (integer)' });
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('A whole number from 0 to 9')).toBeTruthy();
    fireEvent.change(field, { target: { value: '4.' } });
    expect(draft.text).toBe('4');
    expect(screen.getByText('Enter a whole number from 0 to 9')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    rerender(
      <QuestionView
        question={integerQ}
        draft={draft}
        disabled={false}
        onChange={(a) => {
          draft = a;
        }}
      />,
    );
    const keypad = screen.getByRole('group', { name: 'On-screen numeric keypad' });
    expect(within(keypad).queryByRole('button', { name: 'Decimal point' })).toBeNull();
    expect(validateForSave(4, { ...EMPTY_ANSWER, text: '12' }, answerFormatOf(integerQ))).toBe(
      'Enter a whole number from 0 to 9',
    );
    expect(validateForSave(4, { ...EMPTY_ANSWER, text: '7' }, answerFormatOf(integerQ))).toBeNull();
  });

  test("a numerical value with the paper's precision: inputMode decimal; three decimals are explained", () => {
    const q = question(6, 13, 3);
    q.question_bank_assoc = { ...q.question_bank_assoc, answer_decimals: 2 };
    render(<QuestionView question={q} draft={EMPTY_ANSWER} disabled={false} onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Your answer (numerical value)' });
    expect(field.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(field, { target: { value: '2.015' } });
    expect(screen.getByText('Enter the value with at most 2 decimal places')).toBeTruthy();
  });

  test('a matching question: List-I and List-II as two labelled lists, then the combinations as one-choice options', () => {
    const q = question(10, 15, 5);
    q.question_bank_assoc = {
      ...q.question_bank_assoc,
      list_one: ['Force', 'Power'],
      list_two: ['watt', 'newton'],
      option1: 'P → 2, Q → 1',
      option2: 'P → 1, Q → 2',
      option3: 'P → 1, Q → 1',
      option4: 'P → 2, Q → 2',
    };
    let draft: Answer = EMPTY_ANSWER;
    render(
      <QuestionView
        question={q}
        draft={EMPTY_ANSWER}
        disabled={false}
        onChange={(a) => {
          draft = a;
        }}
      />,
    );
    const one = screen.getByRole('region', { name: 'List-I' });
    expect(
      within(one)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['P.Force', 'Q.Power']);
    expect(
      within(screen.getByRole('region', { name: 'List-II' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.watt', '2.newton']);
    expect(screen.getByRole('group', { name: 'Choose the correct combination' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Option A: P → 2, Q → 1/ }));
    expect(draft.options).toEqual([true, false, false, false]);
  });
});
