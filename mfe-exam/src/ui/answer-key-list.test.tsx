import { render, screen, within } from '@testing-library/react';
import type { AnswerKeyReply } from '@classroom/shared/contract';
import { question } from '../testing/factories';
import { AnswerKeyList } from './answer-key-list';

/** Solutions (001 §2.1 answer/{examId}): the worked solution shows under the key, sanitised. */
const keyed = (serial: number, solution: string | null): AnswerKeyReply['questions'][number] => ({
  ...question(serial, 11, 3, { ans_given: '4' }),
  correct_answer: '4',
  correct: true,
  marks: 4,
  solution,
});

test('each question with a solution shows it under the key, its HTML sanitised', () => {
  render(
    <AnswerKeyList
      questions={[keyed(1, '<p>$a = \\frac{20}{5} = 4$<img src="x" onerror="window.hacked = 1"></p>'), keyed(2, null)]}
    />,
  );
  const first = screen.getByRole('region', { name: 'Solution' });
  expect(first.textContent).toContain('20');
  expect(first.querySelector('[onerror]')).toBeNull();
  expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  // Question 2 has none: no empty Solution block.
  expect(screen.getAllByRole('region', { name: 'Solution' })).toHaveLength(1);
  expect(within(screen.getByRole('listitem', { name: /Question 2/ })).queryByText('Solution')).toBeNull();
});

test('the question paper (no answers) shows no solutions', () => {
  render(<AnswerKeyList questions={[keyed(1, '<p>Worked: $4$</p>')]} showAnswers={false} />);
  expect(screen.queryByRole('region', { name: 'Solution' })).toBeNull();
  expect(screen.queryByText(/Worked/)).toBeNull();
});
