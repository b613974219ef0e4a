import { fetchRaw, type FetchReplyOptions, type RawReply } from '@classroom/shared/prefetch';
import { httpReplyError, noReplyError, successReplyError } from './reply';

export type { RawReply } from '@classroom/shared/prefetch';

/**
 * The calls the first screen makes (the sign-in page loads neither axios nor zod): sign-in (`login`,
 * 000 §3) and the version check (`getVersion`, 000 §8); and, once signed in, the calls of the student's first screen
 * (decision 0027: the cold dashboard loads no axios) — the student's data and batches, the dashboard, the bell's unread
 * count, sign-out. Method and path are the contract's, the names those of its first-screen table
 * (`@classroom/shared/contract/first-screen`; fetch-call.test.ts holds both equal); every other call goes through `call`
 * over axios.
 */
export const FIRST_SCREEN_ENDPOINTS = {
  login: { method: 'POST', path: 'users/v1/login/' },
  logout: { method: 'POST', path: 'users/v1/logout/' },
  studentDetails: { method: 'GET', path: 'users/v1/get-student-details2/' },
  studentCourses: { method: 'GET', path: 'users/v1/list-of-course-for-a-student/' },
  studentDashboard: { method: 'GET', path: 'student/v1/student-dashboard/' },
  notifications: { method: 'GET', path: 'student/v1/get-notification/' },
  getVersion: { method: 'GET', path: 'support/v1/get-version/' },
} as const;

export type FirstScreenCallName = keyof typeof FIRST_SCREEN_ENDPOINTS;

export type { FetchReplyOptions } from '@classroom/shared/prefetch';

/**
 * Reads what `fetchRaw` got with the axios client's rules (reply.ts) and returns the envelope's `data`, not yet
 * validated: no reply → 'network' (`portal:network-unstable`); HTTP 401 → 'session-expired' (`portal:session-expired`);
 * error code 1007 → 'profile-locked' (`portal:profile-locked`); `status: false` or another HTTP error → 'refused' with
 * the server's message. Throws the `ApiError`; the events are raised now, when the reply is read.
 */
export function readRawReply(raw: RawReply): unknown {
  if (raw.kind === 'noReply') throw noReplyError(raw.message, raw.network);
  if (!raw.ok) throw httpReplyError(raw.body, raw.status, raw.path);
  const error = successReplyError(raw.body, raw.status, raw.path);
  if (error) throw error;
  return raw.body?.data;
}

/**
 * Sends one first-screen call with `fetch` and returns the reply envelope's `data`, not yet validated. Failures become
 * the axios client's events and `ApiError`s (reply.ts, `readRawReply`).
 */
export async function fetchReply(name: FirstScreenCallName, options: FetchReplyOptions): Promise<unknown> {
  const endpoint = FIRST_SCREEN_ENDPOINTS[name];
  return readRawReply(await fetchRaw(endpoint.method, endpoint.path, options));
}
