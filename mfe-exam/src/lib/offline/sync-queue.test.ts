import type { BulkAnswer } from '@classroom/shared/contract';
import { attachSyncTriggers, createSyncQueue, syncDelay } from './sync-queue';

const answer = (allotted_id: number, seq: number, ans = '1'): BulkAnswer => ({
  serial_no: allotted_id,
  allotted_id,
  type: 3,
  review: false,
  total_seconds: 5,
  ans_given: ans,
  options_selected: [],
  current_attempt_seconds: [5],
  seq,
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('sync queue (001 §4.5)', () => {
  it('"A sync sends the queued questions in bulk": one request with every queued answer, the newest per question', async () => {
    const sent: BulkAnswer[][] = [];
    const q = createSyncQueue({ send: async (a) => (sent.push(a), true) });
    q.enqueue(answer(1, 1));
    q.enqueue(answer(2, 1));
    q.enqueue(answer(1, 2, '7'));
    q.enqueue(answer(1, 1, 'old')); // a lower seq never replaces a higher one
    expect(await q.sync()).toBe('synced');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.map((a) => [a.allotted_id, a.seq, a.ans_given])).toEqual([
      [1, 2, '7'],
      [2, 1, '1'],
    ]);
    expect(q.size()).toBe(0);
  });

  it('"The queue is cleared only if the response status is true"', async () => {
    const q = createSyncQueue({ send: async () => false });
    q.enqueue(answer(1, 1));
    expect(await q.sync()).toBe('failed');
    expect(q.size()).toBe(1);
    const failing = createSyncQueue({ send: async () => Promise.reject(new Error('Network Error')) });
    failing.enqueue(answer(1, 1));
    expect(await failing.sync()).toBe('failed');
    expect(failing.size()).toBe(1);
  });

  it('an answer queued while the request is in flight stays queued', async () => {
    const d = deferred<boolean>();
    const acked: BulkAnswer[][] = [];
    const q = createSyncQueue({ send: () => d.promise, onAcked: (a) => void acked.push(a) });
    q.enqueue(answer(1, 1));
    const run = q.sync();
    q.enqueue(answer(1, 2));
    d.resolve(true);
    expect(await run).toBe('synced');
    expect(q.entries().map((a) => a.seq)).toEqual([2]);
    expect(acked).toEqual([[]]);
  });

  it('"An in-flight sync is aborted when a new one starts"', async () => {
    const signals: AbortSignal[] = [];
    const first = deferred<boolean>();
    let calls = 0;
    const q = createSyncQueue({
      send: (_a, signal) => {
        signals.push(signal);
        calls += 1;
        return calls === 1 ? first.promise : Promise.resolve(true);
      },
    });
    q.enqueue(answer(1, 1));
    const a = q.sync();
    const b = q.sync();
    expect(signals[0]!.aborted).toBe(true);
    first.resolve(true);
    expect(await a).toBe('aborted');
    expect(await b).toBe('synced');
  });

  it('an empty queue sends nothing', async () => {
    const send = jest.fn();
    expect(await createSyncQueue({ send }).sync()).toBe('empty');
    expect(send).not.toHaveBeenCalled();
  });
});

describe('sync triggers (001 §4.5 "every 60 seconds, when the connection comes back"; ARCHITECTURE §6 "when the page is hidden")', () => {
  it('60 s ± 20 % jitter', () => {
    expect(syncDelay(() => 0)).toBe(48_000);
    expect(syncDelay(() => 0.5)).toBe(60_000);
    expect(syncDelay(() => 1)).toBe(72_000);
  });

  it('syncs on the timer, on online and on visibilitychange to hidden; detach stops all', () => {
    jest.useFakeTimers();
    const sync = jest.fn();
    let visibility: DocumentVisibilityState = 'visible';
    const doc = {
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
      get visibilityState() {
        return visibility;
      },
    };
    const detach = attachSyncTriggers(sync, {
      win: window,
      doc: doc as unknown as Document,
      setTimer: setTimeout,
      clearTimer: (h) => clearTimeout(h as never),
      random: () => 0.5,
    });
    jest.advanceTimersByTime(59_999);
    expect(sync).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(sync).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(sync).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    expect(sync).toHaveBeenCalledTimes(3);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sync).toHaveBeenCalledTimes(3);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sync).toHaveBeenCalledTimes(4);
    detach();
    window.dispatchEvent(new Event('online'));
    jest.advanceTimersByTime(120_000);
    expect(sync).toHaveBeenCalledTimes(4);
    jest.useRealTimers();
  });
});
