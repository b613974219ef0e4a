/** `pnpm --filter @classroom/api docs:table`: rewrites the call table in api/README.md from the contract table. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpointTableMarkdown } from './endpoint-table';

const file = path.resolve(__dirname, '../../README.md');
const readme = readFileSync(file, 'utf8');
const updated = readme.replace(
  /<!-- endpoints:start -->\n[\s\S]*?\n<!-- endpoints:end -->/,
  `<!-- endpoints:start -->\n${endpointTableMarkdown()}\n<!-- endpoints:end -->`,
);
writeFileSync(file, updated);
console.log(updated === readme ? 'README call table already up to date.' : 'README call table updated.');
