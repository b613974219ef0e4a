import { ApiError, DEFAULT_ERROR_TEXT, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';

/** The text to show for a failed call (000 §8): the network text, the server's message, or 'Some error occurred'. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.kind === 'network' ? NETWORK_UNSTABLE_TEXT : error.message || DEFAULT_ERROR_TEXT;
  return DEFAULT_ERROR_TEXT;
}
