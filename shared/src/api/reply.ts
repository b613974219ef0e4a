import { emit } from '../events';
import { ERROR_CODE } from '../contract/values';
import { ApiError, DEFAULT_ERROR_TEXT, isNetworkMessage } from './errors';
import { noteAnswered, noteUnreachable } from './reachability';

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
  noteAnswered();
  if (body?.error_code === ERROR_CODE.profileLocked) return profileLocked(url);
  if (body && body.status === false) return new ApiError(body.message || DEFAULT_ERROR_TEXT, 'refused', httpStatus);
  return null;
}

/** The gateway's statuses for a server it cannot reach (bad gateway, unavailable, timed out): a network failure. */
export const GATEWAY_UNREACHABLE = [502, 503, 504];

/**
 * A non-2xx reply: HTTP 401 → `portal:session-expired` and kind 'session-expired' (message default 'User logged into
 * another device'); error code 1007 → profile locked; the gateway's 502/503/504 → a network failure (`noReplyError`,
 * with `httpStatus`); anything else → kind 'refused' with the server's message. `read`: the call only reads.
 */
export function httpReplyError(
  body: ReplyBody | undefined,
  httpStatus: number,
  url: string | undefined,
  read = false,
): ApiError {
  if (GATEWAY_UNREACHABLE.includes(httpStatus)) return noReplyError(`HTTP ${httpStatus}`, true, read, httpStatus);
  noteAnswered();
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
 * No reply at all. A network-type failure (`network` true, or a network message of 000 §8) → the server unreachable
 * (reachability.ts), `portal:network-unstable` (with `read`: whether the call only reads) and kind 'network';
 * anything else (the caller aborted) → kind 'refused' with the message.
 */
export function noReplyError(
  message: string | undefined,
  network = false,
  read = false,
  httpStatus?: number,
): ApiError {
  const text = message || 'Network Error';
  if (network || isNetworkMessage(text)) {
    noteUnreachable();
    emit('portal:network-unstable', { message: text, read });
    return new ApiError(text, 'network', httpStatus);
  }
  return new ApiError(text, 'refused');
}

function profileLocked(url: string | undefined): ApiError {
  emit('portal:profile-locked', { path: url ?? '' });
  return new ApiError('Profile locked', 'profile-locked', undefined, ERROR_CODE.profileLocked);
}
