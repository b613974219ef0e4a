/**
 * Question HTML made safe and typeset (docs/decisions/0004: KaTeX): the server's HTML is sanitised with DOMPurify
 * FIRST, then the math in its text nodes is rendered with KaTeX (whose own output is trusted). A formula
 * KaTeX cannot parse never throws: its source stays visible, marked, and is counted in `mathErrors`.
 */
import DOMPurify from 'dompurify';
import type Katex from 'katex';
import { hasMath, splitMath } from './math-text';
import { prepareTexText } from './tex-text';
import { whenIdle, type IdleDeadlineLike } from '../ui/idle';

/** KaTeX, once its chunk has loaded (it is not in the player's first chunk). */
let katex: typeof Katex | null = null;
let katexLoading: Promise<void> | null = null;

/**
 * Loads KaTeX and its CSS once, as two chunks asked for together; resolves when `renderRichText` can typeset. A page
 * that knows it will show math soon may import the same two modules ahead (mfe-exam's cold player does): their chunks
 * are then in, or on their way, when this asks.
 */
export function loadKatex(): Promise<void> {
  if (katex) return Promise.resolve();
  katexLoading ??= Promise.all([
    import(/* webpackChunkName: "katex" */ 'katex'),
    import(/* webpackChunkName: "katex" */ 'katex/dist/katex.min.css'),
  ]).then(
    ([m]) => {
      katex = m.default;
    },
    (err: unknown) => {
      katexLoading = null;
      throw err;
    },
  );
  return katexLoading;
}

export interface RenderedHtml {
  html: string;
  /** True when the HTML has math but KaTeX has not loaded yet: the math shows as its source until `loadKatex()`. */
  pending?: boolean;
  /** Formulas KaTeX refused (shown as their source). */
  errors: string[];
}

let errorCount = 0;
const errorLog: string[] = [];
/** KaTeX errors since the page loaded (read by the e2e math check through window.__portalMathErrors). */
export function mathErrors(): { count: number; samples: readonly string[] } {
  return { count: errorCount, samples: errorLog };
}

/** Rendered HTML by source: each question's text and options are typeset once per page. */
const cache = new Map<string, RenderedHtml>();
/** Enough for a 90-question paper's texts and four options each (450), with room for a second paper. */
const CACHE_LIMIT = 1000;

function typeset(tex: string, display: boolean, errors: string[]): string {
  try {
    if (!katex) throw new Error('KaTeX is not loaded');
    return katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      strict: 'ignore',
      output: 'htmlAndMathml',
      trust: false,
    });
  } catch (err) {
    errors.push(`${tex}: ${err instanceof Error ? err.message : String(err)}`);
    const span = document.createElement('span');
    span.className = 'cp-math-error';
    span.title = 'This formula could not be displayed';
    span.textContent = display ? `$$${tex}$$` : `$${tex}$`;
    return span.outerHTML;
  }
}

/** Prepares LaTeX text (./tex-text), sanitises `html`, then renders its `$…$`, `$$…$$`, `\(…\)` and `\[…\]` math. Memoised by input. */
export function renderRichText(html: string | null | undefined): RenderedHtml {
  const source = html ?? '';
  const hit = cache.get(source);
  if (hit) return hit;
  // Line breaks, LaTeX tabular tables and escaped characters outside math first (./tex-text).
  const clean = DOMPurify.sanitize(prepareTexText(source));
  if (!katex && hasMath(clean)) return { html: clean, errors: [], pending: true };
  const errors: string[] = [];
  let out = clean;
  if (hasMath(clean)) {
    const root = document.createElement('template');
    root.innerHTML = clean;
    const walker = document.createTreeWalker(root.content, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
    for (const node of texts) {
      const value = node.nodeValue ?? '';
      if (!hasMath(value)) continue;
      const parts = splitMath(value);
      if (!parts.some((p) => p.kind === 'math')) continue;
      const holder = document.createElement('template');
      holder.innerHTML = parts
        .map((p) => (p.kind === 'text' ? escapeHtml(p.text) : typeset(p.tex, p.display, errors)))
        .join('');
      node.replaceWith(holder.content);
    }
    out = root.innerHTML;
  }
  if (errors.length) {
    errorCount += errors.length;
    for (const e of errors) if (errorLog.length < 50) errorLog.push(e);
  }
  const result = { html: out, errors };
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(source, result);
  return result;
}

/**
 * Typeset DOM by source, parsed once in idle time by `warmRichText` and owned by the page's document (decision 0029):
 * a palette click to a warmed question clones these nodes instead of parsing its HTML. Same limit as the HTML
 * cache; a text still waiting for KaTeX is never kept.
 */
const parsed = new Map<string, DocumentFragment>();

/** Parses `source`'s typeset HTML once and keeps its nodes (idle time: `warmRichText`). */
function keepParsed(source: string): void {
  const rendered = renderRichText(source);
  if (rendered.pending || parsed.has(source)) return;
  const holder = document.createElement('template');
  holder.innerHTML = rendered.html;
  // Adopted once here, so that each clone belongs to the page's document and its insertion adopts nothing.
  if (parsed.size >= CACHE_LIMIT) parsed.delete(parsed.keys().next().value as string);
  parsed.set(source, document.importNode(holder.content, true));
}

/**
 * The DOM of `renderRichText(html).html` (sanitised, then typeset: the same nodes its HTML parses into) as a new
 * DocumentFragment of the page's document, for `replaceChildren` — cloned from the nodes `warmRichText` kept, so no
 * HTML is parsed; each call returns nodes of its own. Undefined when `html` was not warmed: the caller parses its HTML
 * (`innerHTML`) as before — keeping nodes at that moment would add a clone to the parse.
 */
export function typesetNodes(html: string | null | undefined): DocumentFragment | undefined {
  return parsed.get(html ?? '')?.cloneNode(true) as DocumentFragment | undefined;
}

/**
 * Typesets `sources` ahead of time into the cache `renderRichText` reads (KaTeX output cached per question),
 * and parses each result once into the nodes `typesetNodes` clones, in the browser's idle time, a few at a time, so
 * opening a question from the palette paints without typesetting or parsing it there and then. Loads KaTeX first when
 * any source has math. Sources already cached are skipped. Returns a function that stops the work (what is done stays
 * cached).
 */
export function warmRichText(sources: Iterable<string | null | undefined>): () => void {
  const queue = [...new Set(sources)].filter(
    (source): source is string => typeof source === 'string' && source !== '' && !isRichTextCached(source),
  );
  let stopped = false;
  if (queue.length === 0) return () => undefined;
  const run = (deadline: IdleDeadlineLike) => {
    while (!stopped && queue.length > 0 && deadline.timeRemaining() > 2) keepParsed(queue.shift() as string);
    if (!stopped && queue.length > 0) whenIdle(run);
  };
  const start = () => {
    if (!stopped) whenIdle(run);
  };
  if (!katex && queue.some(hasMath)) loadKatex().then(start, () => undefined);
  else start();
  return () => {
    stopped = true;
  };
}

/** Whether `source` is typeset and its nodes parsed and kept (tests, warmRichText). */
export function isRichTextCached(source: string): boolean {
  return cache.has(source) && parsed.has(source);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

if (typeof window !== 'undefined') {
  (window as unknown as { __portalMathErrors?: typeof mathErrors }).__portalMathErrors = mathErrors;
}
