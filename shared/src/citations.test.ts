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
const TEXT = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|md|json|ya?ml|css|html|conf)$/;

it('no tracked file cites an issue number', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => TEXT.test(file) && file !== 'pnpm-lock.yaml' && !file.includes('/fixtures/'));
  const found = files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (ISSUE_NUMBER.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
