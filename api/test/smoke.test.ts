import { openDb } from '../src/db/client';
import { students } from '../src/db/schema';
import { endpoints } from '@classroom/shared/contract';

test('pglite under jest', async () => {
  const h = await openDb({ dbDir: 'memory://' });
  await h.migrate();
  const rows = await h.db.select().from(students);
  expect(rows).toEqual([]);
  expect(Object.keys(endpoints).length).toBeGreaterThan(5);
  await h.close();
}, 30000);
