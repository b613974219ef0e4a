/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The portal's one data layer (ARCHITECTURE §2 'server state'; decision 0016): a screen reads the server through
 * TanStack Query and writes through `useMutation`, never from a hand-written `useEffect` (no cache, no de-duplication,
 * nothing kept for an offline open) nor through a home-made `useLoad` hook.
 */
const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /^(?:host|mfe-[a-z]+|shared)\/src\/.+\.tsx?$/;
const NOT_A_SCREEN = /\.test\.tsx?$|\/testing\/|^shared\/src\/api\//;
/** A call of the API client or the network inside an effect's body. */
const API_CALL = /\b(?:call|timedCall|upload|fetchCall|fetch|axios(?:\.\w+)?)\s*\(/;

/** The 1-based lines where a `useEffect(` whose body calls the API client or `fetch` starts in `source`. */
function effectsCallingTheApi(source: string): number[] {
  const lines: number[] = [];
  for (let at = source.indexOf('useEffect('); at >= 0; at = source.indexOf('useEffect(', at + 1)) {
    let depth = 0;
    let end = at + 'useEffect'.length;
    do {
      if (source[end] === '(') depth++;
      else if (source[end] === ')') depth--;
      end++;
    } while (depth > 0 && end < source.length);
    if (API_CALL.test(source.slice(at + 'useEffect('.length, end))) lines.push(source.slice(0, at).split('\n').length);
  }
  return lines;
}

describe('server data goes through TanStack Query (ARCHITECTURE §2)', () => {
  it('finds an effect that loads data by hand, and not one that only focuses a field', () => {
    const loader = [
      'useEffect(() => {',
      "  call('studentDetails', { query: { username } }).then((r) => setStudent(r.student_data));",
      '}, [username]);',
      'useEffect(() => {',
      '  if (open) field.current?.focus();',
      '}, [open]);',
      "useEffect(() => void fetch('/api/x').then(setX), []);",
    ].join('\n');
    expect(effectsCallingTheApi(loader)).toEqual([1, 7]);
  });

  it('no screen of the host, a remote or the shared package reads or writes the server from an effect or useLoad', () => {
    const files = execFileSync('git', ['ls-files', 'host', 'mfe-*', 'shared'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !NOT_A_SCREEN.test(file));
    const found = files.flatMap((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      return [
        ...effectsCallingTheApi(source).map((line) => `${file}:${line}: an effect calls the API`),
        ...(/\buseLoad\b/.test(source) ? [`${file}: useLoad`] : []),
      ];
    });
    expect(found).toEqual([]);
  });
});
