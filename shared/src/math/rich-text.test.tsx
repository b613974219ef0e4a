/**
 * RichText (decision 0029): a text warmed in idle time (the player's loaded questions) is inserted as clones of
 * nodes parsed then, not parsed from its HTML in the palette click's frame; what the student sees and what a screen
 * reader reads (KaTeX's HTML and MathML) are the sanitised, typeset HTML's either way.
 */
import { render, screen } from '@testing-library/react';
import { isRichTextCached, loadKatex, renderRichText, warmRichText } from './render-math';
import { RichText } from './rich-text';

beforeAll(() => loadKatex());

const QUESTION = 'Kinetic energy $\\frac{1}{2}mv^2$ of a body<img src=x onerror=alert(1)>';

/** Counts HTML parses through the `innerHTML` setter of every element while `run` runs. */
function htmlParsesDuring(run: () => void): number {
  const setter = jest.spyOn(Element.prototype, 'innerHTML', 'set');
  try {
    run();
    return setter.mock.calls.length;
  } finally {
    setter.mockRestore();
  }
}

it('a text not warmed shows the sanitised, typeset HTML: KaTeX MathML kept, no handler', () => {
  render(<RichText html={QUESTION} id="q" />);
  const shown = document.getElementById('q') as HTMLElement;
  expect(shown.innerHTML).toBe(renderRichText(QUESTION).html);
  expect(shown.querySelector('.katex-mathml math')).not.toBeNull();
  expect(shown.innerHTML).not.toMatch(/onerror/);
});

it('a warmed text is cloned, not parsed from HTML, the same nodes, and two copies of it both show', async () => {
  const source = 'Warmed $\\sqrt{2}$ once';
  warmRichText([source]);
  // Idle-time work: wait for it (up to 5 s on a loaded machine) rather than for a fixed time.
  for (let waited = 0; !isRichTextCached(source) && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const parses = htmlParsesDuring(() => {
    render(
      <>
        <RichText html={source} id="a" />
        <RichText as="span" html={source} id="b" />
      </>,
    );
  });
  expect(parses).toBe(0);
  for (const id of ['a', 'b']) {
    expect(document.getElementById(id)?.innerHTML).toBe(renderRichText(source).html);
  }
});

it('a change of text replaces the old nodes', () => {
  const view = render(<RichText html="first $x$" id="t" />);
  view.rerender(<RichText html="second words" id="t" />);
  expect(screen.getByText('second words').id).toBe('t');
  expect(document.getElementById('t')?.querySelector('.katex')).toBeNull();
});
