import type { AxiosInstance } from 'axios';
import { buildPath, endpoints, type BodyOf, type DataOf, type EndpointName, type ParamsOf, type QueryOf } from '../contract';
import { normaliseRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from '@classroom/shared/config';
import { sessionStore } from '../session';
import { createApiClient } from './client';

export { createApiClient } from './client';
export type { ApiClientOptions } from './client';
export { ApiError, DEFAULT_ERROR_TEXT, NETWORK_UNSTABLE_TEXT, isNetworkMessage } from './errors';
export type { ApiErrorKind } from './errors';

export type { RuntimeConfig } from '@classroom/shared/config';

let client: AxiosInstance | null = null;

/** Points the portal's one API client at `config.apiBaseUrl`; the token comes from the session store. */
export function configureApi(config: Pick<RuntimeConfig, 'apiBaseUrl'>): AxiosInstance {
  client = createApiClient({ baseURL: config.apiBaseUrl, getToken: () => sessionStore.getState().user?.token ?? null });
  return client;
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
  };

/**
 * Calls one endpoint of the contract by name and returns its validated `data`:
 * `await call('startExam', { params: { examId: 5 }, body: { student_id: 12 } })`.
 * Throws `ApiError` (see createApiClient) on any failure, including a reply that breaks the contract.
 */
export async function call<N extends EndpointName>(name: N, args: Args<N>): Promise<DataOf<N>> {
  if (!client) throw new Error('API client not configured: call configureApi() or loadRuntimeConfig() first');
  const endpoint = endpoints[name];
  const { params, query, body, signal, onUploadProgress } = args as { params?: Record<string, string | number>; query?: object; body?: object; signal?: AbortSignal; onUploadProgress?: (fraction: number) => void };
  const response = await client.request({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    params: query,
    data: body ?? (endpoint.method === 'POST' ? {} : undefined),
    signal,
    ...(onUploadProgress ? { onUploadProgress: (e: { loaded: number; total?: number }) => { if (e.total) onUploadProgress(Math.min(1, e.loaded / e.total)); } } : {}),
  });
  return endpoint.data.parse((response.data as { data: unknown }).data) as DataOf<N>;
}

/**
 * Signs the student out: revokes the token on the server (best effort — it may already be superseded
 * or the network may be down) and clears the login record and storage on this device. The caller
 * then navigates to '/'.
 */
export async function logout(): Promise<void> {
  await call('logout', {}).catch(() => undefined);
  sessionStore.getState().signOut();
}

type UploadName = { [N in EndpointName]: (typeof endpoints)[N] extends { upload: object } ? N : never }[EndpointName];

/**
 * Sends a multipart call of the contract (an endpoint with `upload`, e.g. postFeedback, 001 §7): the text fields of
 * `body` plus `files` in the endpoint's file field, with upload progress as a fraction 0–1 (axios onUploadProgress).
 * Returns the validated `data`; throws `ApiError` like `call`.
 */
export async function upload<N extends UploadName>(
  name: N,
  args: { params: ParamsOf<N>; body: BodyOf<N>; files: readonly Blob[]; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<DataOf<N>> {
  if (!client) throw new Error('API client not configured: call configureApi() or loadRuntimeConfig() first');
  const endpoint = endpoints[name] as (typeof endpoints)[N] & { upload: { field: string } };
  const form = new FormData();
  for (const [key, value] of Object.entries(args.body as unknown as Record<string, unknown>)) if (value !== undefined) form.append(key, String(value));
  args.files.forEach((file, i) => form.append(endpoint.upload.field, file, (file as File).name ?? `file-${i}`));
  const response = await client.request({
    method: 'POST',
    url: buildPath(endpoint.path, args.params as unknown as Record<string, string | number>),
    data: form,
    signal: args.signal,
    onUploadProgress: (event) => args.onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : 0),
  });
  return endpoint.data.parse((response.data as { data: unknown }).data) as DataOf<N>;
}
