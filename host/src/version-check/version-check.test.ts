import { checkVersion, isCheckDue, VERSION_KEY, type VersionEnv } from './version-check';

function env(current: string, stored: string | null, offlineExam = false) {
  const store = new Map<string, string>(stored === null ? [] : [[VERSION_KEY, stored]]);
  const calls: string[] = [];
  const e: VersionEnv = {
    fetchVersion: async () => current,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    clearCaches: async () => void calls.push('clear caches'),
    unregisterServiceWorkers: async () => void calls.push('unregister workers'),
    offlineExamRunning: () => offlineExam,
    reload: () => void calls.push('reload'),
  };
  return { e, calls, store };
}

describe('version check (000 §8, 001 §4.10)', () => {
  it('a mismatch clears caches, unregisters service workers and reloads once — the next check finds the same version', async () => {
    const { e, calls, store } = env('1.0.4', '1.0.3');
    expect(await checkVersion(e)).toBe('reloaded');
    expect(calls).toEqual(['clear caches', 'unregister workers', 'reload']);
    expect(store.get(VERSION_KEY)).toBe('1.0.4');
    expect(await checkVersion(e)).toBe('same'); // after the reload: no loop
  });

  it('keeps the service worker while an offline exam is running (never lose an exam in progress)', async () => {
    const { e, calls } = env('1.0.4', '1.0.3', true);
    await checkVersion(e);
    expect(calls).toEqual(['clear caches', 'reload']);
  });

  it('the first run stores the version without reloading; a failed call changes nothing', async () => {
    const first = env('1.0.3', null);
    expect(await checkVersion(first.e)).toBe('first');
    expect(first.calls).toEqual([]);
    const failing = env('x', '1.0.3');
    failing.e.fetchVersion = async () => {
      throw new Error('Network Error');
    };
    expect(await checkVersion(failing.e)).toBe('unknown');
    expect(failing.calls).toEqual([]);
  });

  it('runs at most every 10 minutes', () => {
    expect(isCheckDue(null, 0)).toBe(true);
    expect(isCheckDue(0, 599_999)).toBe(false);
    expect(isCheckDue(0, 600_000)).toBe(true);
  });
});
