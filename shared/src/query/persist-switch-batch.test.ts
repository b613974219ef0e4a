import { deserialize, serialize } from 'node:v8';
// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) uses to store a record.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '@classroom/shared/session';
import { dropKeptData, hasKeptData, PERSIST_DB, startQueryPersistence } from './persist';

async function keptRecord(userId: number): Promise<string | undefined> {
  const database = await openDB(PERSIST_DB, 1);
  const value: unknown = await database.get('clients', `student:${userId}`);
  database.close();
  return value === undefined ? undefined : JSON.stringify(value);
}

/** Polls until `check` holds or `limitMs` passes (a coalesced save runs within 0.5 s). */
async function eventually(check: () => Promise<boolean>, limitMs = 5000): Promise<boolean> {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe('Switch Batch drops the kept data before its reload (000 §4, decision 0016)', () => {
  it('deletes the record and the marker, empties the cache, and a save pending or asked for later never lands', async () => {
    const client = new QueryClient();
    sessionStore.getState().signIn({
      token: 't'.repeat(64),
      user_id: 9,
      username: '9876500009',
      user_display_name: 'Student 9',
      permission: 'student',
    });
    await startQueryPersistence(client);
    client.setQueryData(['dashboard', 'student-dashboard'], { mpps: ['JEE 2027 MPP'] });
    expect(await eventually(async () => (await keptRecord(9))?.includes('JEE 2027 MPP') === true)).toBe(true);
    expect(hasKeptData()).toBe(true);

    // A save is pending (coalesced) when switch-course answers.
    client.setQueryData(['dashboard', 'classes'], ['JEE 2027 class']);
    await dropKeptData();
    expect(await keptRecord(9)).toBeUndefined();
    expect(hasKeptData()).toBe(false);
    expect(client.getQueryData(['dashboard', 'student-dashboard'])).toBeUndefined();

    // The page is left for the reload (its pending save is flushed on pagehide), or a reply still lands first.
    window.dispatchEvent(new Event('pagehide'));
    client.setQueryData(['dashboard', 'classes'], ['late reply']);
    expect(await eventually(async () => (await keptRecord(9)) !== undefined, 1500)).toBe(false);
    expect(hasKeptData()).toBe(false);
  }, 15_000);
});
