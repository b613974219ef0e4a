import { act, render, screen } from '@testing-library/react';
import { Loader, NeedsConnection, OFFLINE_LOADER_GRACE_MS } from './index';

function goOffline(offline: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => !offline });
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('Loader offline (decision 0016: what needs the server says so, never an endless spinner)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    goOffline(false);
    jest.useRealTimers();
  });

  it('offline, a loader that has waited past the grace says the screen needs a connection; online again, it spins', () => {
    render(<Loader />);
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe('Loading... please wait');
    act(() => jest.advanceTimersByTime(OFFLINE_LOADER_GRACE_MS));
    const message = screen.getByRole('status', { name: 'Needs a connection' });
    expect(message.textContent).toBe(
      'Your connection seems unstable. Please check your internet connection.This screen opens when you are back online.',
    );
    goOffline(false);
    expect(screen.getByRole('status').textContent).toBe('Loading... please wait');
  });

  it('opened offline, the same: no spinner left once the grace is over', () => {
    goOffline(true);
    render(<Loader />);
    act(() => jest.advanceTimersByTime(OFFLINE_LOADER_GRACE_MS));
    expect(screen.queryByText('Loading... please wait')).toBeNull();
    expect(screen.getByRole('status', { name: 'Needs a connection' })).toBeTruthy();
  });

  it('a payment or a video names what waits for the connection under the spec text (000 §8)', () => {
    render(<NeedsConnection what="Payment needs a connection." />);
    const message = screen.getByRole('status', { name: 'Needs a connection' });
    expect(message.textContent).toContain('Please check your internet connection.');
    expect(message.textContent).toContain('Payment needs a connection.');
  });
});
