/**
 * Adapter for the JEEBench file of real JEE Advanced questions (../shared/data/jeebench/, README there): turns its
 * items into paper files (./paper-format), one exam per paper ("JEE Adv 2018 Paper 1"), one section per subject and
 * question type. The options are inside the question text as `(A) … (B) …`, `[A] …` or `$[\mathrm{A}] …$`; they are
 * parsed out here, the file itself is never edited. Items whose options cannot be found are left out and reported.
 */
import { z } from 'zod';
import type { PaperInput, PaperQuestion } from './paper-format';

export const jeebenchItemSchema = z.object({
  description: z.string().min(1),
  index: z.number().int(),
  subject: z.enum(['phy', 'chem', 'math']),
  type: z.enum(['MCQ', 'MCQ(multiple)', 'Integer', 'Numeric']),
  question: z.string().min(1),
  gold: z.string().min(1),
});
export type JeebenchItem = z.infer<typeof jeebenchItemSchema>;

const SUBJECT_NAMES = { phy: 'Physics', chem: 'Chemistry', math: 'Mathematics' } as const;
const LETTERS = ['A', 'B', 'C', 'D'] as const;

/**
 * Marking used for the imported papers (JEE Advanced 2016–2020, simplified): single correct +3/−1; one or more
 * correct +4/−2, all or nothing (the real paper gives partial marks, which the schema does not model); integer and
 * numerical value +3/0. Numerical answers are accepted within ±0.01 (the papers ask for two decimals).
 */
export const JEEBENCH_MARKING = {
  MCQ: { type: 1, label: 'Single correct option', marks: { positive: 3, negative: 1 }, tolerance: undefined },
  'MCQ(multiple)': {
    type: 2,
    label: 'One or more correct options',
    marks: { positive: 4, negative: 2 },
    tolerance: undefined,
  },
  Integer: { type: 3, label: 'Integer answer', marks: { positive: 3, negative: 0 }, tolerance: 0 },
  Numeric: { type: 3, label: 'Numerical value (two decimals)', marks: { positive: 3, negative: 0 }, tolerance: 0.01 },
} as const;

/** One option marker: (A), [A], (\mathrm{A}), $[\mathrm{A}]$ …, with the `$` it swallowed on either side. */
function markerPattern(letter: string): RegExp {
  return new RegExp(
    String.raw`(\$[ \t]*)?([(\[])\s*(?:\\(?:mathrm|text|textbf|mathbf)\s*\{\s*${letter}\s*\}|${letter})\s*[)\]]`,
    'g',
  );
}

interface Marker {
  start: number;
  end: number;
  openDollar: boolean;
  closeDollar: boolean;
  lineStart: boolean;
}

function markersOf(text: string, letter: string): Marker[] {
  const found: Marker[] = [];
  for (const m of text.matchAll(markerPattern(letter))) {
    const bracket = m[2]!;
    const closing = m[0].trimEnd().slice(-1);
    if ((bracket === '(' && closing !== ')') || (bracket === '[' && closing !== ']')) continue;
    // A `$` right before the marker opens math only when the `$`s before it are balanced; else it closes the stem.
    const openDollar = !!m[1] && dollars(text.slice(0, m.index!)) % 2 === 0;
    const start = m[1] && !openDollar ? m.index! + m[1].length : m.index!;
    let end = m.index! + m[0].length;
    // `$[\mathrm{A}]$ text`: the marker is a math span of its own; swallow its closing `$` too.
    const close = openDollar ? /^\s*\$/.exec(text.slice(end)) : null;
    if (close) end += close[0].length;
    found.push({ start, end, openDollar, closeDollar: !!close, lineStart: /(^|\n)[ \t]*$/.test(text.slice(0, start)) });
  }
  return found;
}

/** Counts unescaped `$`. */
const dollars = (s: string) => (s.match(/(?<!\\)\$/g) ?? []).length;

/** Tidies a piece of option text: the marker's `$`, leading \quad / spacing, trailing line breaks. */
function cleanOption(raw: string, marker: Marker): string {
  let text = raw
    .replace(/^\s*(\\q?quad\s*|\\[,;:!]\s*|~\s*)+/, '')
    .replace(/(\s|\\\\)+$/, '')
    .trim();
  // `$[\mathrm{A}] \quad x^2$`: the option starts inside the math span the marker opened.
  if (marker.openDollar && !marker.closeDollar) text = `$${text}`;
  // A math span the source left open (`[A]$\left[…\right]` then a blank line): close it where the option ends.
  if (dollars(text) % 2 === 1 && text.startsWith('$') && !text.endsWith('$')) text = `${text}$`;
  else if (dollars(text) % 2 === 1 && text.endsWith('$') && !text.startsWith('$')) text = `$${text}`;
  return text.trim();
}

