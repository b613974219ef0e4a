import { deserialize, serialize } from 'node:v8';
// jsdom has no structuredClone, which IndexedDB (here fake-indexeddb) uses to store a record.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { QueryClient } from '@tanstack/react-query';
import { emit } from '@classroom/shared/events';
import { sessionStore } from '@classroom/shared/session';
import { hasKeptData, PERSIST_DB, startQueryPersistence } from './persist';

const student = (userId: number) => ({
  token: 't'.repeat(64),
  user_id: userId,
  username: `98765000${userId}`,
  user_display_name: `Student ${userId}`,
  permission: 'student',
});

async function keptRecords(): Promise<Record<string, string>> {
  const database = await openDB(PERSIST_DB, 1);
  const keys = (await database.getAllKeys('clients')).map(String);
  const out: Record<string, string> = {};
  for (const key of keys) out[key] = JSON.stringify(await database.get('clients', key));
  database.close();
  return out;
}

/** Waits until the coalesced save (1 s) and IndexedDB have run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1300));

describe('per-student persisted data (decision 0016)', () => {
  it("keeps A's data for A only, and nothing of A's is left after sign-out, another sign-in, session expiry or a lock", async () => {
    const client = new QueryClient();
    sessionStore.getState().signIn(student(1));
    // A new device keeps nothing: the first render need not wait for IndexedDB (hasKeptData, the cold dashboard).
    expect(hasKeptData()).toBe(false);
    await startQueryPersistence(client);
    expect(hasKeptData()).toBe(false);
    client.setQueryData(['schedule'], { topic: "A's class" });
    await settle();
    expect(Object.keys(await keptRecords())).toEqual(['student:1']);
    expect(hasKeptData()).toBe(true);
    expect((await keptRecords())['student:1']).toContain("A's class");

    // Sign out, then B signs in on the same device: the cache and the device hold nothing of A's.
    sessionStore.getState().signOut();
    await settle();
    expect(await keptRecords()).toEqual({});
    sessionStore.getState().signIn(student(2));
    await settle();
    expect(client.getQueryData(['schedule'])).toBeUndefined();
    expect(hasKeptData()).toBe(false);
    client.setQueryData(['schedule'], { topic: "B's class" });
    await settle();
    expect(Object.keys(await keptRecords())).toEqual(['student:2']);
    expect(hasKeptData()).toBe(true);

    // B's session expires: B's record goes at once, before the redirect signs out.
    emit('portal:session-expired', { message: 'Unauthorised?' });
    await settle();
    expect(await keptRecords()).toEqual({});
    expect(hasKeptData()).toBe(false);
    expect(client.getQueryData(['schedule'])).toBeUndefined();

    // C signs in (another student's sign-in without a sign-out between), then C's profile is locked.
    sessionStore.getState().signIn(student(3));
    await settle();
    client.setQueryData(['fees'], { due: 1000 });
    await settle();
    expect(Object.keys(await keptRecords())).toEqual(['student:3']);
    emit('portal:profile-locked', { path: '/student/locked' });
    await settle();
    expect(await keptRecords()).toEqual({});
  }, 20_000);
});
