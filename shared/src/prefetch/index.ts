// Plain modules (constants, a pure check), not entry points: this entry must stay free of zustand, axios and zod.
import { ERROR_CODE, STUDENT_PERMISSION } from '../contract/values';
import { watchRead } from '../api/reachability';

export { STUDENT_PERMISSION };
/** The session store's own check of a stored login record (pure, no zod), for the host's entry (early-start.ts). */
export { isLoginRecord } from '../session/login-record';

/**
 * Calls started before their screen asks for them (decision 0007): the host's entry sends the route's first calls with
 * `fetch` while the remote's code downloads, and `call` (@classroom/shared/api) takes a prefetched request with the
 * same name and arguments instead of sending again. This entry imports no zustand, React, axios or zod, so the host's
 * entry has it with @classroom/shared's first chunk. A taken reply goes through the screen's own rules (api/reply.ts)
 * and the contract's schema when taken, so an error behaves as if the screen had sent the call. Each request serves
 * one call; one nobody took is dropped `PREFETCH_TTL_MS` after its reply came.
 */

/**
 * The calls a screen may have started early: the dashboard (000 §2, §7), the exam player opened cold (001 §4.2) and
 * the DPP player opened cold (001 §7). Method and path are the contract's (prefetch.test.ts holds them equal to
 * `endpoints`), so the host's entry needs no zod to send them.
 */
export const PREFETCH_ENDPOINTS = {
  studentDetails: { method: 'GET', path: 'users/v1/get-student-details2/' },
  studentDashboard: { method: 'GET', path: 'student/v1/student-dashboard/' },
  examInfo: { method: 'GET', path: 'exam/v1/exam-info/:examId/' },
  startExam: { method: 'POST', path: 'exam/v1/start-exam/:examId/' },
  dppStart: { method: 'POST', path: 'exam/v1/dpp-by-live-class/:studentId/' },
} as const;

export type PrefetchName = keyof typeof PREFETCH_ENDPOINTS;

/** A call's query values (undefined ones are left out of the address). */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/** One request with `fetch`: where the API is, the token (null when signed out), query and JSON body, timeout (ms). */
export interface FetchReplyOptions {
  baseURL: string;
  token: string | null;
  query?: QueryValues;
  body?: object;
  signal?: AbortSignal;
  /** Gives up after this many ms as a network failure (default 30 000, as the axios client). */
  timeoutMs?: number;
}

/** The reply envelope's fields read here and by the reply rules (ARCHITECTURE §4; api/reply.ts ReplyBody). */
interface Envelope {
  status?: boolean;
  message?: string;
  error_code?: number;
  data?: unknown;
}

/**
 * What one request got, before the reply rules (reply.ts) read it: a reply (HTTP status, parsed JSON body when there is
 * one, the path asked) or no reply at all (`noReply`: the network's message; `network` false when the caller aborted).
 * Kept raw so a prefetched call raises its events only when a screen takes it (prefetch.ts).
 */
export type RawReply =
  | { kind: 'reply'; ok: boolean; status: number; body: Envelope | undefined; path: string }
  | { kind: 'noReply'; message: string | undefined; network: boolean };

/** A path of the contract with its ':name' parameters filled in ('student/v1/exams-list/:studentId/' → '…/12/'). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/** The Authorization header value for a token: `Token {token}` (000 §6), or null when signed out. */
export function authorization(token: string | null): string | null {
  return token ? `Token ${token}` : null;
}

/**
 * Sends one request with `fetch` (the token as `Authorization: Token …`, JSON body for POST, no cookies) and returns
 * what came back, never rejecting (no reply → `noReply`). `path` is relative to `baseURL` ('users/v1/login/'); timeout in ms.
 */
