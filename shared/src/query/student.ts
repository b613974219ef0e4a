/**
 * The signed-in student's data (000 §3, §7 get-student-details2) as a TanStack Query read of the page's one
 * QueryClient (ARCHITECTURE §2 'server state'). A module of its own, not part of `@classroom/shared/ui`: the sign-in
 * page loads the UI kit but not TanStack Query.
 */
import { hashKey, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { StudentData } from '@classroom/shared/contract';
import { sessionStore, useSession } from '@classroom/shared/session';
import { queryClient } from './index';

/**
 * get-student-details2 of `username` (the login record's): resolves to `student_data` and keeps it in the session
 * store, where every screen (and a later update, e.g. the profile's e-mail) reads it. Throws `ApiError` like `call`.
 * Fresh for the client's default 30 s; a copy kept on the device (decision 0016) is shown while it is fetched again.
 * When the fresh answer names another batch than the kept copy (switched on another device, 000 §4), the kept reads
 * are dropped before the fresh student is published (`dropReadsOfAnotherBatch`): no screen shows the fresh student
 * beside the old batch's lists.
 */
export const studentQuery = (username: string) =>
  queryOptions({
    queryKey: ['student', 'details', username],
    queryFn: async ({ signal, queryKey }): Promise<StudentData> => {
      const { student_data } = await call('studentDetails', { query: { username }, signal });
      const kept = queryClient.getQueryData<StudentData>(queryKey);
      if (kept && kept.student_course_id !== student_data.student_course_id)
        dropReadsOfAnotherBatch(queryClient, queryKey);
      sessionStore.getState().setStudent(student_data);
      return student_data;
    },
  });

/**
 * Removes from `client` every read that still holds data kept from before this page (`dataUpdatedAt` earlier than the
 * page's start) but the student's own (`except`): they belong to the batch the kept student names (000 §4). A read
 * being fetched keeps its request and shows loading until its fresh answer; one not being fetched is removed (its
 * screen fetches it when it mounts). Replies this page already fetched are of the token's current batch and stay.
 */
export function dropReadsOfAnotherBatch(client: QueryClient, except: QueryKey): void {
  const pageStart = performance.timeOrigin;
  const own = hashKey(except);
  for (const query of client.getQueryCache().getAll()) {
    if (query.queryHash === own || query.state.data === undefined || query.state.dataUpdatedAt >= pageStart) continue;
    if (query.state.fetchStatus === 'fetching')
      query.setState({ data: undefined, dataUpdatedAt: 0, status: 'pending', error: null });
    else client.removeQueries({ queryKey: query.queryKey, exact: true });
  }
}

/**
 * React hook: `{ student, error, kept }` — the signed-in student's data, fetched once per page when the session store
 * does not hold it yet (several screens asking at once send one request); `null` until it answers or when no one is
 * signed in. While it is fetched, online or not, the copy kept on the device (decision 0016) is shown (`kept: true`)
 * so the first screen paints at once on a return visit; the fresh answer replaces it. The kept copy never names a
 * batch switched away from on this device: Switch Batch drops it before its reload (`dropKeptData`, persist.ts), and a
 * batch switched elsewhere drops the kept reads when the fresh answer comes (`studentQuery`). `error` is the failed
 * fetch (`ApiError`), `null` otherwise. Works with or without a QueryClientProvider above it.
 */
export function useStudent(): { student: StudentData | null; error: Error | null; kept: boolean } {
  const student = useSession((s) => s.student);
  const username = useSession((s) => s.user?.username ?? null);
  const query = useQuery({ ...studentQuery(username ?? ''), enabled: !student && username !== null }, queryClient);
  if (student) return { student, error: query.error, kept: false };
  const kept = username !== null ? (query.data ?? null) : null;
  return { student: kept, error: query.error, kept: kept !== null };
}
