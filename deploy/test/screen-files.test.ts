import { activate, assertChannel, discoveryOf, emptyChannel, type ReleaseRecord } from '../src/release/channel';
import { INLINE_MANIFEST_ID } from '../src/inline-manifest';
import { publish } from '../src/release/publish';
import { buildStoreGateway } from '../src/store-gateway';
import { cleanupFixtures, EXAM_PLAYER, fakeExamBuild, storeWithPublishedHost } from './release-fixtures';

afterAll(cleanupFixtures);

describe("decision 0008 (2026-11-27): an exam player's files, recorded at publish", () => {
  it("publish writes the build's screen list into the release manifest as URLs in the version's folder, without the copies of what the live host provides", async () => {
    const store = await storeWithPublishedHost('ffffffff');
    const { version } = await publish({
      store,
      channel: 'production',
      app: 'mfe-exam',
      fromDir: fakeExamBuild('a'),
      who: 't',
    });
    const folder = `/remotes/mfe-exam/${version}/`;
    const screens = {
      [EXAM_PLAYER]: [
        `${folder}713.aaaaaaaaaa.js`,
        `${folder}fonts/KaTeX_Main-Regular.bbbbbbbbbb.woff2`,
        `${folder}1813.cccccccccc.js`,
      ],
    };
    const channel = await store.readChannel('production');
    expect(channel.microFrontends['mfe-exam']?.[0]?.extras?.screens).toEqual(screens);
    expect(channel.releases['mfe-exam']?.[0]?.screens).toEqual(screens);
  });

  it('refuses a list naming a file the build lacks or a path outside the version folder, and changes nothing', async () => {
    const store = await storeWithPublishedHost('ffffffff');
    const before = await store.readChannel('production');
    for (const [files, message] of [
      [
        ['404.0000000000.js'],
        "names '404.0000000000.js' for /student/JeeExamScreen/:examId, which is not in the build",
      ],
      [['../mfe-dashboard/remoteEntry.js'], 'not a script, stylesheet or font in the version folder'],
      [['https://cdn.example/katex.js'], 'not a script, stylesheet or font in the version folder'],
      ['713.aaaaaaaaaa.js', 'is not a list of file names'],
    ] as const) {
      await expect(
        publish({ store, channel: 'production', app: 'mfe-exam', fromDir: fakeExamBuild('b', { files }), who: 't' }),
      ).rejects.toThrow(message);
    }
    expect(await store.readChannel('production')).toEqual(before);
    expect(await store.listVersions('mfe-exam')).toEqual([]);
  });

  it("refuses a channel whose screen list points outside its version's folder", () => {
    const c = emptyChannel('production');
    const record: ReleaseRecord = {
      version: 'b',
      url: '/remotes/mfe-exam/b/mf-manifest.json',
      integrity: 'sha384-b',
      preload: ['/remotes/mfe-exam/b/remoteEntry.js'],
      screens: { [EXAM_PLAYER]: ['/remotes/mfe-exam/b/713.a.js'] },
      publishedAt: 't',
      publishedBy: 't',
    };
    activate(c, 'mfe-exam', record, { who: 't' });
    assertChannel(c);
    c.microFrontends['mfe-exam']![0]!.extras!.screens = { [EXAM_PLAYER]: ['/remotes/mfe-exam/a/713.a.js'] };
    expect(() => assertChannel(c, 'production.json')).toThrow(
      'production.json: mfe-exam b: extras.screens /student/JeeExamScreen/:examId holds "/remotes/mfe-exam/a/713.a.js", not a script, stylesheet or face inside /remotes/mfe-exam/b/',
    );
    c.microFrontends['mfe-exam']![0]!.extras!.screens = { [EXAM_PLAYER]: ['/remotes/mfe-exam/b/../a/713.a.js'] };
    expect(() => assertChannel(c)).toThrow('not a script, stylesheet or face inside');
  });
});

describe("decision 0008 (2026-11-27): the gateway's page for an exam player names its files", () => {
  it('as the later requests ask for them (chunks as=script, faces as=font crossorigin) on the player routes only; none with a canary', async () => {
    const store = await storeWithPublishedHost('ffffffff');
    const a = await publish({ store, channel: 'production', app: 'mfe-exam', fromDir: fakeExamBuild('a'), who: 't' });
    const gateway = await buildStoreGateway({ store, apiUrl: 'http://127.0.0.1:9' });
    const links = async (page: string) =>
      [...(await gateway.inject(page)).body.matchAll(/<link rel=preload ([^>]+)>/g)].map((m) => m[1]);
    const folder = `/remotes/mfe-exam/${a.version}/`;
    const player = [
      `as=script href=${folder}713.aaaaaaaaaa.js`,
      `as=font type=font/woff2 crossorigin href=${folder}fonts/KaTeX_Main-Regular.bbbbbbbbbb.woff2`,
      `as=script href=${folder}1813.cccccccccc.js`,
    ];
    const onPlayer = await links('/student/JeeExamScreen/12');
    expect(onPlayer.slice(-3)).toEqual(player);
    expect(onPlayer[0]).toBe(`as=fetch crossorigin href=${folder}mf-manifest.json`); // the first mount's before them
    // /remotes.json carries the list; the manifest inlined in every page does not (the host reads none of it).
    const remotes = (await gateway.inject('/remotes.json')).json() as ReturnType<typeof discoveryOf>;
    expect(remotes.microFrontends['mfe-exam']?.[0]?.extras?.screens?.[EXAM_PLAYER]).toHaveLength(3);
    const page = (await gateway.inject('/student')).body;
    const inlined = JSON.parse(
      new RegExp(`<script type="application/json" id="${INLINE_MANIFEST_ID}">(.*?)</script>`).exec(page)![1]!,
    ) as ReturnType<typeof discoveryOf>;
    expect(inlined.microFrontends['mfe-exam']?.[0]?.extras).toEqual({
      preload: remotes.microFrontends['mfe-exam']?.[0]?.extras?.preload,
    });
    // Every named file is served.
    for (const link of player) expect((await gateway.inject(link.split('href=')[1]!)).statusCode).toBe(200);
    // Another of mfe-exam's screens gets its first mount's files only; another remote's page and the sign-in page none.
    const list = await links('/student/objectivetest');
    expect(list.length).toBeGreaterThan(0);
    expect(list.filter((link) => player.includes(link ?? ''))).toEqual([]);
    for (const page of ['/student', '/']) expect([page, await links(page)]).toEqual([page, []]);

    await publish({ store, channel: 'production', app: 'mfe-exam', fromDir: fakeExamBuild('c'), who: 't', canary: 10 });
    expect(await links('/student/JeeExamScreen/12')).toEqual([]); // the student's bucket picks the version
    await gateway.close();
  });
});
