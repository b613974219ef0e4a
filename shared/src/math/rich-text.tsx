import { createElement, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { loadKatex, renderRichText, typesetNodes } from './render-math';

/**
 * Server rich text with math (sanitised, then KaTeX). `as` picks the element; defaults to a div. KaTeX loads on the
 * first math shown (its own chunk); until then the sanitised text is shown, then it re-renders typeset.
 *
 * Its content is set in React's commit (a layout effect: the same frame, as decision 0029 keeps it): a text warmed in
 * idle time (`warmRichText`, the player's loaded questions) is inserted as a clone of the nodes parsed then — no HTML
 * parse in a palette click (decision 0029); any other text is parsed from its HTML (`innerHTML`).
 */
export function RichText({
  html,
  as = 'div',
  className,
  id,
}: {
  html: string | null | undefined;
  as?: 'div' | 'span';
  className?: string;
  id?: string;
}) {
  const [katexTick, setKatexTick] = useState(0);
  const holder = useRef<HTMLElement>(null);
  // katexTick: render again once KaTeX has loaded.
  const rendered = useMemo(() => (katexTick >= 0 ? renderRichText(html) : renderRichText(html)), [html, katexTick]);
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    const nodes = typesetNodes(html);
    if (nodes) element.replaceChildren(nodes);
    else element.innerHTML = rendered.html;
  }, [html, rendered]);
  useEffect(() => {
    if (!rendered.pending) return;
    let live = true;
    loadKatex().then(
      () => live && setKatexTick((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [rendered.pending]);
  return createElement(as, { id, className, ref: holder });
}
