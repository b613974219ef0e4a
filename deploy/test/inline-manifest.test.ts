/** index.html carries the live release manifest: one round trip fewer before a remote can load. */
import { INLINE_CONFIG_ID, inlineJson, inlineManifest, INLINE_MANIFEST_ID } from '../src/inline-manifest';
import { rollback } from '../src/release/channel';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeHostBuild, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

const inlined = (html: string, id = INLINE_MANIFEST_ID) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)![1]!);

test('every page path gets index.html with the live /remotes.json inlined; a rollback shows in the next page', async () => {
  const store = new FsReleaseStore(tempDir('inline-store-'));
  await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuild('aaaaaaaa'), who: 't' });
  const r1 = await publish({
    store,
    channel: 'production',
    app: 'mfe-dashboard',
    fromDir: fakeRemoteBuild('one'),
    who: 't',
  });
  await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('two'), who: 't' });
  const gateway = await buildStoreGateway({ store, apiUrl: 'http://127.0.0.1:9' });
  for (const url of ['/', '/student', '/student/objectivetest']) {
    const page = await gateway.inject({ url });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>host aaaaaaaa</title>');
    expect(inlined(page.body)).toEqual((await gateway.inject('/remotes.json')).json());
    // …and the runtime config, the same as /config.json: no round trip before the first screen either.
    expect(inlined(page.body, INLINE_CONFIG_ID)).toEqual((await gateway.inject('/config.json')).json());
  }
  await store.updateChannel('production', (c) => rollback(c, 'mfe-dashboard', { who: 't' }));
  const after = inlined((await gateway.inject('/student')).body) as {
    microFrontends: Record<string, { metadata: { version: string } }[]>;
  };
  expect(after.microFrontends['mfe-dashboard']?.[0]?.metadata.version).toBe(r1.version);
  await gateway.close();
});

test('a value cannot close the data block', () => {
  const html = inlineManifest('<html><head><title>x</title></head><body></body></html>', {
    note: '</script><script>alert(1)</script>',
  });
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(inlined(html)).toEqual({ note: '</script><script>alert(1)</script>' });
});

test("decision 0027: with `first`, the block comes right after <head>, before the build's scripts (the early calls read it as the page is parsed)", () => {
  const html = inlineJson(
    '<html><head><meta charset=utf-8><script>x()</script></head><body></body></html>',
    'cfg',
    { a: 1 },
    {
      first: true,
    },
  );
  expect(html).toBe(
    '<html><head><script type="application/json" id="cfg">{"a":1}</script><meta charset=utf-8><script>x()</script></head><body></body></html>',
  );
});
