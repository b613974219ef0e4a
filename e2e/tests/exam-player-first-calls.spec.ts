import { expect, test } from '@playwright/test';
import { coldContext } from './support';

/**
 * docs/PERFORMANCE.md, the player opened cold (a reload mid-exam, a bookmark of 001 §2.1 /student/JeeExamScreen/{exam_id}): the
 * host's entry sends the player's first calls (PLAYER_FIRST_CALLS in @classroom/shared/links) — the student's details,
 * then exam info and start-exam with the student's id — while mfe-exam's code is still downloading; the player takes
 * those replies, so each call goes out once, and a refusal reaches the player as if it had sent the call (000 §8,
 * 001 §8: the start failure's dialog). The exam id is one no student has (a refused start changes nothing on the server).
 */
const UNKNOWN_EXAM = 999_999;
const CALLS = {
  studentDetails: '/api/users/v1/get-student-details2/',
  examInfo: `/api/exam/v1/exam-info/${UNKNOWN_EXAM}/`,
  startExam: `/api/exam/v1/start-exam/${UNKNOWN_EXAM}/`,
} as const;
type CallName = keyof typeof CALLS;

test("a cold player load sends exam info and start-exam once each while mfe-exam's ./app is still loading; the server's refusal shows in the player's dialog", async ({
  browser,
}) => {
  const context = await coldContext(browser, 'enrolled');
  const page = await context.newPage();
  const events: string[] = [];
  // mfe-exam's exposed ./app chunk is held until the player's calls have been sent (or 30 s have passed; then the
  // order checked below is wrong and the test fails): the calls must not wait for the remote's code.
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
    const call = Object.entries(CALLS).find(([, p]) => p === new URL(request.url()).pathname)?.[0] as
      CallName | undefined;
    if (!call) return;
    events.push(call);
    if (events.includes('examInfo') && events.includes('startExam')) release();
  });

  await page.goto(`/student/JeeExamScreen/${UNKNOWN_EXAM}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Exam not found', { timeout: 60_000 });
  clearTimeout(fallback);

  const sent = (name: CallName) => events.filter((e) => e === name).length;
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
