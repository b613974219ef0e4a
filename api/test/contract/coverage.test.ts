/** The contract check covers the whole table (check.ts): a new call without a case in a domain fails here. */
import { endpoints } from '@classroom/shared/contract';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Harness } from '../helpers';
import { CONTRACT_FILES } from './files';

test('the domains name every call of the contract table exactly once, and each file of domains exists', () => {
  // The cases are only listed here, never run: no harness is opened.
  const names = Object.values(CONTRACT_FILES)
    .flatMap((domains) => Object.values(domains))
    .flatMap((domain) => domain({} as Harness).cases.map(([name]) => name));
  expect([...names].sort()).toEqual(Object.keys(endpoints).sort());
  const missing = Object.keys(CONTRACT_FILES).filter((file) => !existsSync(path.join(__dirname, `${file}.test.ts`)));
  expect(missing).toEqual([]);
});
