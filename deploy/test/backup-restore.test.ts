/**
 * docs/OPERATIONS.md "Back up and restore": the dump an operator takes with pg_dump (custom format, --no-owner) of a
 * database in use, restored with pg_restore into a fresh database, holds every answer the API had acknowledged
 * before the dump, and every table with the same number of rows; the uploads folder, archived with tar and unpacked
 * elsewhere, gives an API on the restored database a student's doubt photo byte for byte. Needs PostgreSQL's client
 * tools and a server (TEST_DATABASE_URL, as npm test provides); fails, saying so, without them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../../api/src/app';
import { FolderFileStore } from '../../api/src/http/file-store';
import { openDb, type OpenDb } from '../../api/src/db/client';
import { loadDemoAccounts, seedIfEmpty } from '../../api/seed/seed';
import { prepareBench } from '../../api/test/exam-population';
import { freshDatabase } from './cluster';
import { lostSaves, type AckedSave } from './students';
import { nextSeq } from '@classroom/shared/exam-rules';
import { cleanupFixtures, tempDir } from './release-fixtures';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
/** Debian's newest PostgreSQL client tools (pg_dump must not be older than the server). */
const pgBin = (() => {
  const base = '/usr/lib/postgresql';
  const majors = existsSync(base)
    ? readdirSync(base)
        .filter((d) => existsSync(path.join(base, d, 'bin', 'pg_dump')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return majors.length ? path.join(base, majors.at(-1)!, 'bin') : null;
})();

let source: { url: string; drop(): Promise<void> };
let restored: { url: string; drop(): Promise<void> } | null = null;
let handle: OpenDb;

beforeAll(async () => {
  if (!adminUrl || !pgBin)
    throw new Error(
      'The backup test needs PostgreSQL (server and pg_dump): run it through npm test, or set TEST_DATABASE_URL=postgres://…',
    );
  source = await freshDatabase(adminUrl, 'backup');
  handle = await openDb({ databaseUrl: source.url });
  await handle.migrate();
  await seedIfEmpty(handle.db);
}, 120_000);

afterAll(async () => {
  await handle?.close();
  await source?.drop();
  await restored?.drop();
  cleanupFixtures();
});

async function tableCounts(url: string): Promise<Record<string, number>> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (
      await c.query<{ t: string }>(
        "SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS t FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1",
      )
    ).rows.map((r) => r.t);
    const counts: Record<string, number> = {};
    for (const t of tables)
      counts[t] = Number((await c.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${t}`)).rows[0]!.n);
    return counts;
  } finally {
    await c.end();
  }
}

/** A PNG by its magic bytes (api/src/http/image-type.ts) with a payload of its own. */
const PHOTO = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  Buffer.from('page 42, question 7'),
]);

test('pg_dump of the database in use, pg_restore into a fresh one: every acknowledged answer is there, and a tar of the uploads restores a doubt photo', async () => {
  const prepared = await prepareBench(handle.db, 3, 3, 2);
  const uploads = tempDir('backup-uploads-');
  const app = await buildApp({ db: handle.db, config: { files: new FolderFileStore(uploads) } });
  const acked: AckedSave[] = [];
  let token = '';
  let doubtId = 0;
  try {
    const demo = loadDemoAccounts().find((a) => a.kind === 'enrolled')!;
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/v1/login/',
      payload: { username: demo.username, password: demo.password },
    });
    token = (login.json() as { data: { token: string } }).data.token;
    const boundary = 'backup-test-boundary';
    const asked = await app.inject({
      method: 'POST',
      url: '/api/student/v1/post-pending-doubt/',
      headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="subject_id"\r\n\r\n1\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="question"\r\n\r\nWhy a parabola?\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PHOTO,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(asked.statusCode).toBe(200);
    doubtId = (asked.json() as { data: { doubt_id: number } }).data.doubt_id;
    for (const s of prepared.savers) {
      let seq = 0;
      for (const [i, questionId] of s.single.slice(0, 5).entries()) {
        const option = (i % 4) + 1;
        seq = nextSeq(seq, Date.now());
        const res = await app.inject({
          method: 'POST',
          url: `/api/exam/v1/save-exam/${prepared.jeeExamId}/`,
          headers: { authorization: `Token ${s.token}` },
          payload: {
            student_id: s.id,
            ques_id: questionId,
            total_seconds: 11,
            review_status: false,
            [`is_option${option}_selected`]: true,
            seq,
          },
        });
        expect(res.statusCode).toBe(200);
        acked.push({ studentId: s.id, questionId, option, seconds: 11 });
      }
    }
  } finally {
    await app.close();
  }
  expect(acked).toHaveLength(15);

  const dump = path.join(tempDir('backup-'), 'portal.dump');
  execFileSync(path.join(pgBin!, 'pg_dump'), ['--format=custom', '--no-owner', '--file', dump, source.url]);
  const archive = path.join(path.dirname(dump), 'uploads.tar.gz');
  execFileSync('tar', ['-C', uploads, '-czf', archive, '.']);
  restored = await freshDatabase(adminUrl!, 'restored');
  execFileSync(path.join(pgBin!, 'pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', restored.url, dump]);
  const restoredUploads = path.join(tempDir('restored-uploads-'), 'uploads');
  mkdirSync(restoredUploads);
  execFileSync('tar', ['-C', restoredUploads, '-xzf', archive]);

  expect(await lostSaves(restored.url, acked)).toEqual([]);
  const counts = await tableCounts(restored.url);
  expect(counts).toEqual(await tableCounts(source.url));
  expect(counts['public.allotted_questions']).toBeGreaterThan(0);

  const restoredHandle = await openDb({ databaseUrl: restored.url });
  const restoredApp = await buildApp({
    db: restoredHandle.db,
    config: { files: new FolderFileStore(restoredUploads) },
  });
  try {
    const res = await restoredApp.inject({
      method: 'GET',
      url: `/api/student/v1/get-doubt-photo/?doubt_id=${doubtId}&index=0`,
      headers: { authorization: `Token ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const dataUrl = (res.json() as { data: { data_url: string } }).data.data_url;
    expect(Buffer.from(dataUrl.split(',')[1]!, 'base64')).toEqual(PHOTO);
  } finally {
    await restoredApp.close();
    await restoredHandle.close();
  }
}, 180_000);
