import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export interface DemoAccount {
  kind: string;
  username: string;
  password: string;
  name?: string;
}

/** The start of the error page's text (000 §8): a link or route that shows it is a dead end. */
export const ERROR_PAGE_TEXT = 'AWW! Snap Something went wrong';

/** The host's release-health beacon chunk (its webpackChunkName in host/src/bootstrap.tsx, decision 0014), by path. */
export const FIELD_FIGURES_CHUNK = /\/field-figures\.[0-9a-f]+\.js$/;

/** The seed's demo accounts (api/seed/demo-accounts.json). */
export function account(kind: string): DemoAccount {
  const all = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../api/seed/demo-accounts.json'), 'utf8'),
  ) as DemoAccount[];
  const found = all.find((a) => a.kind === kind);
  if (!found) throw new Error(`No demo account of kind '${kind}'`);
  return found;
}

/** Signs in through the host's sign-in form at /. */
export async function signIn(page: Page, kind: string): Promise<DemoAccount> {
  const demo = account(kind);
  await page.goto('/');
  await page.getByLabel('Mobile number').fill(demo.username);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return demo;
}

/**
 * A fresh context (empty HTTP cache: a cold load) holding the session of `kind`, signed in through the form in a context
 * of its own (what a signed-in student's first page load fetches).
 */
export async function coldContext(browser: Browser, kind: string): Promise<BrowserContext> {
  const signing = await browser.newContext({ serviceWorkers: 'block' });
  const page = await signing.newPage();
  await signIn(page, kind);
  await page.waitForURL(/\/student(\/locked)?$/);
  const state = await signing.storageState();
  await signing.close();
  // No service worker: a cold load fetches everything itself, and page.route() sees every request.
  return browser.newContext({ storageState: state, serviceWorkers: 'block' });
}

/**
 * After a sign-in that lands on /student: waits until the dashboard (a remote) is on screen, its first heading shown.
 * The host starts single-spa with the first remote area, and single-spa is what announces a raw
 * `history.pushState` to the host's and the remotes' routers (ARCHITECTURE §2.3): a test that moves on by pushState
 * before then changes the address while the screen stays where it was.
 */
export async function expectDashboardShown(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
}

/**
 * Waits until the dashboard is complete: its data in (no 'Loading... please wait', 000 §2) and the parts below the
 * first viewport mounted after the first paint (decision 0027: the content holding the page's heading is `aria-busy`
 * until they are in). The corner rows load later still, as they come near the viewport.
 */
export async function expectDashboardComplete(page: Page): Promise<void> {
  await expect(page.getByText('Loading... please wait')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByRole('heading', { level: 1 }) })).toHaveCount(
    0,
  );
}

/**
 * GETs an API path ('/api/…') from inside the page with the page's own session token (the login record 'userdetail',
 * 000 §2): a second sign-in through the API would move the page's session to "another device" (000 §8). Returns the
 * HTTP status and the reply's `data`.
 */
export async function pageApiGet<T>(page: Page, apiPath: string): Promise<{ status: number; data: T }> {
  return page.evaluate(async (p) => {
    const { token } = JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { token?: string };
    const response = await fetch(p, { headers: { Authorization: `Token ${token}` } });
    return { status: response.status, data: ((await response.json()) as { data: unknown }).data };
  }, apiPath) as Promise<{ status: number; data: T }>;
}

/** The signed-in page's student id (get-student-details2 with the page's own session, 000 §2). */
export async function pageStudentId(page: Page): Promise<number> {
  const { username } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('userdetail') ?? '{}') as { username?: string },
  );
  const me = await pageApiGet<{ student_data: { id: number } }>(
    page,
    `/api/users/v1/get-student-details2/?username=${username}`,
  );
  return me.data.student_data.id;
}

/**
 * The id of the exam named `name` among the signed-in page's scheduled exams of `type` (1 tests, 2 assignments,
 * 3 quizzes; scheduled-exams, 001 §2.2). Throws when no such exam is scheduled for the student.
 */
export async function scheduledExamId(page: Page, name: string, type = 1): Promise<number> {
  const studentId = await pageStudentId(page);
  const list = await pageApiGet<{ exam_assoc: { id: number; exam_topic: string } }[]>(
    page,
    `/api/exam/v1/scheduled-exams/?student=${studentId}&type=${type}`,
  );
  const found = list.data.find((e) => e.exam_assoc.exam_topic === name);
  if (!found) throw new Error(`The exam '${name}' (type ${type}) is not scheduled for student ${studentId}`);
  return found.exam_assoc.id;
}

/** One route of each remote (mfe-corners, mfe-account, mfe-exam, mfe-dashboard), visited in the page by client-side navigation. */
export async function visitEveryRemote(page: Page): Promise<void> {
  for (const path of ['/student/ncert', '/student/profile', '/student/objectivetest', '/student']) {
    await page.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
}

/** Signs in straight against the API (as another device would) and returns the token. */
export async function apiSignIn(request: APIRequestContext, kind: string): Promise<string> {
  const demo = account(kind);
  const response = await request.post('/api/users/v1/login/', {
    data: { username: demo.username, password: demo.password },
  });
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/**
 * Accessibility check (axe-core's WCAG 2.0, 2.1 and 2.2 A/AA rules) of what the page shows now, leaving out the
 * elements `exclude` selects; fails with each violation's id, help text and the first offending elements, so the
 * message says what to fix.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), exclude?: string): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // A toast fading in or out is half-transparent for a moment, which axe reads as low contrast, and a save toast's
  // 2 s can end while axe runs: for the check, every transition and animation jumps to its end state.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await (exclude ? builder.exclude(exclude) : builder).analyze();
  await still.evaluate((style) => style.parentNode?.removeChild(style));
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe-core violations on ${label}`).toEqual([]);
}

/**
 * The focused element as `tabTo` names it: its label (aria-label, its <label>, or its text, trimmed) and, for a link,
 * its path; both '' when nothing but the page's body has focus.
 */
export function focused(page: Page): Promise<{ label: string; path: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: '', path: '' };
    const labelled =
      el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null);
    const path = el instanceof HTMLAnchorElement ? new URL(el.href).pathname : '';
    return { label: (labelled ?? el.closest('label')?.textContent ?? el.textContent ?? '').trim(), path };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's accessible-ish name (aria-label, its label, its text) matches
 * `name` — keyboard only, no clicks; with `href`, a link whose path is `href` (the dashboard's section links share
 * their words with the screens they name). Throws after `max` presses.
 */
export async function tabTo(
  page: Page,
  name: RegExp,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  max = 80,
  href?: string,
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const found = await focused(page);
    if (name.test(found.label) && (href === undefined || found.path === href)) return;
  }
  throw new Error(`Tab never reached ${name}${href ? ` (${href})` : ''}`);
}

/**
 * Runs `visit` on every one of `items` across `tabs` side by side (item n in tab n mod tabs): for sweeps whose screens
 * mostly wait (a loader's grace, networkidle), so the tabs overlap their waits. Rejects with the first failed visit.
 */
export async function sideBySide<T>(
  tabs: readonly Page[],
  items: readonly T[],
  visit: (tab: Page, item: T) => Promise<void>,
): Promise<void> {
  await Promise.all(
    tabs.map(async (tab, i) => {
      for (const item of items.filter((_, n) => n % tabs.length === i)) await visit(tab, item);
    }),
  );
}
