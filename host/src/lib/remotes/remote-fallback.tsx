import { createRoot, type Root } from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import { Button } from '@classroom/shared/ui';
import styles from './remote-area.module.css';

/** Text of a remote that could not be loaded (the spec's error page wording, 000 §8, kept local to the area). */
export const REMOTE_FAILED_TEXT = 'This part of the portal could not be loaded.';

/** The area a remote that could not be loaded leaves: the reason and Retry; the rest of the portal still works. */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry?: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-labelledby={`fallback-${remote}`}>
      <h2 id={`fallback-${remote}`}>{REMOTE_FAILED_TEXT}</h2>
      <p>Check your connection and try again. The rest of the portal still works.</p>
      {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </section>
  );
}

/**
 * The fallback as single-spa lifecycles: what the errorLoadRemote hook hands back in place of a
 * remote's `./app` after the final failure, so the area mounts the fallback like any remote. Retry
 * comes from the parcel's props (`onRetry`, passed by RemoteArea).
 */
export function fallbackLifecycles(remote: string): ParcelConfigObject {
  let root: Root | null = null;
  return {
    name: `${remote}-fallback`,
    bootstrap: async () => {},
    mount: async (props) => {
      const { domElement, onRetry } = props as unknown as { domElement: HTMLElement; onRetry?: () => void };
      root = createRoot(domElement);
      root.render(<RemoteFallback remote={remote} onRetry={onRetry} />);
    },
    unmount: async () => {
      root?.unmount();
      root = null;
    },
  };
}
