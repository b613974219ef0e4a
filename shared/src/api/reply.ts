import { emit } from '../events';
import { ERROR_CODE } from '../contract/values';
import { ApiError, DEFAULT_ERROR_TEXT, isNetworkMessage } from './errors';

/**
 * The shared interceptor logic of the portal's API clients (000 §6–§8): the axios instance (client.ts, every call
 * after sign-in) and the first screen's `fetch` (fetch-call.ts) turn a reply into the same events and
 * `ApiError`s through these functions. No axios and no zod here, so the first screen loads neither.
 */

/** The reply envelope's fields the clients read (ARCHITECTURE §4). */
export interface ReplyBody {
  status?: boolean;
  message?: string;
  error_code?: number;
  data?: unknown;
}

// One definition for the axios client and the plain fetch path, kept in the entry point without the event bus.
export { authorization } from '@classroom/shared/prefetch';

/**
 * A 2xx reply: the error it still carries, or null for a success. Error code 1007 → `portal:profile-locked` and kind
 * 'profile-locked'; `status: false` → kind 'refused' with the server's message (default 'Some error occurred').
 */
export function successReplyError(
  body: ReplyBody | undefined,
  httpStatus: number,
  url: string | undefined,
): ApiError | null {
  if (body?.error_code === ERROR_CODE.profileLocked) return profileLocked(url);
  if (body && body.status === false) return new ApiError(body.message || DEFAULT_ERROR_TEXT, 'refused', httpStatus);
  return null;
}

/**
 * A non-2xx reply: HTTP 401 → `portal:session-expired` and kind 'session-expired' (message default 'User logged into
 * another device'); error code 1007 → profile locked; anything else → kind 'refused' with the server's message.
 */
export function httpReplyError(body: ReplyBody | undefined, httpStatus: number, url: string | undefined): ApiError {
  const reply = body ?? {};
  if (httpStatus === 401) {
    const message = reply.message || 'User logged into another device';
    emit('portal:session-expired', { message });
    return new ApiError(message, 'session-expired', 401, reply.error_code);
  }
  if (reply.error_code === ERROR_CODE.profileLocked) return profileLocked(url);
  return new ApiError(reply.message || DEFAULT_ERROR_TEXT, 'refused', httpStatus, reply.error_code);
}

/**
 * No reply at all. A network-type failure (`network` true, or a network message of 000 §8) → `portal:network-unstable`
 * and kind 'network'; anything else → kind 'refused' with the message.
 */
export function noReplyError(message: string | undefined, network = false): ApiError {
  const text = message || 'Network Error';
  if (network || isNetworkMessage(text)) {
    emit('portal:network-unstable', { message: text });
    return new ApiError(text, 'network');
  }
  return new ApiError(text, 'refused');
}

function profileLocked(url: string | undefined): ApiError {
  emit('portal:profile-locked', { path: url ?? '' });
  return new ApiError('Profile locked', 'profile-locked', undefined, ERROR_CODE.profileLocked);
}
