import 'katex/dist/katex.min.css';
import { createElement, useMemo } from 'react';
import { renderRichText } from './render-math';

/** Server rich text with math (sanitised, then KaTeX). `as` picks the element; defaults to a div. */
export function RichText({ html, as = 'div', className, id }: { html: string | null | undefined; as?: 'div' | 'span'; className?: string; id?: string }) {
  const rendered = useMemo(() => renderRichText(html), [html]);
  return createElement(as, { id, className, dangerouslySetInnerHTML: { __html: rendered.html } });
}
