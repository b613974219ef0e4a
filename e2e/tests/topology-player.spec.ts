import { expect, test, type Browser, type Page } from '@playwright/test';
import { Client } from 'pg';
import { exited, freePort, freshDatabase, startCluster, type Cluster } from '../../deploy/test/cluster';
import { account, scheduledExamId } from './support';

/**
 * The portal on several machines (docs/decisions/0012-scale-out-behind-a-balancer.md; deploy/test/topology.test.ts
 * plays the same over plain HTTP): PostgreSQL (TEST_DATABASE_URL, as npm test provides), 3 API instances behind
 * deploy/nginx, a gateway serving this run's release store. Two students take JEE Main Full Test 1 in the real player;
 * one API instance is SIGKILLed mid-exam. Their players go on (the retries land on the other instances), no error
 * dialog is shown, and every answer the palette showed as answered is in the database.
 */

const EXAM = 'JEE Main Full Test 1';
const STUDENTS = ['enrolled', 'enrolled-2'];
const BEFORE_KILL = 3;
const AFTER_KILL = 4;

let cluster: Cluster;
let db: { url: string; drop(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'The topology spec needs a PostgreSQL server: run it through npm test, or set TEST_DATABASE_URL=postgres://…',
    );
  db = await freshDatabase(adminUrl, 'e2e_topology');
  const [a, b, c, gateway, nginx] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  cluster = await startCluster({
    databaseUrl: db.url,
    apiPorts: [a!, b!, c!],
    nginxPort: nginx!,
    gateways: [{ port: gateway!, env: { RELEASES_DIR: process.env.E2E_RELEASES_DIR } }],
  });
});

test.afterAll(async () => {
  await cluster?.stop();
  await db?.drop();
});

const tile = (page: Page, serial: number) =>
  page
    .getByRole('complementary', { name: 'Question palette' })
    .getByRole('button', { name: new RegExp(`^Question ${serial},`) });
const heading = (page: Page, serial: number) =>
  page.getByRole('heading', { name: new RegExp(`^Question ${serial}\\b`) });
const saveAndNext = (page: Page) =>
  page.getByRole('group', { name: 'Question actions' }).getByRole('button', { name: 'SAVE & NEXT', exact: true });

/** Signs `kind` in through nginx and opens the exam's player on question 1; counts every dialog the page shows. */
async function openPlayer(browser: Browser, kind: string): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext({ baseURL: cluster.base });
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const demo = account(kind);
  await page.goto('/');
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/student$/, { timeout: 30_000 });
  const id = await scheduledExamId(page, EXAM);
  await page.goto(`/student/JeeExamScreen/${id}`);
  await expect(heading(page, 1)).toBeVisible({ timeout: 30_000 });
  return { page, dialogs };
}

/** Answers questions `from`…`to` with their first option, SAVE & NEXT each, until the palette shows it answered. */
async function answer(page: Page, from: number, to: number): Promise<void> {
  for (let serial = from; serial <= to; serial += 1) {
    await expect(heading(page, serial)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('radio').first().check();
    await saveAndNext(page).click();
    await expect(tile(page, serial)).toHaveAccessibleName(`Question ${serial}, answered`, { timeout: 30_000 });
  }
}

test('an API instance SIGKILLed mid-exam: two students in the player go on, no error dialog, no answer lost', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const players = await Promise.all(STUDENTS.map((kind) => openPlayer(browser, kind)));
  await Promise.all(players.map(({ page }) => answer(page, 1, BEFORE_KILL)));

  // The instance to kill was serving these players: nginx had sent it some of their calls.
  const victim = cluster.apis[1]!;
  const served = (await (await fetch(`http://127.0.0.1:${victim.port}/metrics`)).text())
    .split('\n')
    .filter((l) => l.startsWith('http_requests_total{') && l.includes('route="/api/exam/'))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
  expect(served).toBeGreaterThan(0);
  victim.child.kill('SIGKILL');
  await exited(victim.child);
  await Promise.all(players.map(({ page }) => answer(page, BEFORE_KILL + 1, BEFORE_KILL + AFTER_KILL)));

  for (const { page, dialogs } of players) {
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  // Every answer the palette showed as answered is stored: option 1 of questions 1…7 of each student's attempt.
  const client = new Client({ connectionString: db.url });
  await client.connect();
  try {
    for (const kind of STUDENTS) {
      const { rows } = await client.query<{ serial_no: number; is_option1_selected: boolean }>(
        `SELECT aq.serial_no, aq.is_option1_selected FROM allotted_questions aq
           JOIN scheduled_exams se ON se.id = aq.scheduled_exam_id
           JOIN exams e ON e.id = se.exam_id
           JOIN students s ON s.id = se.student_id
          WHERE s.mobile = $1 AND e.exam_name = $2 AND aq.serial_no <= $3 ORDER BY aq.serial_no`,
        [account(kind).username, EXAM, BEFORE_KILL + AFTER_KILL],
      );
      expect(rows.map((r) => [r.serial_no, r.is_option1_selected])).toEqual(
        Array.from({ length: BEFORE_KILL + AFTER_KILL }, (_, i) => [i + 1, true]),
      );
    }
  } finally {
    await client.end();
  }
});