export async function fetchRaw(
  method: 'GET' | 'POST',
  path: string,
  { baseURL, token, query, body, signal, timeoutMs = 30_000 }: FetchReplyOptions,
): Promise<RawReply> {
  const url = new URL(path, new URL(baseURL, window.location.href));
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json' };
  const auth = authorization(token);
  if (auth) headers.Authorization = auth;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  signal?.addEventListener('abort', () => abort.abort(), { once: true });
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      // The token is the credential, never a cookie: without credentials the request has a connection pool of its
      // own and does not queue behind the page's script files on HTTP/1.1 (decision 0027).
      credentials: 'omit',
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: abort.signal,
    });
  } catch (error) {
    return { kind: 'noReply', message: error instanceof Error ? error.message : undefined, network: !signal?.aborted };
  } finally {
    clearTimeout(timer);
  }
  const reply = (await response.json().catch(() => undefined)) as Envelope | undefined;
  return { kind: 'reply', ok: response.ok, status: response.status, body: reply, path: url.pathname };
}

/** How long (ms) a prefetched reply waits, after it came, for the screen's call to take it. */
export const PREFETCH_TTL_MS = 10_000;

/** A call's arguments as `call` gets them: path parameters, query, JSON body. */
export interface PrefetchArgs {
  params?: Record<string, string | number>;
  query?: QueryValues;
  body?: object;
}

/** One call of a route's plan: a prefetchable endpoint (PREFETCH_ENDPOINTS) and its arguments. */
export interface PrefetchCall {
  name: PrefetchName;
  args?: PrefetchArgs;
}

/**
 * Starts one call of a plan; resolves with the reply's `data` when it succeeded (not validated; for the plan's next
 * calls), with undefined otherwise (a refusal, a 401, no reply: the plan sends nothing that depends on it). Never
 * rejects and raises no event: the screen's call that takes the reply does both.
 */
export type PrefetchSend = (call: PrefetchCall) => Promise<unknown>;

/**
 * The first calls of one screen, kept by the remote that owns the screen (`@classroom/shared/links`,
 * screens/<owner>.ts): `start` sends what the screen will ask for first, exactly as the screen asks (same names, same
 * arguments), and sends a call that needs another's reply (e.g. the student's id) once that reply is in. It must send
 * only calls the screen will make for this student, so each is taken once and none is refused.
 */
export interface RouteCallPlan {
  /** The route pattern (`matchesScreen`), e.g. '/student'. */
  pattern: string;
  /**
   * Sends the screen's first calls for the signed-in `user` (its username is in the login record, 000 §3) on the page
   * at `pathname` (which matches `pattern`; e.g. '/student/JeeExamScreen/12', whose exam id the calls carry).
   */
  start(send: PrefetchSend, user: { username: string }, pathname: string): void;
}

interface Entry {
  raw: Promise<RawReply>;
  /** performance.now() when the reply came (ms), null while in flight: for its expiry and for the screen that takes it. */
  arrivedAt: number | null;
}

/** A prefetched request as a screen's call takes it: what came back, and when (performance.now(), ms). */
export interface TakenReply {
  raw: RawReply;
  /**
   * When the reply came: a reply that waited for its screen is older than the moment it is read, which matters to one
   * that counts time (start-exam's remaining seconds, 001 §4.2).
   */
  arrivedAt: number;
}

const store = new Map<string, Entry>();

/**
 * The store's key of a call: the token it is sent with (a reply serves only the session it was asked for), its name and
 * its arguments (undefined values left out, object keys sorted).
 */
export function prefetchKey(token: string | null, name: string, args: PrefetchArgs | undefined): string {
  const plain = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(plain);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => [k, plain(v)]),
      );
    }
    return value;
  };
  return JSON.stringify([token, name, plain(args?.params ?? {}), plain(args?.query ?? {}), plain(args?.body ?? null)]);
}

/**
 * Starts `call` now with `fetch` (baseURL, e.g. '/api/', and the token of the login record) and keeps the request for
 * the screen's `call` of the same name and arguments. A call already kept is not sent twice. Returns `PrefetchSend`'s
 * promise: the reply's data on success, undefined otherwise.
 */
