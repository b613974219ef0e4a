import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { NotificationsPage } from './notifications-page';
import { newestFirst } from './notification-order';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const note = (id: number, created_at: string, is_read: boolean) => ({
  id,
  title: `Note ${id}`,
  body: 'Body',
  created_at,
  link: null,
  is_read,
});

describe('Notifications (000 §2)', () => {
  it('000 §2: newest first, by time then id', () => {
    const order = newestFirst([
      note(1, '2026-11-20T10:00:00Z', false),
      note(3, '2026-11-22T10:00:00Z', true),
      note(2, '2026-11-22T10:00:00Z', false),
    ]);
    expect(order.map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it('marks unread ones; Mark as read posts the id and sends the new unread count to the bell', async () => {
    let read = false;
    mockedCall.mockImplementation((async (name: string) => {
      if (name === 'notifications')
        return {
          count: 2,
          unread: read ? 0 : 1,
          notifications: [note(5, '2026-11-22T10:00:00Z', read), note(4, '2026-11-21T10:00:00Z', true)],
        };
      if (name === 'markNotificationsRead') {
        read = true;
        return { unread: 0 };
      }
      throw new Error(name);
    }) as typeof call);
    const counts: number[] = [];
    const off = on('portal:notifications-changed', ({ unread }) => counts.push(unread));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[{ pathname: '/student/notes/notifications', state: { studentId: 12 } }]}>
          <NotificationsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const items = await screen.findAllByTestId('notification');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(within(items[0]!).getByText('Unread')).toBeTruthy();
    expect(within(items[1]!).queryByText('Unread')).toBeNull();
    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Mark as read\s*: Note 5$/ }));
    await waitFor(() => expect(counts).toEqual([0]));
    expect(mockedCall).toHaveBeenCalledWith('markNotificationsRead', { body: { notification_ids: [5] } });
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    off();
  });
});
