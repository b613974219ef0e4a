import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { call, isHandledByHost } from '@classroom/shared/api';
import { emit } from '@classroom/shared/events';
import { istDateTime } from './notification-time';
import { isScreenBuilt } from '@classroom/shared/links';
import { Button, EmptyState, Loader, useTitle } from '@classroom/shared/ui';
import { notificationsQuery } from '../data/queries';
import { QueryError } from '../data/query-error';
import { MESSAGES } from '../messages';
import { newestFirst } from './notification-order';
import styles from './notifications.module.css';

const t = MESSAGES.notifications;

/**
 * /student/notes/notifications and /student/notes/Notifications (000 §2; the bell passes the student id in route state,
 * the server takes the student from the token). Newest first; unread ones are marked (a badge with the word, a
 * stronger title and an accent, never colour alone) and can be marked read one by one or all at once; the new unread
 * count goes to the top bar's bell through `portal:notifications-changed`. A link of a notification shows
 * only when its screen is built.
 */
export function NotificationsPage() {
  useTitle(t.title);
  const location = useLocation() as { state: { studentId?: number } | null };
  const client = useQueryClient();
  const list = useQuery(notificationsQuery());
  const mark = useMutation({
    mutationFn: (ids: number[]) => call('markNotificationsRead', { body: { notification_ids: ids } }),
    onSuccess: ({ unread }) => {
      emit('portal:notifications-changed', { unread });
      void client.invalidateQueries({ queryKey: ['dashboard', 'notifications'] });
    },
    onError: (error) => {
      if (!isHandledByHost(error)) emit('portal:toast', { message: error.message, kind: 'error' });
    },
  });

  if (list.isError)
    return <QueryError error={list.error} onRetry={() => void list.refetch()} className={styles.page} />;
  if (!list.data) return <Loader />;
  const items = newestFirst(list.data.notifications);
  const unreadIds = items.filter((n) => !n.is_read).map((n) => n.id);
  return (
    <section className={styles.page} aria-labelledby="notifications-title" data-student-id={location.state?.studentId}>
      <div className={styles.head}>
        <h1 id="notifications-title">
          {t.title}{' '}
          <span className="cp-tabular">
            ({list.data.unread} {t.unread.toLowerCase()})
          </span>
        </h1>
        {unreadIds.length > 0 && (
          <Button variant="secondary" onClick={() => mark.mutate(unreadIds)} busy={mark.isPending}>
            {t.markAllRead}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState message={t.empty} subMessage={t.emptySub} />
      ) : (
        <ul className={styles.list} aria-label={t.title}>
          {items.map((n) => (
            <li
              key={n.id}
              className={`${styles.item} ${n.is_read ? styles.read : styles.unread}`}
              data-testid="notification"
              data-read={n.is_read}
            >
              <h2 className={styles.title}>
                {!n.is_read && <span className={styles.badge}>{t.unread}</span>}
                {n.title}
              </h2>
              <p className={styles.body}>{n.body}</p>
              <div className={styles.meta}>
                <time dateTime={n.created_at}>{istDateTime(n.created_at)}</time>
                <span className={styles.actions}>
                  {n.link && isScreenBuilt(n.link) && (
                    <Link to={n.link}>
                      {t.open}
                      <span className="cp-visually-hidden">: {n.title}</span>
                    </Link>
                  )}
                  {!n.is_read && (
                    <Button variant="ghost" onClick={() => mark.mutate([n.id])} busy={mark.isPending}>
                      {t.markRead}
                      <span className="cp-visually-hidden">: {n.title}</span>
                    </Button>
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
