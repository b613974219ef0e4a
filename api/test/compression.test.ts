/**
 * Compressed API replies (api/src/http/compression.ts): a reply of at least 1 KiB goes out brotli (or
 * gzip) when the client accepts it, with `Vary: Accept-Encoding`, and decodes to the same JSON; small replies and
 * clients that accept no encoding get plain JSON.
 */
import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/compression';
import { signIn, useHarness } from './helpers';

const h = useHarness();
let token: string;
beforeAll(async () => {
  ({ token } = await signIn(h.app, 'enrolled'));
}, 60_000);

function get(url: string, acceptEncoding?: string) {
  return h.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Token ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
}

const DASHBOARD = '/api/student/v1/student-dashboard/';

test('the dashboard reply goes out brotli-compressed to a browser, and decodes to the plain reply', async () => {
  const plain = await get(DASHBOARD);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

  const br = await get(DASHBOARD, 'gzip, deflate, br, zstd');
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('a client without brotli gets gzip', async () => {
  const res = await get(DASHBOARD, 'gzip');
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')).status).toBe(true);
});

test('a reply under 1 KiB goes out as it is', async () => {
  const res = await get('/api/support/v1/get-version/?platform=web', 'br');
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().status).toBe(true);
});
