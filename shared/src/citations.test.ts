/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Code, tests and docs cite the spec's sections ("001 §2.1") or the decision records (docs/decisions/), never the
 * numbers of the issues the work was tracked in: a newcomer cannot open those (docs/ARCHITECTURE.md).
 */
const ROOT = path.resolve(__dirname, '../..');
const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;
/** The same citation wrapped across two lines of a comment ("… issue" / " * 12 §1"). */
const WRAPPED_ISSUE_NUMBER = /\b[Ii]ssues?[ \t]*\n[ \t]*(?:\*|\/\/|#|>)?[ \t]*#?\d+/g;
const TEXT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json|ya?ml|css|html|conf)$/;

it('no tracked file cites an issue number', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== 'pnpm-lock.yaml' && !file.includes('/fixtures/'));
  const found = files.flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const lines = text.split('\n');
    const wrapped = [...text.matchAll(WRAPPED_ISSUE_NUMBER)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${file}:${line}: ${lines[line - 1]!.trim()} ⏎ ${lines[line]!.trim()}`;
    });
    return [
      ...lines.flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      ...wrapped,
    ];
  });
  expect(found).toEqual([]);
});

it('finds a citation wrapped across two comment lines', () => {
  expect(' * released (001 §2.2; issue\n * 12 §1), so'.match(WRAPPED_ISSUE_NUMBER)).toHaveLength(1);
  expect(' * the issue\n * that was found'.match(WRAPPED_ISSUE_NUMBER)).toBeNull();
});
