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
  query?: Record<string, string | number | boolean | undefined>;
  body?: object;
  signal?: AbortSignal;
  /** Gives up after this many ms as a network failure (default 30 000, as the axios client). */
  timeoutMs?: number;
}

/**
 * Sends one first-screen call with `fetch` and returns the reply envelope's `data`, not yet validated. Failures become
 * the axios client's events and `ApiError`s (reply.ts): no reply → 'network'; HTTP 401 → 'session-expired'; error code
 * 1007 → 'profile-locked'; `status: false` or another HTTP error → 'refused' with the server's message.
 */
export async function fetchReply(name: FirstScreenCallName, { baseURL, token, query, body, signal, timeoutMs = 30_000 }: FetchReplyOptions): Promise<unknown> {
  const endpoint = FIRST_SCREEN_ENDPOINTS[name];
  const url = new URL(endpoint.path, new URL(baseURL, window.location.href));
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorization(token);
  if (auth) headers.Authorization = auth;
  if (endpoint.method === 'POST') headers['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  signal?.addEventListener('abort', () => abort.abort(), { once: true });
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, body: endpoint.method === 'POST' ? JSON.stringify(body ?? {}) : undefined, signal: abort.signal });
  } catch (error) {
    throw noReplyError(error instanceof Error ? error.message : undefined, !signal?.aborted);
  } finally {
    clearTimeout(timer);
  }
  const reply = (await response.json().catch(() => undefined)) as ReplyBody | undefined;
  const path = url.pathname;
  if (!response.ok) throw httpReplyError(reply, response.status, path);
  const error = successReplyError(reply, response.status, path);
  if (error) throw error;
  return reply?.data;
}