export type OptionParse =
  { ok: true; stem: string; options: [string, string, string, string] } | { ok: false; reason: string };

/**
 * Finds the four options in a question text: the last D marker, the last C before it, and so on (so an earlier
 * "(A)" in the stem does not count), preferring markers at the start of a line.
 */
export function parseOptions(text: string): OptionParse {
  const all = LETTERS.map((l) => markersOf(text, l));
  const choose = (preferLineStart: boolean): Marker[] | null => {
    const chosen: Marker[] = [];
    let limit = text.length + 1;
    for (let i = 3; i >= 0; i -= 1) {
      const candidates = all[i]!.filter((m) => m.end <= limit && (!preferLineStart || m.lineStart));
      const pick = candidates[candidates.length - 1];
      if (!pick) return null;
      chosen.unshift(pick);
      limit = pick.start;
    }
    return chosen;
  };
  const markers = choose(true) ?? choose(false);
  if (!markers) {
    const missing = LETTERS.filter((_, i) => all[i]!.length === 0);
    return {
      ok: false,
      reason: missing.length ? `no option marker for ${missing.join(', ')}` : 'option markers out of order',
    };
  }
  const options = markers.map((m, i) => cleanOption(text.slice(m.end, markers[i + 1]?.start ?? text.length), m));
  const empty = options.findIndex((o) => o.replace(/[\s$]/g, '') === '');
  if (empty >= 0) return { ok: false, reason: `option ${LETTERS[empty]} is empty` };
  let stem = text.slice(0, markers[0]!.start).trimEnd();
  if (markers[0]!.openDollar && dollars(stem) % 2 === 1) stem = `${stem}$`;
  if (stem.trim() === '') return { ok: false, reason: 'no question text before the options' };
  return { ok: true, stem, options: options as [string, string, string, string] };
}

/** 'ABD' → '1,2,4'; null when it is not letters A–D. */
export function lettersToKey(gold: string): string | null {
  const letters = gold.trim().toUpperCase();
  if (!/^[A-D]{1,4}$/.test(letters)) return null;
  const numbers = [...new Set([...letters].map((l) => 'ABCD'.indexOf(l) + 1))].sort((a, b) => a - b);
  return numbers.join(',');
}

export interface JeebenchProblem {
  description: string;
  index: number;
  type: string;
  reason: string;
}

export interface JeebenchConversion {
  papers: PaperInput[];
  /** Items left out, with the reason (options not found, bad key …). */
  problems: JeebenchProblem[];
  /** Items in the papers. */
  imported: number;
  /** Choice questions whose four options were parsed out of the text. */
  optionsParsed: number;
}

export interface JeebenchOptions {
  startAt: Date;
  endAt: Date;
  durationMinutes?: number;
}

const INSTRUCTIONS = [
  '<p>Real JEE Advanced questions (JEEBench, DAIR IIT Delhi, MIT licence).</p>',
  '<ul><li>Single correct option: +3, −1 for a wrong answer.</li>',
  '<li>One or more correct options: +4 when exactly the correct options are chosen, −2 otherwise (no partial marks).</li>',
  '<li>Integer and numerical value: +3, no negative marks; numerical answers to two decimals.</li></ul>',
].join('');

/** Converts the JEEBench items (the parsed JSON file) into paper files. Throws when the file is not a JEEBench list. */
/**
 * JEEBench text is plain text with LaTeX, while a paper's question and options are HTML (sanitised and
 * typeset by the player): '&', '<' and '>' are escaped so `$s<t$` stays math instead of starting a tag.
 * A display formula with alignment marks ('&', '\\') but no environment is wrapped in `aligned`, as
 * KaTeX needs (the source relies on a renderer that adds it).
 */
export function plainTextToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const aligned = (open: string, close: string) => (whole: string, body: string) =>
    /&amp;|\\\\/.test(body) && !/\\begin\{/.test(body) ? `${open}\\begin{aligned}${body}\\end{aligned}${close}` : whole;
  return escaped
    .replace(/\$\$([\s\S]*?)\$\$/g, aligned('$$', '$$'))
    .replace(/\\\[([\s\S]*?)\\\]/g, aligned('\\[', '\\]'));
}

