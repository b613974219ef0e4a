import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { coldContext } from './support';

/**
 * Decision 0009, the player opened cold (a reload mid-exam, a bookmark of 001 §2.1 /student/JeeExamScreen/{exam_id}): the
 * host's entry sends the player's first calls (PLAYER_FIRST_CALLS in @classroom/shared/links) — the student's details,
 * then exam info and start-exam with the student's id — while mfe-exam's code is still downloading; the player takes
 * those replies, so each call goes out once, and a refusal reaches the player as if it had sent the call (000 §8,
 * 001 §8: the start failure's dialog). The exam id is one no student has (a refused start changes nothing on the server).
 */
const UNKNOWN_EXAM = 999_999;

/** The players' first calls, by the API paths they are sent to (001 §4.2, §7). */
const FIRST_CALLS = {
  studentDetails: /^\/api\/users\/v1\/get-student-details2\/$/,
  examInfo: /^\/api\/exam\/v1\/exam-info\/\d+\/$/,
  startExam: /^\/api\/exam\/v1\/start-exam\/\d+\/$/,
  dppStart: /^\/api\/exam\/v1\/dpp-by-live-class\/\d+\/$/,
} as const;
type CallName = keyof typeof FIRST_CALLS;

/**
 * A cold context of 'enrolled' and its page, mfe-exam's exposed ./app chunk held until every call of `releaseAfter`
 * has been sent (or 30 s have passed; then the order checked is wrong and the test fails): the calls must not wait for
 * the remote's code. `events` lists, in order, each first call sent and the chunk's hold and release; `sent(name)`
 * counts one call; `done` drops the 30 s fallback.
 */
