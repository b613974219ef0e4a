/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Comments give reasons, not history: source cites a decision record ("decision 0027") or a budget, never the
 * performance notebook, a numbered pass of it, an amendment or a calendar date (docs/ARCHITECTURE.md). The rule:
 * - the notebook's file name may not appear anywhere in a source file, code included;
 * - a comment may not hold a calendar date, "amended"/"amendment", or a pass, session or round number in a citation
 *   ("(…; pass 3)"). A date written as a quoted value in a comment ('2026-12-15', `2026-12-15T…`) is an example of
 *   data, not history; dates in code (test fixtures, constants) are data and never looked at.
 * Comments are read with TypeScript's parser for scripts (so a regular expression or template holding "//" is not
 * taken for one), as block comments for CSS, and from "#" to the end of a line for nginx, YAML and shell files.
 */
const ROOT = path.resolve(__dirname, '../..');
const PACKAGES = /^(?:host|mfe-[a-z]+|shared|api|deploy|e2e|scripts)\//;
/** This file names what it looks for. */
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');
/** Fixtures are data. (The lab, bench/, is not a product package: it keeps its own dated reports.) */
const OUTSIDE = /\/fixtures\//;
const SCRIPT = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const HASH_COMMENTED = /\.(?:conf|ya?ml|sh)$|(?:^|\/)Dockerfile$/;
/** Spelled in two parts, so that a search for the notebook's name finds no source at all. */
const NOTEBOOK = new RegExp(['PERFORMANCE', 'md'].join('\\.'));
const HISTORY: { what: string; pattern: RegExp }[] = [
  { what: 'a calendar date', pattern: /(?<![\w'"`-])(?:19|20)\d\d-[01]\d-[0-3]\d\b/ },
  { what: 'an amendment', pattern: /\bamend(?:ed|ments?)\b/i },
  { what: 'a notebook pass', pattern: /\([^()]*\b(?:pass|session|round) \d+\b[^()]*\)/i },
];

interface Comment {
  /** 1-based line of the comment's start. */
  line: number;
  text: string;
}

/** Every comment of a file, by its kind (see above). */
function commentsOf(file: string, text: string): Comment[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length;
  if (SCRIPT.test(file)) {
    const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
    const found = new Map<number, Comment>();
    /** JSX text is what a page shows: a "//" in it starts no comment. */
    const jsxTexts: ts.Node[] = [];
    const add = (ranges: readonly ts.CommentRange[] | undefined) => {
      for (const range of ranges ?? []) {
        found.set(range.pos, { line: lineOf(range.pos), text: text.slice(range.pos, range.end) });
      }
    };
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.JsxText) return void jsxTexts.push(node);
      if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
      if (node.kind < ts.SyntaxKind.FirstNode || node.kind === ts.SyntaxKind.EndOfFileToken) {
        add(ts.getLeadingCommentRanges(text, node.pos));
        add(ts.getTrailingCommentRanges(text, node.end));
      }
      node.getChildren(source).forEach(visit);
    };
    visit(source);
    return [...found.entries()]
      .filter(([pos]) => !jsxTexts.some((jsx) => jsx.pos <= pos && pos < jsx.end))
      .map(([, comment]) => comment);
  }
  const pattern = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : HASH_COMMENTED.test(file) ? /#.*$/gm : null;
  return pattern ? [...text.matchAll(pattern)].map((m) => ({ line: lineOf(m.index), text: m[0] })) : [];
}

/** What a file says of history: "path:line: what — excerpt" per finding. */
function historyIn(file: string, text: string): string[] {
  const notebook = text
    .split('\n')
    .flatMap((line, i) => (NOTEBOOK.test(line) ? [`${file}:${i + 1}: the notebook — ${line.trim()}`] : []));
  const comments = commentsOf(file, text).flatMap((comment) =>
    HISTORY.flatMap(({ what, pattern }) => {
      const match = pattern.exec(comment.text);
      if (!match) return [];
      const line = comment.line + comment.text.slice(0, match.index).split('\n').length - 1;
      return [`${file}:${line}: ${what} — ${match[0]}`];
    }),
  );
  return [...notebook, ...comments];
}

it('no source file cites the performance notebook, a pass of it, an amendment or a date in a comment', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        PACKAGES.test(file) &&
        !OUTSIDE.test(file) &&
        file !== SELF &&
        (SCRIPT.test(file) || HASH_COMMENTED.test(file) || file.endsWith('.css')),
    );
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) => historyIn(file, readFileSync(path.join(ROOT, file), 'utf8')));
  expect(found).toEqual([]);
});

describe('the rule', () => {
  const planted = [
    '/**',
    ' * Sends the calls at once (decision 0027, amended).',
    ' * Measured 2026-11-26 on a shared machine (pass 14).',
    ' */',
    "export const DUE = '2026-11-26'; // a fixture's date is data",
    'const SCHEME = /https?:\\/\\//; const seen = `${SCHEME} 2026-11-27 amended`;',
    "// the date-only value ('2026-12-15') never shifts a day; the timer may not pass 10 minutes",
    'export const ok = () => <p>// 2026-11-28 in JSX text is what the page shows</p>;',
  ].join('\n');

  it('finds history in comments only, each on its line', () => {
    expect(historyIn('x/src/planted.tsx', planted)).toEqual([
      'x/src/planted.tsx:3: a calendar date — 2026-11-26',
      'x/src/planted.tsx:2: an amendment — amended',
      'x/src/planted.tsx:3: a notebook pass — (pass 14)',
    ]);
  });

  it('finds the notebook named anywhere, code included', () => {
    const name = ['docs/PERFORMANCE', 'md'].join('.');
    expect(historyIn('x/src/a.test.ts', `it('sends the calls at once (${name})', () => {});`)).toHaveLength(1);
  });

  it('reads CSS and nginx comments', () => {
    expect(historyIn('x/a.css', '/* a layout shift (amended) */\n.a { color: red; }')).toHaveLength(1);
    expect(historyIn('x/a.conf', 'root /srv; # since 2026-11-27\nlocation / {}')).toHaveLength(1);
    expect(historyIn('x/a.conf', "add_header X-Day '2026-11-27';")).toEqual([]);
  });
});
