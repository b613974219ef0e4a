/**
 * Precompressed releases: publish stores brotli 11 and gzip 9 copies beside every text file; the gateway
 * serves the best encoding the browser accepts, with Vary: Accept-Encoding, and never compresses per request.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodingsToTry } from '../src/precompressed';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

const bigJs = (label: string) =>
  `/* ${label} */\n${Array.from({ length: 400 }, (_, i) => `export const value${i} = "repeated text ${i % 7}";`).join('\n')}`;

async function setup() {
  const host = fakeHostBuild('aaaaaaaa');
  writeFileSync(path.join(host, 'main.aaaaaaaa00.js'), bigJs('host main'));
  writeFileSync(path.join(host, '318.bbbbbbbbbb.js'), bigJs('host chunk'));
  writeFileSync(
    path.join(host, 'main.cccccccccc.css'),
    Array.from({ length: 200 }, (_, i) => `.c${i} { color: #123456; margin: ${i}px; }`).join('\n'),
  );
  const remote = fakeRemoteBuild('one');
  writeFileSync(path.join(remote, '42.abcdef0123.js'), bigJs('remote chunk'));
  writeFileSync(path.join(remote, 'remoteEntry.js'), bigJs('remote entry'));
  const store = new FsReleaseStore(tempDir('precompressed-store-'));
  const h = await publish({ store, channel: 'production', app: 'host', fromDir: host, who: 't' });
  const r = await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: remote, who: 't' });
  const gateway = await buildStoreGateway({ store, apiUrl: 'http://127.0.0.1:9' });
  return { store, gateway, host, remote, hostVersion: h.version, remoteVersion: r.version };
}

test('publish stores .br and .gz beside each text file and leaves the build folder untouched', async () => {
  const { store, remote, remoteVersion, gateway } = await setup();
  const chunk = (await store.readFile('mfe-dashboard', remoteVersion, '42.abcdef0123.js'))!;
  expect(
    brotliDecompressSync((await store.readFile('mfe-dashboard', remoteVersion, '42.abcdef0123.js.br'))!).equals(chunk),
  ).toBe(true);
  expect(gunzipSync((await store.readFile('mfe-dashboard', remoteVersion, '42.abcdef0123.js.gz'))!).equals(chunk)).toBe(
    true,
  );
  expect(readdirSync(remote).some((f) => f.endsWith('.br') || f.endsWith('.gz'))).toBe(false);
  await gateway.close();
});

test('every JS and CSS file served — host chunks, remote entry and chunks — comes as br or gzip when asked, with Vary', async () => {
  const { gateway, hostVersion, remoteVersion } = await setup();
  const urls = [
    '/main.aaaaaaaa00.js',
    '/318.bbbbbbbbbb.js',
    '/main.cccccccccc.css',
    `/remotes/mfe-dashboard/${remoteVersion}/remoteEntry.js`,
    `/remotes/mfe-dashboard/${remoteVersion}/42.abcdef0123.js`,
  ];
  for (const url of urls) {
    const plain = await gateway.inject({ url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await gateway.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await gateway.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  }
  expect(hostVersion).toBeTruthy();
  await gateway.close();
});

test('Accept-Encoding: best first, q=0 refuses, images are never recompressed', () => {
  expect(encodingsToTry('gzip, deflate, br', 'a.js').map((e) => e.encoding)).toEqual(['br', 'gzip']);
  expect(encodingsToTry('br;q=0, gzip', 'a.js').map((e) => e.encoding)).toEqual(['gzip']);
  expect(encodingsToTry('identity', 'a.js')).toEqual([]);
  expect(encodingsToTry('br', 'logo.png')).toEqual([]);
});
