import { useEffect, useState } from 'react';
import { NeedsConnection, SCREEN_NEEDS_CONNECTION_TEXT } from './needs-connection';
import { useOnline } from './online';

/** The spec's loader text (000 §2 Dashboard). */
export const LOADING_TEXT = 'Loading... please wait';

/** How long a loader shown offline spins before it says the screen needs a connection (ms): what the device keeps
 * (the persisted data, the worker's cached chunks) arrives within it, so a kept screen never flashes the message. */
export const OFFLINE_LOADER_GRACE_MS = 1500;

/**
 * A polite, labelled loading state: spinner plus 'Loading... please wait' (or `label`). Offline (no connection), what
 * it waits for cannot come — a query is paused until the connection returns — so after `OFFLINE_LOADER_GRACE_MS` it
 * says so instead of spinning forever: the spec's connection text (000 §8) and 'This screen opens when you are back
 * online.' (decision 0016); back online it spins again while the paused read goes out.
 */
export function Loader({ label = LOADING_TEXT }: { label?: string }) {
  const online = useOnline();
  const [graceOver, setGraceOver] = useState(false);
  useEffect(() => {
    if (online) return;
    const timer = setTimeout(() => setGraceOver(true), OFFLINE_LOADER_GRACE_MS);
    return () => {
      clearTimeout(timer);
      setGraceOver(false);
    };
  }, [online]);
  if (!online && graceOver) return <NeedsConnection what={SCREEN_NEEDS_CONNECTION_TEXT} />;
  return (
    <div className="cp-loader" role="status" aria-live="polite">
      <span className="cp-loader__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
