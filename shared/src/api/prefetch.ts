import { ERROR_CODE } from '../contract/values';
import { fetchRaw, fillPath, PREFETCH_ENDPOINTS, readRawReply, type PrefetchName, type QueryValues, type RawReply } from './fetch-call';

/**
 * Calls started before their screen asks for them (issue 14 §1, "starts the route's API calls in parallel with the
 * remote's code"): the host's entry starts the current route's first calls with `fetch` (fetch-call.ts, no axios and no
 * zod yet) while the remote's code downloads; when the screen then calls the same name with the same arguments, `call`
 * takes the prefetched request instead of sending again (index.ts). A taken reply goes through the same rules as the
 * screen's own request (reply.ts: 401 → `portal:session-expired`, 1007 → `portal:profile-locked`, `status: false` →
 * refused, no reply → network) at the moment it is taken, and its `data` through the contract's schema — so an error
 * behaves exactly as if the screen had sent the call. Each prefetched request serves one call; one nobody took is
 * dropped `PREFETCH_TTL_MS` after its reply came (a later call goes to the network).
 */

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
 * The first calls of one screen (issue 14 §1), kept by the remote that owns the screen (`@classroom/shared/links`,
 * screens/<owner>.ts): `start` sends what the screen will ask for first, exactly as the screen asks (same names, same
 * arguments), and sends a call that needs another's reply (e.g. the student's id) once that reply is in. It must send
 * only calls the screen will make for this student, so each is taken once and none is refused.
 */
export interface RouteCallPlan {
  /** The route pattern (`matchesScreen`), e.g. '/student'. */
  pattern: string;
  /** Sends the screen's first calls for the signed-in `user` (its username is in the login record, 000 §3). */
  start(send: PrefetchSend, user: { username: string }): void;
}

interface Entry {
  raw: Promise<RawReply>;
  /** Date.now() when the reply came, null while in flight. */
  settledAt: number | null;
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
      return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, plain(v)]));
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
    const created: Entry = { raw: fetchRaw(endpoint.method, fillPath(endpoint.path, params), { baseURL, token, query, body }), settledAt: null };
    void created.raw.then(() => (created.settledAt = Date.now()));
    store.set(key, created);
    entry = created;
  }
  return entry.raw.then((raw) => (raw.kind === 'reply' && raw.ok && raw.body?.status !== false && raw.body?.error_code !== ERROR_CODE.profileLocked ? raw.body?.data : undefined));
}

/**
 * Runs a route's plan (`RouteCallPlan`) for the signed-in student: every call it sends is kept for the screen. The
 * caller checks the session first (never for a signed-out visitor).
 */
export function prefetchRoute(plan: RouteCallPlan, { baseURL, token, username }: { baseURL: string; token: string; username: string }): void {
  plan.start((call) => prefetch(call, { baseURL, token }), { username });
}

/**
 * The prefetched request of `name` with these arguments for the session of `token`, taken out of the store (it serves one call), or null when
 * there is none or it expired. Resolves with the reply's `data`, not yet validated; rejects with the `ApiError` of the
 * reply rules, whose events are raised when this settles — as for the screen's own request.
 */
export function takePrefetched(token: string | null, name: string, args: PrefetchArgs | undefined): Promise<unknown> | null {
  if (store.size === 0) return null;
  const key = prefetchKey(token, name, args);
  const entry = store.get(key);
  if (!entry) return null;
  store.delete(key);
  if (entry.settledAt !== null && Date.now() - entry.settledAt > PREFETCH_TTL_MS) return null;
  return entry.raw.then(readRawReply);
}

/** Drops every prefetched request (sign-out, tests). */
export function clearPrefetched(): void {
  store.clear();
}
