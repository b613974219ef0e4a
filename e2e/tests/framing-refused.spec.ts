import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { signIn } from './support';

/**
 * SECURITY.md: the exam player cannot be framed (CSP frame-ancestors 'none', X-Frame-Options DENY). A page on another
 * origin frames the player; Chromium refuses to render the portal inside it.
 */
let server: Server;
let origin = '';

test.beforeAll(async ({ baseURL }) => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>framer</title><iframe id="f" title="portal" src="${baseURL}/student/objectivetest" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a page on another origin cannot frame the portal (the player and test list stay out of clickjacking)', async ({
  page,
}) => {
  await signIn(page, 'enrolled');
  await page.waitForURL('**/student');
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto(`${origin}/`);
  const frame = page.frameLocator('#f');
  // The portal's own content never renders inside the frame.
  await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(frame.getByRole('heading')).toHaveCount(0);
});
