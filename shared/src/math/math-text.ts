/**
 * Splits text into plain and math parts by the TeX delimiters used in question banks: `$$…$$` and `\[…\]`
 * (display), `$…$` and `\(…\)` (inline). `\$` is a literal dollar. Pure; no DOM, no KaTeX.
 */
export type MathPart = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

const OPENERS: ReadonlyArray<{ open: string; close: string; display: boolean }> = [
  { open: '$$', close: '$$', display: true },
  { open: '\\[', close: '\\]', display: true },
  { open: '\\(', close: '\\)', display: false },
  { open: '$', close: '$', display: false },
];

/** Index of `close` at or after `from`, skipping escaped dollars (`\$`); -1 when absent. */
function findClose(text: string, close: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const at = text.indexOf(close, i);
    if (at < 0) return -1;
    if (close.startsWith('$') && at > 0 && text[at - 1] === '\\') {
      i = at + 1;
      continue;
    }
    return at;
  }
  return -1;
}

export function splitMath(text: string): MathPart[] {
  const parts: MathPart[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
  };
  while (i < text.length) {
    if (text[i] === '\\' && text[i + 1] === '$') {
      plain += '$';
      i += 2;
      continue;
    }
    const opener = OPENERS.find((o) => text.startsWith(o.open, i));
    if (opener) {
      const end = findClose(text, opener.close, i + opener.open.length);
      const tex = end >= 0 ? text.slice(i + opener.open.length, end) : '';
      if (end >= 0 && tex.trim() !== '') {
        flush();
        parts.push({ kind: 'math', tex, display: opener.display });
        i = end + opener.close.length;
        continue;
      }
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return parts;
}

/** Whether a text holds any math delimiter at all (a cheap test before walking the DOM). */
export function hasMath(text: string): boolean {
  return /\$|\\\(|\\\[/.test(text);
}
