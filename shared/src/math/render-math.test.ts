import { isRichTextCached, loadKatex, renderRichText, mathErrors, warmRichText } from './render-math';

beforeAll(() => loadKatex());
import { splitMath } from './math-text';

describe('splitMath', () => {
  it('finds inline, display and bracket math; keeps escaped dollars as text', () => {
    expect(splitMath('a $x^2$ b $$\\int f$$ c \\(y\\) \\[z\\] costs \\$5')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'math', tex: 'x^2', display: false },
      { kind: 'text', text: ' b ' },
      { kind: 'math', tex: '\\int f', display: true },
      { kind: 'text', text: ' c ' },
      { kind: 'math', tex: 'y', display: false },
      { kind: 'text', text: ' ' },
      { kind: 'math', tex: 'z', display: true },
      { kind: 'text', text: ' costs $5' },
    ]);
  });
  it('leaves an unclosed dollar as text', () => {
    expect(splitMath('price $5 only')).toEqual([{ kind: 'text', text: 'price $5 only' }]);
  });
});

describe('renderRichText', () => {
  it('sanitises before rendering math: scripts and handlers are gone, math is typeset', () => {
    const out = renderRichText(
      '<p onclick="x()">Let $a&lt;b$</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(out.html).not.toMatch(/script|onclick|onerror/);
    expect(out.html).toContain('class="katex"');
    expect(out.errors).toEqual([]);
  });
  it('does not throw on bad TeX: the source stays visible and the error is counted', () => {
    const before = mathErrors().count;
    const out = renderRichText('bad $\\frac{1}{$ here');
    expect(out.errors).toHaveLength(1);
    expect(out.html).toContain('cp-math-error');
    expect(mathErrors().count).toBe(before + 1);
  });
  it('a TeX payload cannot inject HTML', () => {
    const out = renderRichText('$\\text{<img src=x onerror=alert(1)>}$');
    expect(out.html).not.toMatch(/onerror/);
  });
});

describe('warmRichText (KaTeX output cached per question)', () => {
  it('typesets the given questions ahead of time, so opening one reads the cache', async () => {
    const texts = ['Warm $x^3 + 1$ one', 'Warm $\\sqrt{2}$ two', 'plain words'];
    expect(texts.some(isRichTextCached)).toBe(false);
    warmRichText([...texts, null, texts[0]]);
    // Idle-time work: wait for it (up to 5 s on a loaded machine) rather than for a fixed time.
    for (let waited = 0; !texts.every(isRichTextCached) && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(texts.every(isRichTextCached)).toBe(true);
    expect(renderRichText(texts[0]).html).toContain('class="katex"');
    expect(renderRichText(texts[0])).toBe(renderRichText(texts[0]));
  });

  it('stops when asked', async () => {
    const stop = warmRichText(['Stopped $y^2$ text']);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isRichTextCached('Stopped $y^2$ text')).toBe(false);
  });
});
