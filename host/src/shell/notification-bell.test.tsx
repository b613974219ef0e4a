import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import { badgeText, NotificationBell } from './notification-bell';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

describe('notification bell (000 §2 Top bar)', () => {
  it('badge: nothing at 0, the count, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(4)).toBe('4');
    expect(badgeText(120)).toBe('99+');
  });

  it('shows the unread count from get-notification and follows portal:notifications-changed', async () => {
    queryClient.clear();
    mockedCall.mockResolvedValue({ count: 4, unread: 3, notifications: [] } as never);
    render(
      <MemoryRouter>
        <NotificationBell to="/student/notes/notifications" studentId={12} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('notifications', expect.objectContaining({ query: { skip: 0, limit: 1 } }));
    act(() => emit('portal:notifications-changed', { unread: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('bell-count')).toBeNull();
  });
});
