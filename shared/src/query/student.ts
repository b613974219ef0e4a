/**
 * The signed-in student's data (000 §3, §7 get-student-details2) as a TanStack Query read of the page's one
 * QueryClient (ARCHITECTURE §2 'server state'). A module of its own, not part of `@classroom/shared/ui`: the sign-in
 * page loads the UI kit but not TanStack Query (docs/PERFORMANCE.md).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { StudentData } from '@classroom/shared/contract';
import { sessionStore, useSession } from '@classroom/shared/session';
import { queryClient } from './index';

/**
 * get-student-details2 of `username` (the login record's): resolves to `student_data` and keeps it in the session
 * store, where every screen (and a later update, e.g. the profile's e-mail) reads it. Throws `ApiError` like `call`.
 * Fresh for the client's default 30 s; a copy kept on the device (decision 0016) is shown stale and fetched again.
 */
export const studentQuery = (username: string) =>
  queryOptions({
    queryKey: ['student', 'details', username],
    queryFn: async ({ signal }): Promise<StudentData> => {
      const { student_data } = await call('studentDetails', { query: { username }, signal });
      sessionStore.getState().setStudent(student_data);
      return student_data;
    },
  });

/**
 * React hook: `{ student, error }` — the signed-in student's data, fetched once per page when the session store
 * does not hold it yet (several screens asking at once send one request); `null` until it answers or when no one is
 * signed in. Offline (the fetch paused), the copy kept on the device (decision 0016) is shown instead; online it is
 * not, as it may name the batch the student just switched away from (000 §4 switching batch). `error` is the failed
 * fetch (`ApiError`), `null` otherwise. Works with or without a QueryClientProvider above it.
 */
export function useStudent(): { student: StudentData | null; error: Error | null } {
  const student = useSession((s) => s.student);
  const username = useSession((s) => s.user?.username ?? null);
  const query = useQuery({ ...studentQuery(username ?? ''), enabled: !student && username !== null }, queryClient);
  const kept = username !== null && query.fetchStatus === 'paused' ? (query.data ?? null) : null;
  return { student: student ?? kept, error: query.error };
}
