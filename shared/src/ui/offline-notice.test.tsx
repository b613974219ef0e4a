import { act, render, screen } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import { noteAnswered, noteUnreachable, resetReachability } from '../api/reachability';
import { noticeText, OfflineNotice, waitsForData } from './offline-notice';

describe('OfflineNotice (decision 0016)', () => {
  let onLine = true;
  beforeEach(() => jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine));
  afterEach(() => {
    onLine = true;
    act(() => resetReachability());
    queryClient.clear();
    jest.restoreAllMocks();
  });

  it('says nothing while the server answers; offline or unreachable, names the oldest data the screen is watching', () => {
    const older = Date.UTC(2026, 10, 25, 4, 0); // 9:30 AM IST
    queryClient.setQueryData(['schedule'], ['class'], { updatedAt: older });
    queryClient.setQueryData(['notifications'], ['note'], { updatedAt: older + 3_600_000 });
    queryClient.setQueryData(['unwatched'], ['x'], { updatedAt: older - 86_400_000 });
    const observers = [
      new QueryObserver(queryClient, { queryKey: ['schedule'], enabled: false }),
      new QueryObserver(queryClient, { queryKey: ['notifications'], enabled: false }),
    ];
    const offs = observers.map((o) => o.subscribe(() => undefined));
    render(<OfflineNotice />);
    expect(screen.getByRole('status').textContent).toBe('');
    // The device says it is online, the server gives no reply.
    act(() => noteUnreachable());
    expect(screen.getByRole('status').textContent).toBe(
      "Can't reach the portal — showing what was saved at 25 Nov 2026, 9:30 AM IST",
    );
    act(() => noteAnswered());
    expect(screen.getByRole('status').textContent).toBe('');
    // The device says it is offline.
    onLine = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe('You are offline — last updated 25 Nov 2026, 9:30 AM IST');
    act(() => offs.forEach((off) => off()));
  });

  it('the screen waits for data when a read it watches is on its way with nothing kept (the popup rule)', async () => {
    queryClient.setQueryData(['kept'], ['x']);
    const kept = new QueryObserver(queryClient, { queryKey: ['kept'], queryFn: () => new Promise<string[]>(() => {}) });
    const offKept = kept.subscribe(() => undefined);
    expect(waitsForData(queryClient)).toBe(false);
    const later = new QueryObserver(queryClient, { queryKey: ['not-yet'], enabled: false });
    const offLater = later.subscribe(() => undefined);
    expect(waitsForData(queryClient)).toBe(false);
    const missing = new QueryObserver(queryClient, { queryKey: ['missing'], queryFn: () => new Promise(() => {}) });
    const offMissing = missing.subscribe(() => undefined);
    expect(waitsForData(queryClient)).toBe(true);
    [offKept, offLater, offMissing].forEach((off) => off());
  });

  it('a read waiting past the stall bound: the notice only over kept data', () => {
    const saved = Date.UTC(2026, 10, 25, 4, 0); // 9:30 AM IST
    expect(noticeText('stalled', null)).toBeNull();
    expect(noticeText('stalled', saved)).toBe(
      "Can't reach the portal — showing what was saved at 25 Nov 2026, 9:30 AM IST",
    );
    expect(noticeText('unreachable', null)).toBe("Can't reach the portal");
    expect(noticeText('offline', null)).toBe('You are offline');
    expect(noticeText('ok', saved)).toBeNull();
  });
});
