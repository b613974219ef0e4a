/**
 * RichText (decision 0029, amended): a text shown again — a palette click back to a visited question, or a question
 * typeset in idle time — is inserted as clones of nodes parsed once, not parsed from its HTML in the click's frame;
 * what the student sees and what a screen reader reads (KaTeX's HTML and MathML) are the sanitised, typeset HTML's.
 */
import { render, screen } from '@testing-library/react';
import { loadKatex, renderRichText } from './render-math';
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

it('shows the sanitised, typeset HTML: the same nodes, KaTeX MathML kept, no handler', () => {
  render(<RichText html={QUESTION} id="q" />);
  const shown = document.getElementById('q') as HTMLElement;
  expect(shown.innerHTML).toBe(renderRichText(QUESTION).html);
  expect(shown.querySelector('.katex-mathml math')).not.toBeNull();
  expect(shown.innerHTML).not.toMatch(/onerror/);
});

it('a text shown again is cloned, not parsed from HTML, and two copies of it both show', () => {
  const source = 'Revisited $\\sqrt{2}$ once';
  const first = render(<RichText html={source} />);
  first.unmount();
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
