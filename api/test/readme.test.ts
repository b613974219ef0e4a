/** api/README.md lists every call of the contract table: its table is the generated one. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { endpointTableMarkdown } from '../src/docs/endpoint-table';

test('the README call table matches the contract table (regenerate: pnpm --filter @classroom/api docs:table)', () => {
  const readme = readFileSync(path.resolve(__dirname, '../README.md'), 'utf8');
  const table = /<!-- endpoints:start -->\n([\s\S]*?)\n<!-- endpoints:end -->/.exec(readme)?.[1];
  expect(table).toBe(endpointTableMarkdown());
});
