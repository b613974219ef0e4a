import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { queryClient } from '@classroom/shared/query';
import styles from './notification-bell.module.css';

/** The bell's cache key in the shared QueryClient (the notifications screen of mfe-dashboard updates it through the bus). */
export const UNREAD_KEY = ['dashboard', 'notifications', 'unread'] as const;

/** The badge text: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '99+' : String(unread);
}

/**
 * The top bar's notification bell (000 §2 Top bar): links to /student/notes/notifications with the student
 * id in route state (000 §2) and shows the unread count from get-notification (one short read through the shared
 * QueryClient). `portal:notifications-changed` from the notifications screen (mark as read) sets the count at once.
 */
export function NotificationBell({ to, studentId }: { to: string; studentId: number | undefined }) {
  const unread = useQuery(
    {
      queryKey: UNREAD_KEY,
      queryFn: ({ signal }) => call('notifications', { query: { skip: 0, limit: 1 }, signal }).then((r) => r.unread),
      enabled: studentId !== undefined,
    },
    queryClient,
  );
  useEffect(() => on('portal:notifications-changed', ({ unread: n }) => queryClient.setQueryData(UNREAD_KEY, n)), []);
  const text = badgeText(unread.data ?? 0);
  return (
    <Link
      to={to}
      state={{ studentId }}
      className={styles.bell}
      aria-label={text ? `Notifications, ${text} unread` : 'Notifications'}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {text && (
        <span className={styles.count} data-testid="bell-count" aria-hidden="true">
          {text}
        </span>
      )}
    </Link>
  );
}
