import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { jeebenchToPapers } from '../../api/import/jeebench';
import { splitMath } from '../../shared/src/math/math-text';
import { signIn } from './support';

/**
 * docs/decisions/0004: a paper imported from the real JEE Advanced questions (../shared/data/jeebench, 312 questions
 * in 10 papers) renders — every question's math typeset by KaTeX without errors and no raw `$…$` / `\command` TeX
 * left visible in the question or its options. The papers go in through the admin route (ADMIN_TOKEN is generated
 * per run by global-setup.ts), scheduled for the school-40059 student only (no other spec uses that student for
 * exams), and every question is stepped through with NEXT in the player. Screenshots of the most math-heavy
 * questions at 1280 px and 390 px go to var/test-results/jeebench/. Without ../shared the small fixture
 * api/import/fixtures/jeebench-sample.json is checked the same way (and the output says so).
 */

const ROOT = path.resolve(__dirname, '../..');
const REAL = path.resolve(ROOT, '../shared/data/jeebench/jee-advanced-2016-2020.json');
const SAMPLE = path.join(ROOT, 'api/import/fixtures/jeebench-sample.json');
const SHOTS = path.join(ROOT, 'var/test-results/jeebench');
const STUDENT = 'school-40059';

const heading = (page: Page, serial: number) =>
  page.getByRole('heading', { name: new RegExp(`^Question ${serial}\\b`) });
const nextButton = (page: Page) =>
  page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'NEXT', exact: true });

interface Shown {
  serial: number;
  katex: number;
  errors: number;
  /** Math delimiters (`$`, `\(`, `\[`) still visible outside the KaTeX output: math KaTeX did not replace. */
  raw: string[];
  /** TeX commands visible outside math (`\begin{tabular}` …): text-mode LaTeX that KaTeX does not handle. */
  textTex: string[];
  text: string;
}

/**
 * The current question (stem and options): how much math KaTeX rendered, error marks, and TeX left visible. The
 * panel also holds other questions' texts kept laid out and hidden (`aria-hidden`, decision 0029: kept texts): only
 * the shown ones count.
 */
