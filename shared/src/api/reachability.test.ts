import {
  checkServer,
  noteAnswered,
  noteUnreachable,
  PROBE_INTERVAL_MS,
  reachability,
  resetReachability,
  setProbeBase,
  STALLED_READ_MS,
  watchRead,
} from './reachability';
import { httpReplyError, noReplyError, successReplyError } from './reply';
import { on } from '../events';

describe('reachability (decision 0016)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetReachability();
  });
  afterEach(() => {
    jest.useRealTimers();
    resetReachability();
  });

  it('no reply and the gateway statuses make the server unreachable; any other reply makes it reachable', () => {
    noReplyError('Failed to fetch', true);
    expect(reachability()).toBe('unreachable');
    successReplyError({ status: true }, 200, 'x/');
    expect(reachability()).toBe('ok');
    for (const status of [502, 503, 504]) {
      const error = httpReplyError(undefined, status, 'x/');
      expect([error.kind, error.httpStatus, reachability()]).toEqual(['network', status, 'unreachable']);
      httpReplyError({ message: 'Not found' }, 404, 'x/');
      expect(reachability()).toBe('ok');
    }
  });

  it('a network failure says whether the call only read, for the popup rule', () => {
    const seen: Array<boolean | undefined> = [];
    const off = on('portal:network-unstable', ({ read }) => seen.push(read));
    noReplyError('Network Error', true, true);
    httpReplyError(undefined, 503, 'x/', false);
    off();
    expect(seen).toEqual([true, false]);
  });

  it('a read unanswered for STALLED_READ_MS is stalled until it settles; the request is not cut', () => {
    const settled = watchRead();
    jest.advanceTimersByTime(STALLED_READ_MS - 1);
    expect(reachability()).toBe('ok');
    jest.advanceTimersByTime(1);
    expect(reachability()).toBe('stalled');
    noteAnswered(); // another call answered: this read still waits
    expect(reachability()).toBe('stalled');
    settled();
    expect(reachability()).toBe('ok');
  });

  it('while unreachable, the health route is asked every PROBE_INTERVAL_MS until it answers', async () => {
    const replies = [new Error('no reply'), { status: 503 }, { status: 200 }];
    const fetchMock = jest.fn(async () => {
      const reply = replies.shift()!;
      if (reply instanceof Error) throw reply;
      return reply as Response;
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    setProbeBase('/api/');
    noteUnreachable();
    for (let i = 0; i < 3; i++) {
      expect(reachability()).toBe('unreachable');
      await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    }
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    expect(reachability()).toBe('ok');
    await jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('checkServer says whether the server answers now and the state follows', async () => {
    global.fetch = jest.fn(async () => {
      throw new Error('no reply');
    }) as unknown as typeof fetch;
    setProbeBase('/api/');
    await expect(checkServer()).resolves.toBe(false);
    expect(reachability()).toBe('unreachable');
    global.fetch = jest.fn(async () => ({ status: 401 }) as Response) as unknown as typeof fetch;
    await expect(checkServer()).resolves.toBe(true);
    expect(reachability()).toBe('ok');
  });
});
