import { deserialize, serialize } from 'node:v8';
// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) uses to store a record.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@classroom/shared/session';
import { hasKeptData, PERSIST_DB, startQueryPersistence } from './persist';

/** The kept record of `userId`, or undefined; polled until it holds `text` or `limitMs` passes. */
async function keptRecordWith(userId: number, text: string, limitMs = 5000): Promise<string | undefined> {
  let record: string | undefined;
  for (const deadline = Date.now() + limitMs; Date.now() < deadline;) {
    const database = await openDB(PERSIST_DB, 1);
    const value: unknown = await database.get('clients', `student:${userId}`);
    database.close();
    record = value === undefined ? undefined : JSON.stringify(value);
    if (record?.includes(text)) return record;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return record;
}

describe('kept data saved without waiting for a later change (decision 0016)', () => {
  it('what the first screen loaded while IndexedDB was restoring is kept, with no query changing afterwards', async () => {
    const client = new QueryClient();
    sessionStore.getState().signIn({
      token: 't'.repeat(64),
      user_id: 7,
      username: '9876500007',
      user_display_name: 'Student 7',
      permission: 'student',
    });
    const restored = startQueryPersistence(client);
    // The dashboard's reply lands before the restore has finished (IndexedDB answers asynchronously); nothing
    // changes afterwards, as when the student reads the screen and closes the page.
    client.setQueryData(['dashboard'], { tests: ['Weekly test 12'] });
    await restored;
    expect(await keptRecordWith(7, 'Weekly test 12')).toContain('Weekly test 12');
    expect(hasKeptData()).toBe(true);
  }, 10_000);
});
