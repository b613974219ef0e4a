import type { BodyOf, DataOf, EndpointName, ParamsOf, QueryOf } from '@classroom/shared/contract';
import { normaliseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@classroom/shared/config';
import { sessionStore } from '../session';
import type { AxiosCalls, CallArgs, DownloadProgress, UploadArgs } from './calls';
import { clearPrefetched, takePrefetched, type FetchReplyOptions, type PrefetchArgs } from '@classroom/shared/prefetch';
import { FIRST_SCREEN_ENDPOINTS, fetchReply, readRawReply, type FirstScreenCallName } from './fetch-call';

export type { ApiClientOptions } from './client';
export type { DownloadProgress } from './calls';
export {
  ApiError,
  DEFAULT_ERROR_TEXT,
  NETWORK_UNSTABLE_TEXT,
  errorText,
  isHandledByHost,
  isNetworkMessage,
} from './errors';
export type { ApiErrorKind } from './errors';
export { FIRST_SCREEN_ENDPOINTS } from './fetch-call';
export type { FirstScreenCallName } from './fetch-call';
export {
  PREFETCH_ENDPOINTS,
  PREFETCH_TTL_MS,
  clearPrefetched,
  prefetch,
  prefetchRoute,
} from '@classroom/shared/prefetch';
export type { PrefetchArgs, PrefetchCall, PrefetchName, PrefetchSend, RouteCallPlan } from '@classroom/shared/prefetch';

export type { RuntimeConfig } from '@classroom/shared/config';

/**
 * The portal's API client (ARCHITECTURE §4). This module itself carries neither axios nor the contract's zod
 * schemas (the sign-in page loads neither): the first screen's calls (FIRST_SCREEN_ENDPOINTS) go
 * over `fetch` and load only their own schemas; any other `call` and `upload` load axios and the whole contract
 * (./calls.ts, one chunk) on first use — or earlier through `preloadApiClient` (decision 0027).
 */
let baseURL: string | null = null;
let callsModule: Promise<typeof import('./calls')> | null = null;
let calls: Promise<AxiosCalls> | null = null;

const currentToken = () => sessionStore.getState().user?.token ?? null;

/** Points the portal's one API client at `config.apiBaseUrl` (e.g. '/api/'); the token comes from the session store. */
export function configureApi(config: Pick<RuntimeConfig, 'apiBaseUrl'>): void {
  baseURL = config.apiBaseUrl;
  calls = null;
}

/**
 * Starts loading what a signed-in page's calls need now, so its first `call` does not wait for it: always zod and the
 * first screen's schemas (`@classroom/shared/contract/first-screen`, whose calls go over `fetch`); unless
 * `firstScreenOnly`, also axios and the whole contract (./calls.ts). The host runs it from its entry on a /student page,
 * with `firstScreenOnly` on the dashboard, whose first calls are all first-screen calls (decision 0027). Resolves when
 * loaded (needs no configuration); a failed load is tried again by the next call.
 */
export function preloadApiClient({ firstScreenOnly = false }: { firstScreenOnly?: boolean } = {}): Promise<void> {
  const schemas = import('@classroom/shared/contract/first-screen');
  return Promise.all([schemas, firstScreenOnly ? undefined : loadCalls()]).then(() => undefined);
}

function loadCalls(): Promise<typeof import('./calls')> {
  if (!callsModule) {
    callsModule = import('./calls');
    callsModule.catch(() => (callsModule = null));
  }
  return callsModule;
}

function axiosCalls(): Promise<AxiosCalls> {
  if (baseURL === null)
    return Promise.reject(new Error('API client not configured: call configureApi() or loadRuntimeConfig() first'));
  if (!calls) {
    const url = baseURL;
    calls = loadCalls().then(({ createAxiosCalls }) => createAxiosCalls(url, currentToken));
    calls.catch(() => (calls = null));
  }
  return calls;
}

/** Fetches /config.json (runtime config), keeps it for every remote (`@classroom/shared/config`) and configures the API client with it. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Runtime config ${url} answered HTTP ${response.status}`);
  const config = normaliseRuntimeConfig(await response.json());
  setRuntimeConfig(config);
  configureApi(config);
  return config;
}

type Args<N extends EndpointName> = (ParamsOf<N> extends undefined ? { params?: undefined } : { params: ParamsOf<N> }) &
  (QueryOf<N> extends undefined ? { query?: undefined } : { query: QueryOf<N> }) &
  (BodyOf<N> extends undefined ? { body?: undefined } : { body: BodyOf<N> | FormData }) & {
    signal?: AbortSignal;
    /** Upload progress of a multipart body as a fraction 0–1 (when the browser knows the total size). */
    onUploadProgress?: (fraction: number) => void;
    /** Download progress of the reply: bytes received so far and, when the reply says its length, the total (bytes). */
    onDownloadProgress?: (progress: DownloadProgress) => void;
  };

/**
 * Calls one endpoint of the contract by name and returns its validated `data`:
 * `await call('startExam', { params: { examId: 5 }, body: { student_id: 12 } })`.
 * Throws `ApiError` (see createApiClient) on any failure, including a reply that breaks the contract.
 * When the host's entry already started this call with the same arguments for this session (prefetch.ts),
 * its reply is taken instead of sending again: the same rules, events, errors and schema as a request sent now.
 */
