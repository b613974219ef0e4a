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
});
