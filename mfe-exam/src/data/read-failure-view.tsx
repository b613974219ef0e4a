import { Button } from '@classroom/shared/ui';
import { RETRY } from '../messages';

/**
 * What an exam screen shows when a server read failed: the reason (`message`, from `readFailureText`: 000 §8's
 * connection text, the server's message or the result's declaration date) as an alert, and Retry, which reads again.
 * `className` is the screen's own box for it (an instructions page's page box, a list's error box).
 */
export function ReadFailure({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className: string | undefined;
}) {
  return (
    <div className={className}>
      <p role="alert" className="cp-alert">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {RETRY}
      </Button>
    </div>
  );
}
