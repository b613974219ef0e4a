import axios, { AxiosError, type AxiosInstance } from 'axios';
import { emit } from '../events';
import { ERROR_CODE } from '../contract/envelope';
import { ApiError, DEFAULT_ERROR_TEXT, isNetworkMessage } from './errors';

interface ReplyBody {
  status?: boolean;
  message?: string;
  error_code?: number;
  data?: unknown;
}

export interface ApiClientOptions {
  /** Base URL of the API, from runtime config (e.g. '/api/'); never baked into a build. */
  baseURL: string;
  /** Returns the current token, read at request time. */
  getToken: () => string | null;
  /** Request timeout in milliseconds (default 30 000). */
  timeoutMs?: number;
}

/**
 * The one axios instance factory (issue 2, 000 §6–§8). Adds `Authorization: Token {token}` and turns
 * failures into events and `ApiError`s:
 * - HTTP 401 → `portal:session-expired` (kind 'session-expired');
 * - error code 1007 in any reply → `portal:profile-locked` (kind 'profile-locked');
 * - a network-type message → `portal:network-unstable` (kind 'network');
 * - `status: false` (any HTTP status) → kind 'refused' with the server's message.
 */
export function createApiClient({ baseURL, getToken, timeoutMs = 30_000 }: ApiClientOptions): AxiosInstance {
  const instance = axios.create({ baseURL, timeout: timeoutMs, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Token ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => {
      const body = response.data as ReplyBody | undefined;
      if (body?.error_code === ERROR_CODE.profileLocked) throw locked(response.config.url);
      if (body && body.status === false) throw new ApiError(body.message || DEFAULT_ERROR_TEXT, 'refused', response.status);
      return response;
    },
    (error: unknown) => {
      throw toApiError(error);
    },
  );
  return instance;
}

function locked(url: string | undefined): ApiError {
  emit('portal:profile-locked', { path: url ?? '' });
  return new ApiError('Profile locked', 'profile-locked', undefined, ERROR_CODE.profileLocked);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!(error instanceof AxiosError)) {
    const message = error instanceof Error ? error.message : DEFAULT_ERROR_TEXT;
    return new ApiError(message, isNetworkMessage(message) ? 'network' : 'refused');
  }
  const response = error.response;
  if (!response) {
    const message = error.message || 'Network Error';
    if (isNetworkMessage(message) || error.code === 'ECONNABORTED' || error.code === 'ERR_NETWORK') {
      emit('portal:network-unstable', { message });
      return new ApiError(message, 'network');
    }
    return new ApiError(message, 'refused');
  }
  const body = (response.data ?? {}) as ReplyBody;
  if (response.status === 401) {
    const message = body.message || 'User logged into another device';
    emit('portal:session-expired', { message });
    return new ApiError(message, 'session-expired', 401, body.error_code);
  }
  if (body.error_code === ERROR_CODE.profileLocked) return locked(response.config.url);
  return new ApiError(body.message || DEFAULT_ERROR_TEXT, 'refused', response.status, body.error_code);
}
