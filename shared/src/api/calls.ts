import type { AxiosInstance } from 'axios';
import { buildPath, endpoints, type EndpointName } from '@classroom/shared/contract';
import { createApiClient } from './client';

/**
 * The portal's calls over axios, with every reply's data validated by the contract's zod schema (ARCHITECTURE §4).
 * Loaded on the first `call` (or by `preloadApiClient`), not with `@classroom/shared/api` itself: axios and the
 * contract's schemas stay off the sign-in page (docs/PERFORMANCE.md), whose own calls use `fetchCall`.
 */
export interface AxiosCalls {
  call(name: EndpointName, args: CallArgs): Promise<unknown>;
  upload(name: EndpointName, args: UploadArgs): Promise<unknown>;
  /** The reply `data` of `name` validated by the contract's schema (a prefetched reply, prefetch.ts); throws its error. */
  parse(name: EndpointName, data: unknown): unknown;
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

/** Builds the calls on one axios instance (createApiClient: token header, events and `ApiError`s of 000 §6–§8). */
export function createAxiosCalls(baseURL: string, getToken: () => string | null): AxiosCalls {
  const client: AxiosInstance = createApiClient({ baseURL, getToken });
  return {
    async call(name, { params, query, body, signal, onUploadProgress, onDownloadProgress }) {
      const endpoint = endpoints[name];
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
      return endpoint.data.parse((response.data as { data: unknown }).data);
    },
    parse(name, data) {
      return endpoints[name].data.parse(data);
    },
    async upload(name, args) {
      const endpoint = endpoints[name] as (typeof endpoints)[EndpointName] & { upload: { field: string } };
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
      return endpoint.data.parse((response.data as { data: unknown }).data);
    },
  };
}
