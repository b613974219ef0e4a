import axios, { AxiosError, type AxiosInstance } from 'axios';
import { ApiError, DEFAULT_ERROR_TEXT, isNetworkMessage } from './errors';
import { authorization, httpReplyError, noReplyError, successReplyError, type ReplyBody } from './reply';

export interface ApiClientOptions {
  /** Base URL of the API, from runtime config (e.g. '/api/'); never baked into a build. */
  baseURL: string;
  /** Returns the current token, read at request time. */
  getToken: () => string | null;
  /** Request timeout in milliseconds (default 30 000). */
  timeoutMs?: number;
}

/**
 * The one axios instance factory (000 §6–§8). Adds `Authorization: Token {token}` and turns
 * failures into events and `ApiError`s:
 * - HTTP 401 → `portal:session-expired` (kind 'session-expired');
 * - error code 1007 in any reply → `portal:profile-locked` (kind 'profile-locked');
 * - a network-type message → `portal:network-unstable` (kind 'network');
 * - `status: false` (any HTTP status) → kind 'refused' with the server's message.
 * The rules live in reply.ts, shared with the first screen's `fetch`.
 */
export function createApiClient({ baseURL, getToken, timeoutMs = 30_000 }: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: timeoutMs, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    const header = authorization(getToken());
    if (header) config.headers.set('Authorization', header);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const error = successReplyError(response.data as ReplyBody | undefined, response.status, response.config.url);
      if (error) throw error;
      return response;
    },
    (error: unknown) => {
      throw toApiError(error);
    },
  );
  return instance;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) {
    const message = error instanceof Error ? error.message : DEFAULT_ERROR_TEXT;
    return new ApiError(message, isNetworkMessage(message) ? 'network' : 'refused');
  }
  const response = error.response;
  if (!response) return noReplyError(error.message, error.code === 'ECONNABORTED' || error.code === 'ERR_NETWORK');
  return httpReplyError(response.data as ReplyBody | undefined, response.status, response.config.url);
}
