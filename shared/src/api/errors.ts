/** Network-type failure messages (000 §8): 'Failed to fetch', 'Network Error', 'NetworkError…', 'Load failed…'. */
export function isNetworkMessage(message: string | undefined | null): boolean {
  if (!message) return false;
  return (
    message === 'Failed to fetch' ||
    message === 'Network Error' ||
    message.startsWith('NetworkError') ||
    message.startsWith('Load failed')
  );
}

export type ApiErrorKind = 'network' | 'session-expired' | 'profile-locked' | 'refused';

/**
 * A failed call. `kind` tells the screen what happened: a network-type failure, an expired session
 * (HTTP 401), a locked profile (error code 1007) or a refusal with the server's message
 * (status false; default text 'Some error occurred', 000 §8). `httpStatus` is absent for network failures.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly httpStatus?: number,
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The default text of a failed call and the default popup title (000 §8), the portal's one spelling (001 §8's
 * 'occured' included).
 */
export const DEFAULT_ERROR_TEXT = 'Some error occurred';
/** The popup text of a network-type failure (000 §8). */
export const NETWORK_UNSTABLE_TEXT = 'Your connection seems unstable. Please check your internet connection.';

/**
 * True for failures the host acts on itself, so a screen shows nothing of its own for them: error code 1007 (000 §4:
 * /student/locked) and HTTP 401 (000 §8: 'Unauthorised?' / 'User logged into another device', then sign-in).
 */
export function isHandledByHost(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'profile-locked' || error.kind === 'session-expired');
}

/**
 * The text a screen shows for a failed call (000 §8): the connection text for a network-type failure, the server's
 * message for a refusal, else 'Some error occurred' (never a thrown error's own message, e.g. a schema's). Ask `isHandledByHost` first: the host already speaks for those.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.kind === 'network' ? NETWORK_UNSTABLE_TEXT : error.message || DEFAULT_ERROR_TEXT;
  return DEFAULT_ERROR_TEXT;
}