async function coldPlayer(browser: Browser, releaseAfter: readonly CallName[]) {
  const context = await coldContext(browser, 'enrolled');
  const page = await context.newPage();
  const events: string[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const fallback = setTimeout(release, 30_000);
  await page.route(/\/remotes\/mfe-exam\/[^/]+\/.*__federation_expose_app[^/]*\.js$/, async (route) => {
    events.push('app chunk held');
    await released;
    events.push('app chunk released');
    await route.continue();
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const call = (Object.keys(FIRST_CALLS) as CallName[]).find((name) => FIRST_CALLS[name].test(path));
    if (!call) return;
    events.push(call);
    if (releaseAfter.every((name) => events.includes(name))) release();
  });
  const sent = (name: CallName) => events.filter((e) => e === name).length;
  return { context, page, events, sent, done: () => clearTimeout(fallback) };
}

test("a cold player load sends exam info and start-exam once each while mfe-exam's ./app is still loading; the server's refusal shows in the player's dialog", async ({
  browser,
}) => {
  const { context, page, events, sent, done } = await coldPlayer(browser, ['examInfo', 'startExam']);
  await page.goto(`/student/JeeExamScreen/${UNKNOWN_EXAM}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Exam not found', { timeout: 60_000 });
  done();

  expect([sent('studentDetails'), sent('examInfo'), sent('startExam')]).toEqual([1, 1, 1]);
  // Sent before the remote's ./app chunk was let through, and in the plan's order: the student's id first.
  const releasedAt = events.indexOf('app chunk released');
  expect(releasedAt).toBeGreaterThan(-1);
  expect(events.indexOf('startExam')).toBeLessThan(releasedAt);
  expect(events.indexOf('examInfo')).toBeLessThan(releasedAt);
  expect(events.indexOf('studentDetails')).toBeLessThan(events.indexOf('examInfo'));

  // 001 §8: Ok leads back to the test list.
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/student\/objectivetest$/);
  await context.close();
});

/** The exam id of the DPP the seed left in progress for 'enrolled' (MPP card button Continue, 000 §3; api/seed/dpp.ts). */
async function dppInProgress(context: BrowserContext): Promise<number> {
  const { origins } = await context.storageState();
  const record = origins.flatMap((o) => o.localStorage).find((item) => item.name === 'userdetail')?.value ?? '{}';
  const { token } = JSON.parse(record) as { token?: string };
  const reply = await context.request.post('/api/student/v1/student-dpps/', {
    headers: { Authorization: `Token ${token}` },
    data: { skip: 0, limit: 100 },
  });
  const { dpps } = ((await reply.json()) as { data: { dpps: { id: number; button: string }[] } }).data;
  const open = dpps.find((dpp) => dpp.button === 'Continue');
  if (!open) throw new Error("no DPP in progress for 'enrolled'");
  return open.id;
}

/**
 * Decision 0009, the DPP player opened cold (a reload mid-DPP, a bookmark of 001 §2.1
 * /student/InstructionsGenericDpp/{exam_id}/exam): the host's entry sends the DPP player's first calls
 * (DPP_PLAYER_FIRST_CALLS in @classroom/shared/links) one after another as the player does — the student's details, DPP
 * start with the student's id (001 §7 dpp-by-live-class), then exam info, read after the start has scheduled the DPP —
 * while mfe-exam's code is still downloading; the player takes those replies, so each call goes out once.
 */
test("a cold DPP player load sends the student's details, DPP start and exam info once each, in that order, while mfe-exam's ./app is still loading", async ({
  browser,
}) => {
  const { context, page, events, sent, done } = await coldPlayer(browser, ['examInfo']);
  // Resumed, not started: the seed's DPP in progress (DPP start resumes it and changes nothing on the server).
  const examId = await dppInProgress(context);
  const starts: unknown[] = [];
  page.on('request', (request) => {
    if (FIRST_CALLS.dppStart.test(new URL(request.url()).pathname)) starts.push(request.postDataJSON());
  });
  await page.goto(`/student/InstructionsGenericDpp/${examId}/exam`);
  await expect(page.getByRole('timer')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: /Question \d+/ }).first()).toBeVisible();
  done();

  expect([sent('studentDetails'), sent('dppStart'), sent('examInfo')]).toEqual([1, 1, 1]);
  expect(starts).toEqual([{ exam_id: examId }]);
  // Sent before the remote's ./app chunk was let through, in the player's order.
  const releasedAt = events.indexOf('app chunk released');
  expect(releasedAt).toBeGreaterThan(-1);
  expect(events.indexOf('studentDetails')).toBeLessThan(events.indexOf('dppStart'));
  expect(events.indexOf('dppStart')).toBeLessThan(events.indexOf('examInfo'));
  expect(events.indexOf('examInfo')).toBeLessThan(releasedAt);
  await context.close();
});

test("a cold DPP player load of a DPP the student does not have: DPP start's refusal, sent before ./app, reaches the player's dialog; no exam info", async ({
  browser,
}) => {
  const { context, page, events, sent, done } = await coldPlayer(browser, ['dppStart']);
  await page.goto(`/student/InstructionsGenericDpp/${UNKNOWN_EXAM}/exam`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Exam not found', { timeout: 60_000 });
  done();

  expect([sent('studentDetails'), sent('dppStart'), sent('examInfo')]).toEqual([1, 1, 0]);
  const releasedAt = events.indexOf('app chunk released');
  expect(releasedAt).toBeGreaterThan(-1);
  expect(events.indexOf('studentDetails')).toBeLessThan(events.indexOf('dppStart'));
  expect(events.indexOf('dppStart')).toBeLessThan(releasedAt);

  // 001 §2.5: Ok leads back to the DPP list.
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/student\/dpp-list\/all$/);
  await context.close();
});

/**
 * Decision 0008: the gateway names an exam screen's own files — its chunks, KaTeX's, the two
 * faces — in the index.html of its route (the release manifest's `extras.screens`), so a reload mid-exam asks for them
 * with the host's files instead of once mfe-exam's ./app has run: the JEE Main and JEE Advanced players, the DPP player
 * and the offline-tolerant exam (001 §2.1). Each is fetched once, by that link: the preload's mode is the later
 * request's (a face `crossorigin`, as its `@font-face` and load-math.ts ask).
 */
for (const [screen, pattern, pagePath] of [
  ['JEE Main player', '/student/JeeExamScreen/:examId', `/student/JeeExamScreen/${UNKNOWN_EXAM}`],
  ['JEE Advanced player', '/student/JeeAdvanceExamScreen/:examId', `/student/JeeAdvanceExamScreen/${UNKNOWN_EXAM}`],
  [
    'DPP player',
    '/student/InstructionsGenericDpp/:examId/exam',
    `/student/InstructionsGenericDpp/${UNKNOWN_EXAM}/exam`,
  ],
  ['offline-tolerant exam', '/student/generic/:examId/exam', `/student/generic/${UNKNOWN_EXAM}/exam`],
] as const) {
  test(`a cold ${screen} load finds the screen's files named in index.html and fetches each once, by its link`, async ({
    browser,
    request,
  }) => {
    const manifest = (await (await request.get('/remotes.json')).json()) as {
      microFrontends: Record<string, Array<{ extras?: { screens?: Record<string, string[]> } }>>;
    };
    const files = manifest.microFrontends['mfe-exam']?.[0]?.extras?.screens?.[pattern] ?? [];
    expect(files.filter((file) => file.endsWith('.js')).length, "the screen's chunks are listed").toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.woff2')).length, "KaTeX's two faces are listed").toBe(2);

    const html = await (await request.get(pagePath)).text();
    for (const file of files) {
      const link = [...html.matchAll(/<link rel=preload ([^>]*)>/g)].find((m) => m[1]!.endsWith(`href=${file}`))?.[1];
      expect(link, `${file} is named in index.html`).toBe(
        file.endsWith('.woff2') ? `as=font type=font/woff2 crossorigin href=${file}` : `as=script href=${file}`,
      );
    }
    expect(
      (await (await request.get('/student/objectivetest')).text()).includes(files[0]!),
      'not on the test list',
    ).toBe(false);

    const context = await coldContext(browser, 'enrolled');
    const page = await context.newPage();
    const requested: string[] = [];
    // The files asked for while the page was still on the screen's path: the offline-tolerant exam of an exam the
    // device has not downloaded goes on to its instructions (001 §4.5), whose files are that screen's.
    const onScreen: string[] = [];
    page.on('request', (r) => {
      requested.push(new URL(r.url()).pathname);
      if (new URL(page.url()).pathname === pagePath) onScreen.push(new URL(r.url()).pathname);
    });
    await page.goto(pagePath);
    // Every listed file has been asked for (the screen's code, and with it KaTeX's and the faces).
    await expect.poll(() => files.filter((file) => !requested.includes(file)), { timeout: 60_000 }).toEqual([]);
    await page.waitForLoadState('networkidle');
    const initiators = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [
        new URL(e.name).pathname,
        e.initiatorType,
      ]),
    );
    for (const file of files) {
      expect([file, requested.filter((p) => p === file).length], `${file} requested once`).toEqual([file, 1]);
      expect(
        initiators.filter(([p]) => p === file),
        `${file} fetched by its preload link`,
      ).toEqual([[file, 'link']]);
    }
    // Nothing of mfe-exam's was left to be asked for once ./app had run: every file of it the screen fetched was named.
    const named = [...html.matchAll(/<link rel=preload [^>]*href=(\S+)>/g)].map((m) => m[1]);
    expect(
      onScreen.filter((p) => p.startsWith('/remotes/mfe-exam/') && !named.includes(p)),
      "mfe-exam's files the page asked for without a link in index.html",
    ).toEqual([]);
    await context.close();
  });
}
