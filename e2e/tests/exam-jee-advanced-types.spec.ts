import { expect, test, type Locator, type Page } from '@playwright/test';
import { jeeAdvancedDemoPaper } from '../../api/seed/jee-advanced-demo';
import {
  jeeAdvancedFullMarks,
  parseNumericKey,
  scoreInteger,
  scoreMatching,
  scoreMultipleCorrect,
  scoreNumeric,
  scoreSingleCorrect,
} from '../../api/src/exam/jee-advanced';
import { expectNoAxeViolations, pageApiGet, signIn } from './support';
import { importPaper } from './papers';

/**
 * A JEE Advanced paper with every question type (the seed's demo paper: single correct, one
 * or more correct, numerical value to two decimals, integer 0–9, matching List-I / List-II) is taken with the keyboard
 * in the JEE Advanced player (001 §2.1 JeeadvanceIns/{id} → JeeAdvanceExamScreen/{id}) and scored with partial marks
 * exactly as the published scheme says: the expected figures come from the scheme's functions
 * (api/src/exam/jee-advanced.ts), question by question. axe finds nothing on each type; screenshots of the integer and
 * the List-I/List-II questions at 1280 and 390 px go to the test's output folder.
 *
 * The paper is imported with its window already closed, so the section-303 student takes it as the practice attempt
 * (status 7), whose result is released at once — the scheduled attempt's result would wait for the end of
 * the window (001 §2.2). The marking is the same.
 */
const NAME = 'JEE Advanced Demo (e2e types)';

/** Presses `key` with the focus on `target` (keyboard only: focus moves there as Tab would, no pointer). */
async function press(target: Locator, key: string): Promise<void> {
  await target.focus();
  await target.press(key);
}

async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

const heading = (page: Page, n: number) => page.getByRole('heading', { name: new RegExp(`^Question ${n}\\b`) });
const actions = (page: Page) => page.getByRole('group', { name: 'Question actions' });

