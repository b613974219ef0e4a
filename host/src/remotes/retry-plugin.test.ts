import { INLINE_REMOTE_MANIFESTS_ID } from '../inline-blocks';
import { forgetInlinedRemoteManifests } from './inlined-remote-manifest';
import { retryPlugin, withRetries } from './retry-plugin';

describe('retry plugin (MF runtime hooks)', () => {
  it('retries a failing load and gives up after the last retry', async () => {
    let calls = 0;
    const seen: number[] = [];
    await expect(
      withRetries('x', async () => (++calls < 3 ? Promise.reject(new Error('down')) : 'up'), {
        retries: 2,
        delayMs: 1,
        onRetry: (_w, n) => seen.push(n),
      }),
    ).resolves.toBe('up');
    expect(seen).toEqual([1, 2]);
    calls = 0;
    await expect(
      withRetries('x', async () => Promise.reject(new Error(`down ${++calls}`)), { retries: 2, delayMs: 1 }),
    ).rejects.toThrow('down 3');
  });

  it('retries a manifest fetch that answers 5xx or 404', async () => {
    const answers = [503, 404, 200];
    const fetchMock = jest.fn(async () => ({ ok: answers[0] === 200, status: answers.shift() }) as Response);
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const plugin = retryPlugin({ retries: 2, delayMs: 1 }) as unknown as {
        fetch(url: string, init: RequestInit): Promise<Response>;
      };
      const response = await plugin.fetch('/remotes/mfe-exam/1/mf-manifest.json', {});
      expect(response.status).toBe(200);
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      global.fetch = original;
    }
  });

  it('re-requests the remote entry after forgetting the failed load', async () => {
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    let tries = 0;
    const getRemoteEntry = jest.fn(async () => {
      expect(globalLoading.key).toBeUndefined();
      if (++tries < 2) throw new Error('ScriptNetworkError');
      return { get: jest.fn(), init: jest.fn() };
    });
    const plugin = retryPlugin({ retries: 2, delayMs: 1 }) as unknown as {
      loadEntryError(args: object): Promise<unknown>;
    };
    const exports = await plugin.loadEntryError({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mfe_exam', entry: '/remotes/mfe-exam/1/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'key',
    });
    expect(exports).toHaveProperty('get');
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it("decision 0027: the page's remote's manifest inlined by the gateway is answered with no request; any other version's (a rollback since the page was served) is fetched", async () => {
    const live = '/remotes/mfe-dashboard/0.1.0-aaaa/mf-manifest.json';
    const manifest = { id: 'mfe_dashboard', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [] };
    document.body.innerHTML = `<script type="application/json" id="${INLINE_REMOTE_MANIFESTS_ID}">${JSON.stringify({ [live]: manifest })}</script>`;
    forgetInlinedRemoteManifests();
    const fetchMock = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => ({ fetched: true }) }) as Response,
    );
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    // jsdom has no Response; the browser's is what the runtime checks for (`instanceof Response`).
    class PageResponse {
      constructor(private readonly body: string) {}
      async json() {
        return JSON.parse(this.body) as unknown;
      }
    }
    Object.assign(globalThis, { Response: PageResponse });
    try {
      const plugin = retryPlugin({ retries: 0 }) as unknown as {
        fetch(url: string, init: RequestInit): Promise<Response>;
      };
      for (const url of [live, new URL(live, location.href).href])
        await expect((await plugin.fetch(url, {})).json()).resolves.toEqual(manifest);
      expect(fetchMock).not.toHaveBeenCalled();
      const other = '/remotes/mfe-dashboard/0.1.0-bbbb/mf-manifest.json';
      await expect((await plugin.fetch(other, {})).json()).resolves.toEqual({ fetched: true });
      expect(fetchMock).toHaveBeenCalledWith(other, {});
    } finally {
      global.fetch = original;
      delete (globalThis as { Response?: unknown }).Response;
      document.body.innerHTML = '';
      forgetInlinedRemoteManifests();
    }
  });
});