export function prefetch(call: PrefetchCall, { baseURL, token }: { baseURL: string; token: string }): Promise<unknown> {
  const key = prefetchKey(token, call.name, call.args);
  let entry = store.get(key);
  if (!entry) {
    const endpoint = PREFETCH_ENDPOINTS[call.name];
    const { params, query, body } = call.args ?? {};
    const created: Entry = {
      raw: fetchRaw(endpoint.method, fillPath(endpoint.path, params), { baseURL, token, query, body }),
      arrivedAt: null,
    };
    void created.raw.then(() => (created.arrivedAt = performance.now()));
    // A read is watched for a stall from when it leaves (decision 0016), not from when its screen takes it.
    if (endpoint.method === 'GET') void created.raw.finally(watchRead());
    store.set(key, created);
    entry = created;
  }
  return entry.raw.then((raw) =>
    raw.kind === 'reply' && raw.ok && raw.body?.status !== false && raw.body?.error_code !== ERROR_CODE.profileLocked
      ? raw.body?.data
      : undefined,
  );
}

/**
 * Runs a route's plan (`RouteCallPlan`) for the signed-in student: every call it sends is kept for the screen. The
 * caller checks the session first (never for a signed-out visitor).
 */
export function prefetchRoute(
  plan: RouteCallPlan,
  { baseURL, token, username, pathname }: { baseURL: string; token: string; username: string; pathname: string },
): void {
  plan.start((call) => prefetch(call, { baseURL, token }), { username }, pathname);
}

/**
 * Calls index.html's inline script already sent (host/src/lib/early-calls, decision 0027): the token it read from the
 * login record and, per call, its prefetchable name, its arguments exactly as the route's plan sends them, and a
 * promise of what came back (`RawReply`, unread) with when it came (performance.now(), ms). The script builds the
 * `RawReply` as `fetchRaw` does; the reply rules apply when a screen takes it, as for any prefetched call.
 */
export interface EarlyCalls {
  token: string;
  calls: { name: PrefetchName; args?: PrefetchArgs; reply: Promise<TakenReply> }[];
}

/**
 * Keeps the calls index.html's inline script sent (`EarlyCalls`, read from the page as `unknown`) as prefetched
 * requests of the session of `token`, so the route's plan (`prefetchRoute`) finds them under way and sends none of them
 * again, and the screen's `call` takes them with the same reply rules (401, 1007, refusals, no reply) as its own request.
 * Nothing is kept when the script's token is not `token` (the record changed: the plan sends its own), or for an entry
 * that is not a prefetchable call with a reply; never throws. Returns how many calls were kept.
 */
export function adoptEarlyCalls(early: unknown, token: string): number {
  const { token: sentWith, calls } = (early ?? {}) as Partial<EarlyCalls>;
  if (sentWith !== token || !Array.isArray(calls)) return 0;
  let kept = 0;
  for (const item of calls as unknown[]) {
    const { name, args, reply } = (item ?? {}) as Partial<EarlyCalls['calls'][number]>;
    if (typeof name !== 'string' || !(name in PREFETCH_ENDPOINTS) || !(reply instanceof Promise)) continue;
    const key = prefetchKey(token, name, args);
    if (store.has(key)) continue;
    const entry: Entry = { raw: reply.then((taken) => taken.raw), arrivedAt: null };
    // Registered before any taker's handler on `raw` (which resolves a step after `reply`): arrivedAt is set first.
    void reply.then((taken) => (entry.arrivedAt = taken.arrivedAt));
    store.set(key, entry);
    kept += 1;
  }
  return kept;
}

/**
 * The prefetched request of `name` with these arguments for the session of `token`, taken out of the store (it serves
 * one call), or null when there is none or it expired. Resolves with what came back, unread, and when it came: `call`
 * reads it with the reply rules (api/fetch-call.ts `readRawReply`: the same `ApiError`s, and the events raised then, as
 * for the screen's own request) and validates its data with the contract.
 */
export function takePrefetched(
  token: string | null,
  name: string,
  args: PrefetchArgs | undefined,
): Promise<TakenReply> | null {
  if (store.size === 0) return null;
  const key = prefetchKey(token, name, args);
  const entry = store.get(key);
  if (!entry) return null;
  store.delete(key);
  if (entry.arrivedAt !== null && performance.now() - entry.arrivedAt > PREFETCH_TTL_MS) return null;
  // The entry's own handler (registered first, in `prefetch`) has set arrivedAt by the time this one runs.
  return entry.raw.then((raw) => ({ raw, arrivedAt: entry.arrivedAt ?? performance.now() }));
}

/** Drops every prefetched request (sign-out, tests). */
export function clearPrefetched(): void {
  store.clear();
}
