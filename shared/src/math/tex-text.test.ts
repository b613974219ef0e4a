import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareTexText } from './tex-text';
import { loadKatex, renderRichText } from './render-math';

beforeAll(() => loadKatex());

/** Two questions of JEE Advanced 2016–2020 as JEEBench has them (/work/shared/data/jeebench, MIT), cut short. */
const PLANCK =
  "The relevant data are given below :\n\n\\begin{center}\n\n\\begin{tabular}{cc}\n\n\\hline\n\n$\\lambda(\\mu \\mathrm{m})$ & $V_{0}($ Volt $)$ \\\\\n\n\\hline\n\n0.3 & 2.0 \\\\\n\n0.4 & 1.0 \\\\\n\n\\hline\n\n\\end{tabular}\n\n\\end{center}\n\nPlanck's constant is\n\n(A) $6.0 \\times 10^{-34}$\n\n(B) $6.4 \\times 10^{-34}$";
const FUEL_CELL =
  'Consider a 70\\% efficient hydrogen-oxygen fuel cell working under standard conditions at 1 bar and $298 \\mathrm{~K}$. Its cell reaction is\n\n\\[\n\\mathrm{H}_{2}(g) \\rightarrow \\mathrm{H}_{2} \\mathrm{O}(l)\n\\]\n\nThe work is used\\';
const ARRAY_CELL =
  '\\begin{tabular}{|c|c|}\n\\hline\nExp. & $\\begin{array}{c}{[\\mathrm{A}]} \\\\ (\\mathrm{mol})\\end{array}$ \\\\\n\\hline\n1 & 0.2 \\\\\n\\hline\n\\end{tabular}';

describe('LaTeX question text', () => {
  it('keeps line breaks: each option on its own line, a run of newlines is one break', () => {
    const out = prepareTexText('Match List-I with List-II\nList-I\n(P) one\n(Q) two\n\n(A) $x$\n(B) $y$');
    expect(out).toBe('Match List-I with List-II<br>List-I<br>(P) one<br>(Q) two<br>(A) $x$<br>(B) $y$');
  });
  it('leaves HTML with its own layout alone, and text without backslashes or newlines unchanged', () => {
    expect(prepareTexText('<p>One</p>\n<p>Two</p>')).toBe('<p>One</p>\n<p>Two</p>');
    expect(prepareTexText('Just $x^2$ here')).toBe('Just $x^2$ here');
  });
  it('turns a tabular into an HTML table; \\hline and the center wrapper go; math stays math in its cell', () => {
    const out = prepareTexText(PLANCK);
    expect(out).toContain(
      '<table class="cp-tex-table"><tbody><tr><td>$\\lambda(\\mu \\mathrm{m})$</td><td>$V_{0}($ Volt $)$</td></tr><tr><td>0.3</td><td>2.0</td></tr><tr><td>0.4</td><td>1.0</td></tr></tbody></table>',
    );
    expect(out).not.toMatch(/tabular|center|hline/);
    expect(out).toMatch(/<\/table>Planck's constant is<br>\(A\) \$6\.0/);
  });
  it('a cell whose math holds \\\\ (an array) is one cell, not two rows', () => {
    const out = prepareTexText(ARRAY_CELL);
    expect(out.match(/<tr>/g)).toHaveLength(2);
    expect(out).toContain('<td>$\\begin{array}{c}{[\\mathrm{A}]} \\\\ (\\mathrm{mol})\\end{array}$</td>');
  });
  it('escaped characters outside math show as text; a trailing backslash is dropped; math keeps its own', () => {
    const out = prepareTexText(FUEL_CELL);
    expect(out).toMatch(/^Consider a 70% efficient/);
    expect(out).toMatch(/The work is used$/);
    expect(out).toContain('$$\n\\mathrm{H}_{2}(g) \\rightarrow \\mathrm{H}_{2} \\mathrm{O}(l)\n$$');
    expect(prepareTexText('A \\& B, x\\_1, \\#3, costs \\$5, $50 \\%$')).toBe(
      'A &amp; B, x_1, #3, costs \\$5, $50 \\%$',
    );
  });
  it('a table stored by the importer (`&` as `&amp;`) has clean cells: no stray `amp;`, an escaped `\\&` stays text', () => {
    // api/import/jeebench.ts plainTextToHtml escapes every `&` of the source before it is stored.
    const stored =
      '\\begin{tabular}{ccc}\nSalt &amp; $K_{sp}$ &amp; A \\&amp; B \\\\\n1 &amp; $2 \\times 10^{-3}$ &amp; 3 \\\\\n\\end{tabular}';
    const out = prepareTexText(stored);
    expect(out).toBe(
      '<table class="cp-tex-table"><tbody><tr><td>Salt</td><td>$K_{sp}$</td><td>A &amp; B</td></tr><tr><td>1</td><td>$2 \\times 10^{-3}$</td><td>3</td></tr></tbody></table>',
    );
    const doc = document.createElement('div');
    doc.innerHTML = renderRichText(stored).html;
    expect([...doc.querySelectorAll('td')].map((td) => td.textContent)).not.toContainEqual(
      expect.stringMatching(/amp;/),
    );
  });
  it('through the whole pipeline: a table with typeset cells, no stray TeX, no KaTeX errors', () => {
    const out = renderRichText(PLANCK);
    expect(out.errors).toEqual([]);
    const doc = document.createElement('div');
    doc.innerHTML = out.html;
    expect(doc.querySelectorAll('table.cp-tex-table tr')).toHaveLength(3);
    expect(doc.querySelector('table td .katex')).not.toBeNull();
    expect(doc.textContent).not.toMatch(/\\begin|\\hline|\\\\/);
  });
});

// The real bank, when the shared data folder is there (the portal itself never needs it).
const JEEBENCH = '/work/shared/data/jeebench/jee-advanced-2016-2020.json';
const bank: { question: string }[] = existsSync(JEEBENCH)
  ? (JSON.parse(readFileSync(JEEBENCH, 'utf8')) as { question: string }[])
  : [{ question: PLANCK }, { question: FUEL_CELL }, { question: ARRAY_CELL }];

test(`every JEE question of ${existsSync(JEEBENCH) ? path.basename(JEEBENCH) : 'the inline sample'} renders without tabular source or escaped % left in its text`, () => {
  const leftovers: string[] = [];
  for (const { question } of bank) {
    const html = renderRichText(question).html;
    const doc = document.createElement('div');
    doc.innerHTML = html;
    doc.querySelectorAll('.katex').forEach((k) => k.remove());
    const text = doc.textContent ?? '';
    if (/\\begin\{tabular\}|\\hline|\\%|\\\s*$/.test(text)) leftovers.push(text.slice(0, 120));
  }
  expect(leftovers).toEqual([]);
});
