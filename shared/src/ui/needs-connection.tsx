import { NETWORK_UNSTABLE_TEXT } from '../api';
import { useOnline } from './online';

/** What a screen whose data was never kept on this device says offline (decision 0016). */
export const SCREEN_NEEDS_CONNECTION_TEXT = 'This screen opens when you are back online.';
/** What a class video or a live class says offline (decision 0016). */
export const VIDEO_NEEDS_CONNECTION_TEXT = 'Class videos play when you are back online.';

/**
 * The plain offline message of something only the server can give (decision 0016): the spec's connection text
 * (000 §8, 'Your connection seems unstable. Please check your internet connection.') and `what` — what waits for the
 * connection (a screen never seen on this device, a payment, a class video). A polite status region named 'Needs a
 * connection', so it is announced and found apart from the shell's other status regions.
 */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <div className="cp-needs-connection" role="status" aria-live="polite" aria-label="Needs a connection">
      <p className="cp-needs-connection__title">{NETWORK_UNSTABLE_TEXT}</p>
      <p>{what}</p>
    </div>
  );
}

/** `NeedsConnection` while the device is offline, nothing online: beside something that streams from the server (a
 * class video, Join of a live class), so a video already buffered keeps playing under the message. */
export function WhenOffline({ what }: { what: string }) {
  return useOnline() ? null : <NeedsConnection what={what} />;
}
