/**
 * Question text as written in real question banks (JEEBench-style LaTeX text) made ready for the HTML
 * pipeline of ./render-math, before sanitising. Pure; no DOM, no KaTeX. Only the text outside math is touched:
 * - line breaks are kept (plain text only: a source holding block HTML keeps its own layout) — List-I/List-II items
 *   and (A)…(D) options each start on their own line; a run of newlines is one break;
 * - `\begin{tabular}{…} … \end{tabular}` becomes an HTML table (`&` cells, `\\` rows, `\hline` dropped; math in a
 *   cell stays math), `\begin{center}`/`\end{center}` wrappers are dropped;
 * - escaped characters outside math show as text: `\%` → %, `\&` → &, `\_` → _, `\#` → #, `\{` `\}` → braces,
 *   `\$` stays a literal dollar; `\\` is a line break; a trailing `\` (end of a line or of the text) is dropped.
 * Math (`$…$`, `$$…$$`, `\(…\)`, `\[…\]`) is passed on unchanged (re-written with `$` delimiters).
 */
import { splitMath, type MathPart } from './math-text';

/** Block-level HTML: such a source is already laid out, so its newlines are not breaks. */
const BLOCK_HTML = /<(p|br|div|table|ol|ul|li|h[1-6])\b/i;
const TABULAR = /\\begin\{tabular\}\s*(?:\{(?:[^{}]|\{[^{}]*\})*\})?([\s\S]*?)\\end\{tabular\}/g;
const CENTER = /\\(?:begin|end)\{center\}/g;

/** Math re-written with `$` delimiters (what splitMath reads back the same). */
function mathSource(part: Extract<MathPart, { kind: 'math' }>): string {
  return part.display ? `$$${part.tex}$$` : `$${part.tex}$`;
}

/** Escapes outside math (see the module comment); `$` is re-escaped so it is not read as math again. */
function unescapeText(text: string): string {
  return text
    .replace(/\$/g, '\\$')
    .replace(/\\(&(?:amp;)?|[%_#{}])/g, (_, c: string) => (c.startsWith('&') ? '&amp;' : c))
    .replace(/\\hline\b/g, '')
    .replace(/\\(?=\s*(\n|$))/g, '');
}

/** Plain text with its breaks: `\\` and newlines become `<br>` (one per run), trailing blanks dropped. */
function withBreaks(text: string, keepNewlines: boolean): string {
  const broken = text.replace(/\\\\/g, '\n');
  if (!keepNewlines) return unescapeText(broken);
  return unescapeText(broken)
    .replace(/[ \t]*\n[\s]*/g, '\n')
    .replace(/\n+/g, '<br>');
}

/**
 * One tabular body as an HTML table; rows split on `\\` and cells on `&`, both only outside math. A stored question's
 * `&` may already be the entity `&amp;` (the importer escapes its plain text, api/import/jeebench.ts): that is a cell
 * break too, so no cell starts with a stray `amp;`.
 */
export function tabularToHtml(body: string): string {
  const rows: string[][] = [[]];
  let cell = '';
  const endCell = () => {
    rows[rows.length - 1]!.push(cell.trim());
    cell = '';
  };
  for (const part of splitMath(body.replace(/\\hline\b|\\cline\{[^}]*\}/g, ''))) {
    if (part.kind === 'math') {
      cell += mathSource(part);
      continue;
    }
    // `\\` ends a row, `&` or `&amp;` (not `\&`) ends a cell.
    const tokens = part.text.split(/(\\\\|(?<!\\)&(?:amp;)?)/);
    for (const token of tokens) {
      if (token === '\\\\') {
        endCell();
        rows.push([]);
      } else if (token === '&' || token === '&amp;') {
        endCell();
      } else {
        cell += unescapeText(token.replace(/\s+/g, ' '));
      }
    }
  }
  endCell();
  const filled = rows.filter((r) => r.some((c) => c !== ''));
  if (filled.length === 0) return '';
  const html = filled.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="cp-tex-table"><tbody>${html}</tbody></table>`;
}

/**
 * The source (question, option or solution text; may hold simple HTML) prepared for sanitising and typesetting.
 * Unchanged when it has nothing to prepare.
 */
export function prepareTexText(source: string): string {
  if (!/[\\\n]/.test(source)) return source;
  const keepNewlines = !BLOCK_HTML.test(source);
  // Tables first (their `\\` and `&` are structure, not text), as placeholders the math split leaves alone.
  const tables: string[] = [];
  const withTables = source.replace(CENTER, '').replace(TABULAR, (_, body: string) => {
    tables.push(tabularToHtml(body));
    return `\u0000${tables.length - 1}\u0000`;
  });
  let out = '';
  for (const part of splitMath(withTables)) {
    out += part.kind === 'math' ? mathSource(part) : withBreaks(part.text, keepNewlines);
  }
  return out
    .replace(/(?:<br>)*\u0000(\d+)\u0000(?:<br>)*/g, (_, i: string) => tables[Number(i)] ?? '')
    .replace(/^(?:<br>)+|(?:<br>)+$/g, '');
}
