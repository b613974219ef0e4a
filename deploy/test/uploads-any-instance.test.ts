/**
 * Uploads on several machines (api/src/http/file-store.ts; decision 0012): three API processes share a PostgreSQL
 * database and an S3-compatible store (s3rver, behind deploy/test/s3-server.ts) and nothing else — each has its own
 * data directory (UPLOAD_DIR, SMS outbox), as a pod has its own disk. A doubt photo uploaded through instance A is read
 * through B and C byte for byte; another student still gets 404 for it on every instance; no instance wrote it to
 * its own disk. Needs PostgreSQL (TEST_DATABASE_URL, as npm test provides) and fails, saying so, without it.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildPath, endpoints } from '@classroom/shared/contract';
import { openDb } from '../../api/src/db/client';
import { loadDemoAccounts, seedIfEmpty, type AccountKind } from '../../api/seed/seed';
import { startApi, type ApiStart } from '../../api/test/api-process';
import { freePort, freshDatabase } from './cluster';
import { cleanupFixtures, tempDir } from './release-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** The smallest PNG header image-type.ts accepts (magic bytes and the IHDR chunk's start). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.from('a photo of page 42, question 7'),
]);

let s3: TestS3Server;
let db: { url: string; drop(): Promise<void> };
const instances: { base: string; dataDir: string; stop(): Promise<void> }[] = [];

beforeAll(async () => {
  if (!adminUrl)
    throw new Error(
      'The uploads test needs a PostgreSQL server: run it through npm test, or set TEST_DATABASE_URL=postgres://…',
    );
  s3 = await startS3Server(tempDir('uploads-s3-'), ['portal-uploads']);
  db = await freshDatabase(adminUrl, 'uploads');
  const handle = await openDb({ databaseUrl: db.url });
  await handle.migrate();
  await seedIfEmpty(handle.db);
  await handle.close();
  for (const name of ['a', 'b', 'c']) {
    const dataDir = tempDir(`uploads-instance-${name}-`);
    mkdirSync(path.join(dataDir, 'uploads'));
    const port = await freePort();
    const started: ApiStart = await startApi({
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_WORKERS: '1',
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      SMS_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      UPLOAD_STORE: 's3://portal-uploads/test-run',
      S3_ENDPOINT: s3.endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
    if (!started.listening) throw new Error(`API instance ${name} did not start:\n${started.output}`);
    instances.push({ base: `http://127.0.0.1:${port}/api/`, dataDir, stop: started.stop });
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  await s3?.close();
  await db?.drop();
  cleanupFixtures();
});

async function signIn(base: string, kind: AccountKind): Promise<string> {
  const a = loadDemoAccounts().find((x) => x.kind === kind)!;
  const res = await fetch(base + buildPath(endpoints.login.path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: a.username, password: a.password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function photo(base: string, token: string, doubtId: number) {
  const res = await fetch(`${base}${buildPath(endpoints.doubtPhoto.path)}?doubt_id=${doubtId}&index=0`, {
    headers: { authorization: `Token ${token}` },
  });
  const body = (await res.json()) as { data?: { data_url: string } };
  return { status: res.status, bytes: body.data ? Buffer.from(body.data.data_url.split(',')[1]!, 'base64') : null };
}

test('a doubt photo uploaded through instance A is read through B and C; another student gets 404 on each', async () => {
  const [a, b, c] = instances as [(typeof instances)[0], (typeof instances)[0], (typeof instances)[0]];
  const token = await signIn(a.base, 'enrolled');
  const form = new FormData();
  form.append('subject_id', '1');
  form.append('question', 'Why is the trajectory a parabola?');
  form.append('photos', new Blob([PNG], { type: 'image/png' }), 'page-42.png');
  const asked = await fetch(a.base + buildPath(endpoints.postPendingDoubt.path), {
    method: 'POST',
    headers: { authorization: `Token ${token}` },
    body: form,
  });
  expect(asked.status).toBe(200);
  const doubtId = ((await asked.json()) as { data: { doubt_id: number } }).data.doubt_id;

  const reads = [];
  for (const i of [a, b, c]) reads.push(await photo(i.base, token, doubtId));
  expect(reads).toEqual([0, 1, 2].map(() => ({ status: 200, bytes: PNG })));

  // Who may read what is unchanged: the photo is the asker's only, through every instance.
  const other = await signIn(b.base, 'enrolled-2');
  for (const i of [a, b, c]) expect((await photo(i.base, other, doubtId)).status).toBe(404);

  // Nothing went to an instance's own disk.
  for (const i of instances) expect(readdirSync(path.join(i.dataDir, 'uploads'))).toEqual([]);
}, 120_000);