async function inspect(page: Page, serial: number): Promise<Shown> {
  return heading(page, serial).evaluate((h, n) => {
    const section = h.closest('section')!;
    const copy = section.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"], .katex, .cp-visually-hidden').forEach((e) => e.remove());
    const text = (copy.textContent ?? '').replace(/\s+/g, ' ');
    const raw = text.match(/.{0,30}(?:\$|\\[([]).{0,30}/g) ?? [];
    const textTex = [...new Set(text.match(/\\[a-zA-Z]{2,}/g) ?? [])];
    const shown = (selector: string) =>
      [...section.querySelectorAll(selector)].filter((e) => !e.closest('[aria-hidden="true"]')).length;
    return {
      serial: n,
      katex: shown('.katex'),
      errors: shown('.cp-math-error'),
      raw,
      textTex,
      text: text.slice(0, 120),
    };
  }, serial);
}

const mathErrors = (page: Page) =>
  page.evaluate(() =>
    (
      window as unknown as { __portalMathErrors: () => { count: number; samples: readonly string[] } }
    ).__portalMathErrors(),
  );

test('JEE Advanced papers imported from JEEBench: every question typeset by KaTeX, no errors, no raw TeX', async ({
  page,
  request,
}) => {
  const real = existsSync(REAL);
  // Stepping through all 312 real questions takes about a minute alone and more on a busy machine (CI of 3e132d6 ran
  // out of 120 s at load average 9): a volume check, not a timing one.
  test.setTimeout(real ? 360_000 : 120_000);
  const source = real ? REAL : SAMPLE;
  console.log(
    real
      ? `jeebench: checking the real file ${source}`
      : `jeebench: ../shared/data/jeebench is absent — checking the fixture ${source} instead`,
  );
  const adminToken = process.env.ADMIN_TOKEN;
  expect(adminToken, 'global-setup.ts sets ADMIN_TOKEN for the API').toBeTruthy();

  const now = Date.now();
  const conversion = jeebenchToPapers(JSON.parse(readFileSync(source, 'utf8')), {
    startAt: new Date(now - 60 * 60 * 1000),
    endAt: new Date(now + 30 * 24 * 60 * 60 * 1000),
  });
  if (real) {
    expect(conversion.problems).toEqual([]);
    expect(conversion.imported).toBe(312);
  } else {
    // The fixture holds one malformed MCQ on purpose (api/test/import-jeebench.test.ts): it is left out, and said so.
    expect(conversion.problems).toEqual([
      expect.objectContaining({ index: 6, reason: 'no option marker for A, B, C, D' }),
    ]);
  }

  await signIn(page, STUDENT);
  await expect(page).toHaveURL(/\/student$/);
  const studentId = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { username: string; token: string };
    const s = await (
      await fetch(`/api/users/v1/get-student-details2/?username=${user.username}`, {
        headers: { Authorization: `Token ${user.token}` },
      })
    ).json();
    return s.data.student_data.id as number;
  });

  const exams: { id: number; name: string; questions: number }[] = [];
  for (const paper of conversion.papers) {
    const response = await request.post(`/api/admin/v1/import-paper/?schedule_for=student:${studentId}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: paper,
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { data: { exam_id: number; questions: number; scheduled: number } };
    expect(body.data.scheduled).toBe(1);
    exams.push({ id: body.data.exam_id, name: paper.exam.name, questions: body.data.questions });
  }
  expect(exams.reduce((n, e) => n + e.questions, 0)).toBe(conversion.imported);

  // Each question's expected formula count: the math spans of its stem and options (the player's own splitter).
  // A span whose braces do not balance in the source is malformed input (one in the real file,
  // `\varepsilon_{av}}`): the player must show it as its marked source, counted as a KaTeX error, not crash.
  const mathSpans = (q: { question: string; options?: readonly string[] }) =>
    [q.question, ...(q.options ?? [])].flatMap((text) =>
      splitMath(text).flatMap((p) => (p.kind === 'math' ? [p.tex] : [])),
    );
  const unbalanced = (tex: string) => {
    const braces = tex.replace(/\\[{}]/g, '');
    return (braces.match(/\{/g)?.length ?? 0) !== (braces.match(/\}/g)?.length ?? 0);
  };
  const expected = conversion.papers.map((paper) =>
    paper.sections.flatMap((section) => section.questions.map((q) => mathSpans(q).length)),
  );
  const malformed = conversion.papers.map((paper) =>
    paper.sections.flatMap((section) => section.questions.map((q) => mathSpans(q).filter(unbalanced).length)),
  );

  const shown: (Shown & { examId: number; exam: string; expected: number })[] = [];
  const failures: string[] = [];
  for (const [index, exam] of exams.entries()) {
    await page.goto(`/student/JeeExamScreen/${exam.id}`);
    for (let serial = 1; serial <= exam.questions; serial += 1) {
      if (serial > 1) await nextButton(page).click();
      await expect(heading(page, serial)).toBeVisible({ timeout: serial === 1 ? 20_000 : 10_000 });
      const bad = malformed[index]![serial - 1]!;
      const want = expected[index]![serial - 1]! - bad;
      // KaTeX loads on the first math shown; until then the source shows — give it a moment when anything is off.
      let seen = await inspect(page, serial);
      const ok = (s: Shown) => s.errors === bad && s.katex === want && (bad > 0 || s.raw.length === 0);
      for (let tries = 0; !ok(seen) && tries < 10; tries += 1) {
        await page.waitForTimeout(200);
        seen = await inspect(page, serial);
      }
      shown.push({ ...seen, examId: exam.id, exam: exam.name, expected: want });
      if (!ok(seen)) {
        failures.push(
          `${exam.name} Q${serial}: ${seen.katex}/${want} formulas typeset, ${seen.errors} error marks${seen.raw.length ? `, raw TeX visible: ${JSON.stringify(seen.raw)}` : ''}`,
        );
      }
    }
    const errors = await mathErrors(page);
    const known = malformed[index]!.reduce((n, b) => n + b, 0);
    if (errors.count !== known)
      failures.push(`${exam.name}: ${errors.count} KaTeX errors: ${errors.samples.join(' | ')}`);
    console.log(
      `jeebench: ${exam.name} (exam ${exam.id}): ${exam.questions} questions, ${shown.filter((s) => s.examId === exam.id).reduce((n, s) => n + s.katex, 0)} formulas, ${errors.count} KaTeX errors`,
    );
  }
  for (const f of failures) console.log(`jeebench: FAIL ${f}`);
  expect(shown).toHaveLength(conversion.imported);
  const formulas = shown.reduce((n, s) => n + s.katex, 0);
  expect(formulas).toBeGreaterThan(shown.length); // math is actually there and typeset
  console.log(
    `jeebench: ${shown.length} questions checked, ${formulas} formulas typeset, 0 KaTeX errors, no $…$ / \\(…\\) / \\[…\\] left visible`,
  );
  // Text-mode LaTeX outside any math span (tables as \begin{tabular} …) is not math: KaTeX never sees it, so it shows
  // as source. Listed here (a known gap of the source file's markup, not a KaTeX error), not failed on.
  const textTex = shown.filter((s) => s.textTex.length);
  for (const s of textTex)
    console.log(`jeebench: text-mode TeX left as source in ${s.exam} Q${s.serial}: ${s.textTex.join(' ')}`);
  console.log(`jeebench: ${textTex.length} question(s) with text-mode TeX outside math`);

  // Screenshots of the three most math-heavy questions (from different papers where possible) at 1280 px and 390 px.
  mkdirSync(SHOTS, { recursive: true });
  const picks: typeof shown = [];
  for (const s of [...shown].sort((a, b) => b.katex - a.katex)) {
    if (picks.length < 3 && !picks.some((p) => p.examId === s.examId)) picks.push(s);
  }
  const table = textTex[0];
  if (table) picks.push(table);
  const broken = shown.find((s) => s.katex !== s.expected);
  if (broken) picks.push(broken);
  for (const pick of picks) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/student/JeeExamScreen/${pick.examId}`);
    // The player reopens at the last question seen: step with NEXT (it wraps from the last to 1) to the pick.
    const anyHeading = page.getByRole('heading', { name: /^Question \d+\b/ });
    await expect(anyHeading).toBeVisible({ timeout: 20_000 });
    for (let i = 0; i < 60 && !(await heading(page, pick.serial).isVisible()); i += 1) {
      const at = Number(/\d+/.exec((await anyHeading.textContent()) ?? '')![0]);
      await nextButton(page).click();
      await expect(anyHeading).not.toHaveText(new RegExp(`^Question ${at}\\b`));
    }
    await expect(heading(page, pick.serial)).toBeVisible();
    // The texts shown before and the next question's are kept laid out and hidden (decision 0029: kept texts), so the
    // shown question's formulas are the visible ones; the hidden ones stay out of the accessibility tree: its MathML
    // formulas are the shown question's alone.
    const section = heading(page, pick.serial).locator('xpath=ancestor::section');
    await expect(section.locator('.katex:visible').first()).toBeVisible();
    await expect(section.locator('[aria-hidden="true"] .katex').first()).toBeAttached({ timeout: 10_000 });
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string } }[];
    };
    await cdp.detach();
    const roles = nodes.filter((node) => !node.ignored).map((node) => node.role?.value ?? '');
    const mathNodes = roles.filter((role) => role === 'math' || role === 'MathMLMath').length;
    expect(mathNodes, [...new Set(roles)].join(' ')).toBe((await inspect(page, pick.serial)).katex);
    const name = `${pick.exam.replace(/\W+/g, '-')}-q${pick.serial}`;
    await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(heading(page, pick.serial)).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
    console.log(`jeebench: screenshots ${name}-{1280,390}.png (${pick.katex} formulas)`);
  }
  // Only now (after the screenshots, which show what a failure looks like): every question renders every formula.
  expect(failures, `${failures.length} of ${shown.length} questions do not render every formula`).toEqual([]);
});
