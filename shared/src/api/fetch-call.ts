import { authorization, httpReplyError, noReplyError, successReplyError, type ReplyBody } from './reply';

/**
 * The calls the first screen makes (issue 14 §1: the sign-in page loads neither axios nor zod): sign-in (`login`,
 * 000 §3) and the version check (`getVersion`, 000 §8). Method and path are the contract's (fetch-call.test.ts holds
 * them equal to `endpoints`); every other call goes through `call` (axios, after sign-in).
 */
export const FIRST_SCREEN_ENDPOINTS = {
  login: { method: 'POST', path: 'users/v1/login/' },
  getVersion: { method: 'GET', path: 'support/v1/get-version/' },
} as const;

export type FirstScreenCallName = keyof typeof FIRST_SCREEN_ENDPOINTS;

/** One first-screen request: where the API is, the token (null when signed out), query and JSON body, timeout (ms). */
export interface FetchReplyOptions {
  baseURL: string;
  token: string | null;
  query?: QueryValues;
  body?: object;
  signal?: AbortSignal;
  /** Gives up after this many ms as a network failure (default 30 000, as the axios client). */
  timeoutMs?: number;
}

/**
 * The calls a route's screen may have started early from the host's entry (issue 14 §1, "starts the route's API calls
 * in parallel with the remote's code"; prefetch.ts): the dashboard's first screen (000 §2, §7). Method and path are the
 * contract's (fetch-call.test.ts holds them equal to `endpoints`), so the host's entry needs no zod to send them.
 */
export const PREFETCH_ENDPOINTS = {
  studentDetails: { method: 'GET', path: 'users/v1/get-student-details2/' },
  studentMpps: { method: 'POST', path: 'student/v1/student-dpps/' },
  examsList: { method: 'GET', path: 'student/v1/exams-list/:studentId/' },
  dashboardClasses: { method: 'GET', path: 'student/v1/get-scheduled-live-classes2/' },
  bannerDetails: { method: 'GET', path: 'student/v1/banner-details/' },
  attendance: { method: 'GET', path: 'student/v1/get-student-attendance2/' },
} as const;

export type PrefetchName = keyof typeof PREFETCH_ENDPOINTS;

/** A call's query values (undefined ones are left out of the address). */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/**
 * What one request got, before the reply rules (reply.ts) read it: a reply (HTTP status, parsed JSON body when there is
 * one, the path asked) or no reply at all (`noReply`: the network's message; `network` false when the caller aborted).
 * Kept raw so a prefetched call raises its events only when a screen takes it (prefetch.ts).
 */
export type RawReply =
  | { kind: 'reply'; ok: boolean; status: number; body: ReplyBody | undefined; path: string }
  | { kind: 'noReply'; message: string | undefined; network: boolean };

/** A path of the contract with its ':name' parameters filled in ('student/v1/exams-list/:studentId/' → '…/12/'). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/**
 * Sends one request with `fetch` (the token as `Authorization: Token …`, JSON body for POST) and returns what came back,
 * never rejecting (no reply → `noReply`). `path` is relative to `baseURL` ('users/v1/login/'); timeout in ms.
 */
export async function fetchRaw(
  method: 'GET' | 'POST',
  path: string,
  { baseURL, token, query, body, signal, timeoutMs = 30_000 }: FetchReplyOptions,
): Promise<RawReply> {
  const url = new URL(path, new URL(baseURL, window.location.href));
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorization(token);
  if (auth) headers.Authorization = auth;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  signal?.addEventListener('abort', () => abort.abort(), { once: true });
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined, signal: abort.signal });
  } catch (error) {
    return { kind: 'noReply', message: error instanceof Error ? error.message : undefined, network: !signal?.aborted };
  } finally {
    clearTimeout(timer);
  }
  const reply = (await response.json().catch(() => undefined)) as ReplyBody | undefined;
  return { kind: 'reply', ok: response.ok, status: response.status, body: reply, path: url.pathname };
}

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