test('a JEE Advanced paper with every question type is taken with the keyboard and scored by the published scheme', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const now = Date.now();
  const paper = jeeAdvancedDemoPaper({
    name: NAME,
    startAt: new Date(now - 2 * 86_400_000).toISOString(),
    endAt: new Date(now - 86_400_000).toISOString(),
  });
  const examId = await importPaper(request, paper, 'section:303');

  await signIn(page, 'section-303');
  await page.waitForURL('**/student');
  await page.goto(`/student/JeeadvanceIns/${examId}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await press(page.getByRole('checkbox'), 'Space');
  await press(page.getByRole('button', { name: 'PROCEED' }), 'Enter');
  await expect(page).toHaveURL(new RegExp(`/student/JeeAdvanceExamScreen/${examId}$`));

  const saveNext = actions(page).getByRole('button', { name: 'SAVE & NEXT', exact: true });
  const radio = (letter: string) => page.getByRole('radio', { name: new RegExp(`^Option ${letter}:`) });
  const box = (letter: string) => page.getByRole('checkbox', { name: new RegExp(`^Option ${letter}:`) });
  const choose = async (control: (l: string) => Locator, letters: string[]) => {
    for (const l of letters) await press(control(l), 'Space');
  };
  const saveAndExpect = async (next: number) => {
    await press(saveNext, 'Enter');
    await expect(heading(page, next)).toBeVisible();
  };

  const marks: number[] = [];

  // 1 single correct (key 2): B.
  await expect(heading(page, 1)).toContainText('Single choice');
  await expectNoAxeViolations(page, 'JEE Advanced player: single correct');
  await choose(radio, ['B']);
  marks.push(scoreSingleCorrect(2, 2));
  await saveAndExpect(2);
  // 2 single correct (key 1): A, CLEAR, then C.
  await choose(radio, ['A']);
  await press(actions(page).getByRole('button', { name: 'CLEAR' }), 'Enter');
  await expect(radio('A')).not.toBeChecked();
  await choose(radio, ['C']);
  marks.push(scoreSingleCorrect(1, 3));
  await saveAndExpect(3);
  // 3–5 one or more correct (keys 1,3; 1,2,3,4; 1,2,3): all keyed; three of four keyed; one of three keyed.
  await expect(heading(page, 3)).toContainText('Multiple choice');
  await expectNoAxeViolations(page, 'JEE Advanced player: one or more correct');
  await choose(box, ['A', 'C']);
  marks.push(scoreMultipleCorrect([1, 3], [1, 3]));
  await saveAndExpect(4);
  await choose(box, ['A', 'B', 'D']);
  marks.push(scoreMultipleCorrect([1, 2, 3, 4], [1, 2, 4]));
  await saveAndExpect(5);
  await choose(box, ['B']);
  marks.push(scoreMultipleCorrect([1, 2, 3], [2]));
  await saveAndExpect(6);

  // 6 numerical value (key 2 ± 0.01, two decimals): a letter and a third decimal are explained, then 2.01.
  const value = page.getByRole('textbox', { name: 'Your answer (numerical value)' });
  await expect(value).toHaveAttribute('inputmode', 'decimal');
  await typeInto(value, '2x');
  await expect(page.getByText('Enter a number', { exact: true })).toBeVisible();
  await typeInto(value, '2.015');
  await expect(page.getByText('Enter the value with at most 2 decimal places')).toBeVisible();
  await expectNoAxeViolations(page, 'JEE Advanced player: numerical value with its message');
  await press(saveNext, 'Enter');
  await expect(heading(page, 6)).toBeVisible();
  await typeInto(value, '2.01');
  marks.push(scoreNumeric(parseNumericKey('2', 0.01), '2.01'));
  await saveAndExpect(7);
  // 7 numerical value (range 0.98..1.02): 1.05, outside.
  await typeInto(value, '1.05');
  marks.push(scoreNumeric(parseNumericKey('0.98..1.02'), '1.05'));
  await saveAndExpect(8);

  // 8 integer (key 2, 0–9): a decimal point is refused with the message; then 2 by the on-screen keypad.
  const integer = page.getByRole('textbox', { name: 'Your answer (integer)' });
  await expect(heading(page, 8)).toContainText('Integer answer');
  await expect(integer).toHaveAttribute('inputmode', 'numeric');
  // 0–9 has no decimal point nor minus sign on the keypad.
  await expect(
    page.getByRole('group', { name: 'On-screen numeric keypad' }).getByRole('button', { name: 'Decimal point' }),
  ).toHaveCount(0);
  await typeInto(integer, '1.5');
  await expect(integer).toHaveValue('15');
  await expect(page.getByText('Enter a whole number from 0 to 9')).toBeVisible();
  await press(
    page.getByRole('group', { name: 'On-screen numeric keypad' }).getByRole('button', { name: 'Clear All' }),
    'Enter',
  );
  await press(
    page.getByRole('group', { name: 'On-screen numeric keypad' }).getByRole('button', { name: '2', exact: true }),
    'Enter',
  );
  await expect(integer).toHaveValue('2');
  await expectNoAxeViolations(page, 'JEE Advanced player: integer');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`integer-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(page, 'JEE Advanced player: integer at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  marks.push(scoreInteger(2, '2'));
  await saveAndExpect(9);
  // 9 integer (key 7): left unanswered, Mark For Review & Next.
  await press(actions(page).getByRole('button', { name: 'Mark For Review & Next' }), 'Enter');
  marks.push(0);
  await expect(heading(page, 10)).toBeVisible();

  // 10 matching (key 1): List-I and List-II each item on its own line; option A.
  await expect(heading(page, 10)).toContainText('Matching lists');
  const listOne = page.getByRole('region', { name: 'List-I', exact: true });
  const listTwo = page.getByRole('region', { name: 'List-II', exact: true });
  await expect(listOne.getByRole('listitem')).toHaveCount(4);
  await expect(listTwo.getByRole('listitem')).toHaveCount(4);
  await expect(listOne.getByRole('listitem').first()).toContainText('P.');
  await expect(listTwo.getByRole('listitem').nth(3)).toContainText('4.');
  const [p, q] = [
    await listOne.getByRole('listitem').nth(0).boundingBox(),
    await listOne.getByRole('listitem').nth(1).boundingBox(),
  ];
  expect(q!.y).toBeGreaterThanOrEqual(p!.y + p!.height);
  await expect(radio('A')).toHaveAccessibleName(/^Option A: P → 3, Q → 4, R → 2, S → 1/);
  await choose(radio, ['A']);
  await expectNoAxeViolations(page, 'JEE Advanced player: matching lists');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`matching-${width}.png`), fullPage: true });
  }
  await expectNoAxeViolations(page, 'JEE Advanced player: matching lists at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  marks.push(scoreMatching(1, 1));
  await saveAndExpect(11);
  // 11 matching (key 2): option C.
  await choose(radio, ['C']);
  marks.push(scoreMatching(2, 3));
  // After the last question the player returns to the first.
  await saveAndExpect(1);

  await press(actions(page).getByRole('button', { name: 'SUBMIT' }), 'Enter');
  const summary = page.getByRole('dialog', { name: 'Exam Summary' });
  await expect(summary).toContainText(/Answered\s*10/);
  await expect(summary).toContainText(/Marked for Review\s*1/);
  await press(summary.getByRole('button', { name: 'Yes' }), 'Enter');
  await expect(page).toHaveURL(/\/student\/SubmitSuccessfully$/, { timeout: 30_000 });

  // The figures, from the scheme: per question and in total; the maximum is the scheme's full marks per type.
  const types = paper.sections.flatMap((s) => s.questions.map((question) => question.type));
  const expected = marks.reduce((a, b) => a + b, 0);
  const max = types.reduce((sum, t) => sum + jeeAdvancedFullMarks(t), 0);
  const reply = await pageApiGet<{
    score: number;
    max_marks: number;
    questions: { serial_no: number; marks: number }[];
  }>(page, `/api/exam/v1/exam-result/${examId}/`);
  expect(reply.status).toBe(200);
  expect(reply.data.questions.sort((a, b) => a.serial_no - b.serial_no).map((x) => x.marks)).toEqual(marks);
  expect(reply.data.score).toBe(expected);
  expect(reply.data.max_marks).toBe(max);
  await page.goto(`/student/result/${examId}`);
  await expect(page.getByRole('region', { name: 'Score' })).toContainText(`${expected} / ${max}`);
});
