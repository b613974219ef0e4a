import { useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import { checkServer } from '@classroom/shared/api';
import { Button, NeedsConnection, SCREEN_NEEDS_CONNECTION_TEXT, useOnline } from '@classroom/shared/ui';
import styles from './remote-area.module.css';

/** Text of a remote that could not be loaded (the spec's error page wording, 000 §8, kept local to the area). */
export const REMOTE_FAILED_TEXT = 'This part of the portal could not be loaded.';
/** Text of a remote whose code failed on this page (decision 0014: counted against its release, never shown raw). */
export const REMOTE_BROKE_TEXT = 'Something went wrong on this screen.';

/** Why the area fell back: its files could not be loaded ('load'), or its code threw ('code'). */
export type FallbackKind = 'load' | 'code';

/**
 * The area a remote left; the rest of the portal still works. Never an error's own text (decision 0014):
 * - 'code': a sentence for a person and Retry, which reloads the page — the release manifest is read again, so a
 *   version rolled back since reaches the student;
 * - 'load' while the server cannot be reached (decision 0016): the shared `NeedsConnection` ('This screen opens when
 *   you are back online.'), and the area loads again by itself once it can (`onRetry`);
 * - 'load' with the server answering: 'This part of the portal could not be loaded.' and Retry (`onRetry`).
 */
export function RemoteFallback({
  remote,
  kind = 'load',
  onRetry,
}: {
  remote: string;
  kind?: FallbackKind;
  onRetry?: () => void;
}) {
  const online = useOnline();
  const wasOffline = useRef(false);
  // Was it the connection? Asking the server turns `online` false (and the message on) if it does not answer.
  useEffect(() => {
    if (kind === 'load') void checkServer();
  }, [kind]);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current && kind === 'load') onRetry?.();
  }, [online, kind, onRetry]);

  if (kind === 'load' && !online) return <NeedsConnection what={SCREEN_NEEDS_CONNECTION_TEXT} />;
  const code = kind === 'code';
  return (
    <section className={styles.fallback} role="alert" aria-labelledby={`fallback-${remote}`}>
      <h2 id={`fallback-${remote}`}>{code ? REMOTE_BROKE_TEXT : REMOTE_FAILED_TEXT}</h2>
      <p>
        {code
          ? 'It has been reported. Reloading the page usually fixes it; the rest of the portal still works.'
          : 'Check your connection and try again. The rest of the portal still works.'}
      </p>
      {code ? (
        <Button onClick={() => window.location.reload()}>Retry</Button>
      ) : onRetry ? (
        <Button onClick={onRetry}>Retry</Button>
      ) : null}
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
