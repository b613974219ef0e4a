import { act, render, screen } from '@testing-library/react';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@classroom/shared/query';
import { OfflineNotice } from './offline-notice';

describe('OfflineNotice (decision 0016)', () => {
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    queryClient.clear();
  });

  it('says nothing online; offline, names the oldest data the screen is watching', () => {
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
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('You are offline — last updated 25 Nov 2026, 9:30 AM IST');
    act(() => offs.forEach((off) => off()));
  });
});