export function jeebenchToPapers(value: unknown, options: JeebenchOptions): JeebenchConversion {
  const items = z.array(jeebenchItemSchema).parse(value);
  const problems: JeebenchProblem[] = [];
  const byPaper = new Map<
    string,
    Map<string, { subject: string; kind: JeebenchItem['type']; questions: PaperQuestion[] }>
  >();
  let imported = 0;
  let optionsParsed = 0;
  const typeOrder = Object.keys(JEEBENCH_MARKING);
  const sorted = [...items].sort((a, b) => a.description.localeCompare(b.description) || a.index - b.index);
  for (const item of sorted) {
    const marking = JEEBENCH_MARKING[item.type];
    const fail = (reason: string) =>
      problems.push({ description: item.description, index: item.index, type: item.type, reason });
    let question: PaperQuestion;
    if (marking.type === 3) {
      const value = Number(item.gold.trim());
      if (item.gold.trim() === '' || !Number.isFinite(value)) {
        fail(`numeric answer '${item.gold}' is not a number`);
        continue;
      }
      question = {
        type: 3,
        question: plainTextToHtml(item.question.trim()),
        answer: item.gold.trim(),
        tolerance: marking.tolerance,
        tags: ['JEE Advanced', 'PYQ', item.description],
      };
    } else {
      const key = lettersToKey(item.gold);
      if (!key) {
        fail(`answer '${item.gold}' is not option letters`);
        continue;
      }
      if (marking.type === 1 && key.includes(',')) {
        fail(`single-correct question with answer '${item.gold}'`);
        continue;
      }
      const parsed = parseOptions(item.question);
      if (!parsed.ok) {
        fail(parsed.reason);
        continue;
      }
      optionsParsed += 1;
      question = {
        type: marking.type,
        question: plainTextToHtml(parsed.stem),
        options: parsed.options.map(plainTextToHtml) as [string, string, string, string],
        answer: key,
        tags: ['JEE Advanced', 'PYQ', item.description],
      };
    }
    let sections = byPaper.get(item.description);
    if (!sections) byPaper.set(item.description, (sections = new Map()));
    const sectionKey = `${item.subject}:${item.type}`;
    let section = sections.get(sectionKey);
    if (!section)
      sections.set(sectionKey, (section = { subject: SUBJECT_NAMES[item.subject], kind: item.type, questions: [] }));
    section.questions.push(question);
    imported += 1;
  }
  const subjectOrder = Object.values(SUBJECT_NAMES) as string[];
  const papers: PaperInput[] = [...byPaper.entries()].map(([description, sections]) => ({
    format: 'classroom-paper/1',
    exam: {
      name: description.replace(/^JEE Adv /, 'JEE Advanced '),
      instructions: INSTRUCTIONS,
      type: 1,
      theme: 1,
      durationMinutes: options.durationMinutes ?? 180,
      startAt: options.startAt.toISOString(),
      endAt: options.endAt.toISOString(),
      resultOn: null,
    },
    sections: [...sections.values()]
      .sort(
        (a, b) =>
          subjectOrder.indexOf(a.subject) - subjectOrder.indexOf(b.subject) ||
          typeOrder.indexOf(a.kind) - typeOrder.indexOf(b.kind),
      )
      .map((s) => ({
        name: `${s.subject}: ${JEEBENCH_MARKING[s.kind].label}`,
        subject: s.subject,
        instructions: `<p>${JEEBENCH_MARKING[s.kind].label}. +${JEEBENCH_MARKING[s.kind].marks.positive}${JEEBENCH_MARKING[s.kind].marks.negative ? `, −${JEEBENCH_MARKING[s.kind].marks.negative}` : ', no negative marks'}.</p>`,
        numCompulsoryQuestions: 0,
        marks: { ...JEEBENCH_MARKING[s.kind].marks },
        questions: s.questions,
      })),
  }));
  return { papers, problems, imported, optionsParsed };
}

/** Whether a parsed JSON value looks like a JEEBench list (an array of items with `gold`). */
export function isJeebench(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    typeof value[0] === 'object' &&
    value[0] !== null &&
    'gold' in value[0] &&
    'question' in value[0]
  );
}
