/** How an exam screen words a failed server read (000 §8). Plain TypeScript, no React. */
import { errorText, isHandledByHost } from '@classroom/shared/api';
import { declarationText } from '../lib/result-format';

/**
 * The text a screen shows for a failed read, or null when there is none — no error, or one the host speaks for
 * (401 → 'Unauthorised?' and sign-in, 1007 → /student/locked; 000 §4, §8). The connection text for a network-type
 * failure, the server's message otherwise, 'Result will be declared on {date}' in the portal's format (001 §2.2).
 */
export function readFailureText(error: unknown): string | null {
  if (!error || isHandledByHost(error)) return null;
  return declarationText(errorText(error));
}
