/** The JEEBench adapter turns plain text with LaTeX into the paper format's HTML (api/import/README.md). */
import { jeebenchToPapers, plainTextToHtml } from '../import/jeebench';

describe('JEEBench text → question HTML', () => {
  it("escapes '<', '>' and '&' so a comparison inside math is not taken for a tag by the sanitiser", () => {
    expect(plainTextToHtml('a wall of height $h(<l)$ where $s<t$ & $a>b$')).toBe(
      'a wall of height $h(&lt;l)$ where $s&lt;t$ &amp; $a&gt;b$',
    );
  });

  it('wraps a display formula with alignment marks in aligned, as KaTeX needs, and leaves the rest alone', () => {
    expect(plainTextToHtml('$$ x & = 1 \\\\ y & = 2 $$')).toBe(
      '$$\\begin{aligned} x &amp; = 1 \\\\ y &amp; = 2 \\end{aligned}$$',
    );
    expect(plainTextToHtml('\\[\nx & = 1\n\\]')).toBe('\\[\\begin{aligned}\nx &amp; = 1\n\\end{aligned}\\]');
    expect(plainTextToHtml('$$ x^2 $$')).toBe('$$ x^2 $$');
    expect(plainTextToHtml('$$\\begin{array}{c} a & b \\end{array}$$')).toBe(
      '$$\\begin{array}{c} a &amp; b \\end{array}$$',
    );
  });

  it('applies to the stem and every option of an imported question', () => {
    const conversion = jeebenchToPapers(
      [
        {
          description: 'JEE Adv 2016 Paper 1',
          index: 2,
          subject: 'phy',
          type: 'MCQ',
          gold: 'B',
          question: 'If $x<1$ then\n(A) $x<0$\n(B) $x \\leq 1$\n(C) $x>2$\n(D) none',
        },
      ],
      { startAt: new Date('2026-11-01T00:00:00Z'), endAt: new Date('2026-12-01T00:00:00Z') },
    );
    const question = conversion.papers[0]?.sections[0]?.questions[0] as
      { question: string; options: string[] } | undefined;
    expect(question?.question).toContain('$x&lt;1$');
    expect(question?.options).toEqual(['$x&lt;0$', '$x \\leq 1$', '$x&gt;2$', 'none']);
  });
});
