import { createElement, useEffect, useMemo, useState } from 'react';
import { loadKatex, renderRichText } from './render-math';

/**
 * Server rich text with math (sanitised, then KaTeX). `as` picks the element; defaults to a div. KaTeX loads on the
 * first math shown (its own chunk); until then the sanitised text is shown, then it re-renders typeset.
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
  // katexTick: render again once KaTeX has loaded.
  const rendered = useMemo(() => (katexTick >= 0 ? renderRichText(html) : renderRichText(html)), [html, katexTick]);
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
  return createElement(as, { id, className, dangerouslySetInnerHTML: { __html: rendered.html } });
}
