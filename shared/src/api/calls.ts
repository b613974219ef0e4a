import type { AxiosInstance } from 'axios';
import type { EndpointDef, EndpointName } from '@classroom/shared/contract';
import { buildPath, firstScreenEndpoints, parse } from '@classroom/shared/contract/first-screen';
import { createApiClient } from './client';

/**
 * The portal's calls over axios, with every reply's data validated by the contract's zod schema (ARCHITECTURE §4).
 * Loaded on the first `call` (or by `preloadApiClient`), not with `@classroom/shared/api` itself: axios and the
 * contract's schemas stay off the sign-in page, whose own calls use `fetchCall`; a call's schema is
 * evaluated when a call needs it (`endpointOf`).
 */
export interface AxiosCalls {
  call(name: EndpointName, args: CallArgs): Promise<unknown>;
  upload(name: EndpointName, args: UploadArgs): Promise<unknown>;
  /** The reply `data` of `name` validated by the contract's schema (a prefetched reply, prefetch.ts); rejects with its error. */
  parse(name: EndpointName, data: unknown): Promise<unknown>;
}

/** What `call` passes on: path parameters, query, JSON or multipart body, abort signal, upload progress (0–1), download progress. */
export interface CallArgs {
  params?: Record<string, string | number>;
  query?: object;
  body?: object;
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  onDownloadProgress?: (progress: DownloadProgress) => void;
}

/** Bytes of a reply received so far; `total` only when the reply names its length (not when it is compressed). */
export interface DownloadProgress {
  loaded: number;
  total?: number;
}

/** What `upload` passes on: path parameters, text fields, files, progress (0–1), abort signal. */
export interface UploadArgs {
  params: Record<string, string | number>;
  body: Record<string, unknown>;
  files: readonly Blob[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * The contract's definition of the call `name` (method, path, schemas; docs/decisions/0027-*.md): a call of the first
 * screen (sign-in, the student's data and batches, the dashboard, the bell's unread count, the version check) from its
 * own table, which evaluates only the auth, student, dashboard and portal schemas; any other from the whole contract
 * (`@classroom/shared/contract`, the page's one copy, loaded by the first such call). Rejects when that load fails.
 */
export async function endpointOf(name: EndpointName): Promise<EndpointDef> {
  if (Object.hasOwn(firstScreenEndpoints, name)) return firstScreenEndpoints[name as keyof typeof firstScreenEndpoints];
  const { endpoints } = await import('@classroom/shared/contract');
  return endpoints[name];
}

/** Builds the calls on one axios instance (createApiClient: token header, events and `ApiError`s of 000 §6–§8). */
export function createAxiosCalls(baseURL: string, getToken: () => string | null): AxiosCalls {
  const client: AxiosInstance = createApiClient({ baseURL, getToken });
  return {
    async call(name, { params, query, body, signal, onUploadProgress, onDownloadProgress }) {
      const endpoint = await endpointOf(name);
      const response = await client.request({
        method: endpoint.method,
        url: buildPath(endpoint.path, params),
        params: query,
        data: body ?? (endpoint.method === 'POST' ? {} : undefined),
        signal,
        ...(onUploadProgress
          ? {
              onUploadProgress: (e: { loaded: number; total?: number }) => {
                if (e.total) onUploadProgress(Math.min(1, e.loaded / e.total));
              },
            }
          : {}),
        ...(onDownloadProgress
          ? {
              onDownloadProgress: (e: { loaded: number; total?: number }) =>
                onDownloadProgress({ loaded: e.loaded, ...(e.total ? { total: e.total } : {}) }),
            }
          : {}),
      });
      return parse(endpoint.data, (response.data as { data: unknown }).data);
    },
    async parse(name, data) {
      return parse((await endpointOf(name)).data, data);
    },
    async upload(name, args) {
      const endpoint = (await endpointOf(name)) as EndpointDef & { upload: { field: string } };
      const form = new FormData();
      for (const [key, value] of Object.entries(args.body)) if (value !== undefined) form.append(key, String(value));
      args.files.forEach((file, i) => form.append(endpoint.upload.field, file, (file as File).name ?? `file-${i}`));
      const response = await client.request({
        method: 'POST',
        url: buildPath(endpoint.path, args.params),
        data: form,
        signal: args.signal,
        onUploadProgress: (event) => args.onProgress?.(event.total ? Math.min(1, event.loaded / event.total) : 0),
      });
      return parse(endpoint.data, (response.data as { data: unknown }).data);
    },
  };
}
