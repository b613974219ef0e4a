/** Notifications (000 §2 Notifications): newest first, each with is_read; mark as read lowers the unread count. */
import { call, signIn, useHarness } from './helpers';

const h = useHarness();

interface Reply {
  count: number;
  unread: number;
  notifications: { id: number; created_at: string; is_read: boolean }[];
}

test('newest first; marking one read lowers unread by one, again changes nothing; another student still sees it unread', async () => {
  const s = await signIn(h.app, 'enrolled');
  const list = async (token = s.token) =>
    (await call(h.app, 'notifications', { token, query: { skip: 0, limit: 50 } })).body.data as Reply;
  const before = await list();
  expect(before.notifications.length).toBeGreaterThanOrEqual(3);
  const times = before.notifications.map((n) => n.created_at);
  expect([...times].sort().reverse()).toEqual(times);
  expect(before.unread).toBe(before.count);
  const first = before.notifications[0]!.id;
  const mark = await call(h.app, 'markNotificationsRead', { token: s.token, body: { notification_ids: [first] } });
  expect(mark.statusCode).toBe(200);
  expect(mark.body.data).toEqual({ unread: before.unread - 1 });
  const again = await call(h.app, 'markNotificationsRead', { token: s.token, body: { notification_ids: [first] } });
  expect(again.body.data).toEqual({ unread: before.unread - 1 });
  const after = await list();
  expect(after.unread).toBe(before.unread - 1);
  expect(after.notifications.find((n) => n.id === first)?.is_read).toBe(true);

  const other = await signIn(h.app, 'enrolled-2');
  const theirs = await list(other.token);
  const shared = theirs.notifications.find((n) => n.id === first);
  if (shared) expect(shared.is_read).toBe(false);
});

test("another student's own notification cannot be marked (404, nothing marked); an empty list is refused (400)", async () => {
  const owner = await signIn(h.app, 'enrolled');
  const own = (
    (await call(h.app, 'notifications', { token: owner.token, query: { skip: 0, limit: 50 } })).body.data as Reply
  ).notifications;
  const free = await signIn(h.app, 'free');
  const theirs = (
    (await call(h.app, 'notifications', { token: free.token, query: { skip: 0, limit: 50 } })).body.data as Reply
  ).notifications.map((n) => n.id);
  const privateId = own.map((n) => n.id).find((id) => !theirs.includes(id))!;
  expect(privateId).toBeDefined();
  const refused = await call(h.app, 'markNotificationsRead', {
    token: free.token,
    body: { notification_ids: [privateId] },
  });
  expect(refused.statusCode).toBe(404);
  expect(
    (await call(h.app, 'markNotificationsRead', { token: free.token, body: { notification_ids: [] } })).statusCode,
  ).toBe(400);
});