export async function call<N extends EndpointName>(name: N, args: Args<N>): Promise<DataOf<N>> {
  return (await timedCall(name, args)).data;
}

/**
 * `call`, with the moment its reply came (`arrivedAt`, performance.now() in ms): for a reply that counts time from when
 * the server sent it (start-exam's remaining seconds, 001 §4.2). A reply the host's entry prefetched may have waited
 * for its screen since then; one sent now arrives as it resolves. Same errors as `call`.
 */
export async function timedCall<N extends EndpointName>(
  name: N,
  args: Args<N>,
): Promise<{ data: DataOf<N>; arrivedAt: number }> {
  const prefetched = takePrefetched(currentToken(), name, args as PrefetchArgs);
  if (isFetchCall(name, args)) {
    if (!prefetched)
      return { data: await fetchCall(name, args as FetchCallArgs<typeof name>), arrivedAt: performance.now() };
    const { raw, arrivedAt } = await prefetched;
    return { data: await firstScreenData(name, readRawReply(raw)), arrivedAt };
  }
  const client = await axiosCalls();
  if (prefetched) {
    const { raw, arrivedAt } = await prefetched;
    return { data: (await client.parse(name, readRawReply(raw))) as DataOf<N>, arrivedAt };
  }
  const data = (await client.call(name, args as unknown as CallArgs)) as DataOf<N>;
  return { data, arrivedAt: performance.now() };
}

/**
 * Whether `call` sends this call with `fetch` rather than axios: a call of the first screen (FIRST_SCREEN_ENDPOINTS)
 * that asks for no upload or download progress (decision 0027: the cold dashboard loads no axios).
 */
function isFetchCall<N extends EndpointName>(name: N, args: Args<N>): name is N & FirstScreenCallName {
  return Object.hasOwn(FIRST_SCREEN_ENDPOINTS, name) && !args.onUploadProgress && !args.onDownloadProgress;
}

/** A first-screen call's reply `data` validated by its schema: loads zod and the first screen's schemas only. */
async function firstScreenData<N extends FirstScreenCallName>(name: N, data: unknown): Promise<DataOf<N>> {
  const { firstScreenEndpoints, parse } = await import('@classroom/shared/contract/first-screen');
  return parse(firstScreenEndpoints[name].data, data) as DataOf<N>;
}

type FetchCallArgs<N extends FirstScreenCallName> = {
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
  check?: (data: unknown) => DataOf<N>;
};

/**
 * A first-screen call (FIRST_SCREEN_ENDPOINTS: `login`, `getVersion`, the student's first screen)
 * with `fetch` and the axios client's reply rules (reply.ts): the same events and `ApiError`s as `call`. The reply's
 * `data` is validated by the contract's schema, whose chunk loads in parallel with the request
 * (`import('@classroom/shared/contract/first-screen')`: the first screen's schemas only, decision 0027), so the first
 * screen does not carry zod before it is used; `check`, when given, validates instead and the contract is not loaded
 * (the version check at boot reads one string). Throws `ApiError`, or the schema's error on a reply that breaks the contract.
 */
export async function fetchCall<N extends FirstScreenCallName>(name: N, args: FetchCallArgs<N>): Promise<DataOf<N>> {
  if (baseURL === null) throw new Error('API client not configured: call configureApi() or loadRuntimeConfig() first');
  const options: FetchReplyOptions = {
    baseURL,
    token: currentToken(),
    query: args.query as FetchReplyOptions['query'],
    body: args.body as object | undefined,
    signal: args.signal,
  };
  if (args.check) return args.check(await fetchReply(name, options));
  const [data] = await Promise.all([fetchReply(name, options), import('@classroom/shared/contract/first-screen')]);
  return firstScreenData(name, data);
}

/**
 * Signs the student out: revokes the token on the server (best effort — it may already be superseded
 * or the network may be down) and clears the login record and storage on this device. The caller
 * then navigates to '/'.
 */
export async function logout(): Promise<void> {
  await call('logout', {}).catch(() => undefined);
  clearPrefetched();
  sessionStore.getState().signOut();
}

type UploadName = { [N in EndpointName]: EndpointHasUpload<N> extends true ? N : never }[EndpointName];
type EndpointHasUpload<N extends EndpointName> = (typeof import('@classroom/shared/contract').endpoints)[N] extends {
  upload: object;
}
  ? true
  : false;

/**
 * Sends a multipart call of the contract (an endpoint with `upload`, e.g. postFeedback, 001 §7): the text fields of
 * `body` plus `files` in the endpoint's file field, with upload progress as a fraction 0–1 (axios onUploadProgress).
 * Returns the validated `data`; throws `ApiError` like `call`.
 */
export async function upload<N extends UploadName>(
  name: N,
  args: {
    params: ParamsOf<N>;
    body: BodyOf<N>;
    files: readonly Blob[];
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<DataOf<N>> {
  return (await (await axiosCalls()).upload(name, args as unknown as UploadArgs)) as DataOf<N>;
}
