import { isHandledByHost } from '@classroom/shared/api';
import { Button, ERROR_PAGE_TEXT } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';

/**
 * A screen whose read failed (000 §8): nothing when the host already acts on the error (401, 1007, an unstable
 * network), otherwise the error page's text, the server's message as an alert and Retry (`onRetry` refetches).
 */
export function QueryError({ error, onRetry, className }: { error: Error; onRetry: () => void; className?: string }) {
  if (isHandledByHost(error)) return null;
  return (
    <section className={className}>
      <h1>{ERROR_PAGE_TEXT}</h1>
      <p role="alert">{error.message}</p>
      <Button onClick={onRetry}>{MESSAGES.retry}</Button>
    </section>
  );
}
