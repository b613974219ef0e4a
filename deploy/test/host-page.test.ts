import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_SCREENS } from '@classroom/shared/links/screens';
import { PAGE_VARIANTS, withRuntimeConfig } from '../src/host-page';
import { rollback } from '../src/release/channel';
import { publish } from '../src/release/publish';
import { FsReleaseStore } from '../src/release/store';
import { runtimeConfigFromEnv } from '../src/runtime-config';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, fakeExamBuild, fakeHostBuildWithHead, fakeRemoteBuild, tempDir } from './release-fixtures';

afterAll(cleanupFixtures);

/** The variant nginx's map (deploy/nginx/portal-pages.conf) picks for a URI: the first regex that matches. */
const variantOf = (uri: string) =>
  PAGE_VARIANTS.find(({ uriRegex }) => uriRegex === null || new RegExp(uriRegex).test(uri))!.name;

/** Page paths of every kind: each remote screen with values in its ':param's and below its '/*', and other paths. */
const PAGE_PATHS = [
  ...REMOTE_SCREENS.flatMap(({ pattern }) => {
    const path = pattern.replace(/:[A-Za-z]+/g, '12').replace(/\/\*$/, '/a/b');
    return [path, `${path}/`];
  }),
  '/',
  '/signup',
  '/students',
  '/student/no-such-screen/1/2',
  '/student/JeeExamScreen/12/more',
];

describe("decision 0008 (2026-11-27, nginx): the release CLI renders the gateway's page variants into the store", () => {
  it("writes at publish, for every page path's variant, the Node gateway's page for that path (its runtime config left out); a rollback's and a canary's pages name what the gateway names", async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    await publish({ store, channel: 'production', app: 'host', fromDir: fakeHostBuildWithHead('aaaaaaaa'), who: 't' });
    const r1 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('one'),
      who: 't',
    });
    const r2 = await publish({
      store,
      channel: 'production',
      app: 'mfe-dashboard',
      fromDir: fakeRemoteBuild('two'),
      who: 't',
    });
    const exam = await publish({
      store,
      channel: 'production',
      app: 'mfe-exam',
      fromDir: fakeExamBuild('a'),
      who: 't',
    });
    const gateway = await buildStoreGateway({ store, apiUrl: 'http://127.0.0.1:9' });
    const config = runtimeConfigFromEnv(process.env, '/api/');
    const pages = path.join(store.root, 'channels', 'production.pages');
    const variant = (uri: string) => readFileSync(path.join(pages, `${variantOf(uri)}.html`), 'utf8');
    const expectSamePages = async () => {
      for (const uri of PAGE_PATHS) {
        const fromGateway = (await gateway.inject(uri)).body;
        expect([uri, withRuntimeConfig(variant(uri), config)]).toEqual([uri, fromGateway]);
      }
    };

    await expectSamePages();
    expect(variant('/student')).toContain(`/remotes/mfe-dashboard/${r2.version}/remoteEntry.js`);
    expect(variant('/student/JeeExamScreen/12')).toContain(`/remotes/mfe-exam/${exam.version}/713.aaaaaaaaaa.js`);

    await store.updateChannel('production', (c) => rollback(c, 'mfe-dashboard', { who: 't' }));
    await expectSamePages();
    expect(variant('/student')).toContain(`/remotes/mfe-dashboard/${r1.version}/remoteEntry.js`);
    expect(variant('/student')).not.toContain(`/remotes/mfe-dashboard/${r2.version}/remoteEntry.js`);

    await publish({ store, channel: 'production', app: 'mfe-exam', fromDir: fakeExamBuild('b'), who: 't', canary: 10 });
    await expectSamePages();
    expect(variant('/student/JeeExamScreen/12')).not.toContain('href=/remotes/mfe-exam/');

    // No script nginx's CSP would refuse: besides index.html's own, only JSON data blocks (never executed).
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter((m) => !m[1]!.includes('type="application/json"'));
    for (const name of readdirSync(pages).filter((file) => file.endsWith('.html')))
      expect([name, inlineScripts(readFileSync(path.join(pages, name), 'utf8'))]).toEqual([name, []]);

    // One folder of pages at a time: the one the symlink names.
    expect(readdirSync(path.join(store.root, 'channels')).filter((name) => name.includes('.pages.'))).toHaveLength(1);
    await gateway.close();
  });

  it('writes no pages while no host is published', async () => {
    const store = new FsReleaseStore(tempDir('store-'));
    await publish({ store, channel: 'production', app: 'mfe-dashboard', fromDir: fakeRemoteBuild('one'), who: 't' });
    expect(existsSync(path.join(store.root, 'channels', 'production.pages'))).toBe(false);
  });

  it("gives each remote screen its own variant, picked by the screen's URIs (none shadowed by an earlier one)", () => {
    const names = PAGE_VARIANTS.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, samplePath } of PAGE_VARIANTS)
      expect([samplePath, variantOf(samplePath)]).toEqual([samplePath, name]);
  });
});
