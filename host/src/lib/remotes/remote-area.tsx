import { Component, useCallback, useRef, useState, type ReactNode } from 'react';
import { mountRootParcel, start } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
// The shared remote lifecycle itself, not only its load-failure rule: the host provides it to every remote's first
// mount from this chunk, already on the page, so no remote fetches a copy of its own before it can render.
import { isLoadFailure } from '@classroom/shared/remote';
import { RemoteFallback, type FallbackKind } from './remote-fallback';
import { loadRemoteApp } from './remote-loader';
import { noteError, noteLoadFailure } from '../tally';
import styles from './remote-area.module.css';

export { REMOTE_FAILED_TEXT } from './remote-fallback';

// single-spa starts once, when the first remote area's chunk loads — before any remote mounts — so every remote's router
// sees the host's pushState (ARCHITECTURE §2.3). It was started at boot; the sign-in page, which mounts no remote, no
// longer loads single-spa. `start` is idempotent.
start({ urlRerouteOnly: true });

class RenderBoundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts one remote's `./app` as a single-spa parcel (ARCHITECTURE §2.3) inside an error boundary.
 * When the remote's files cannot be loaded (the errorLoadRemote hook then hands back the fallback's
 * lifecycles, which get `onRetry`), its mount throws (the boundary, the parcel's `handleError`) or its code fails
 * later (its own root's boundary, shared/src/remote, calls `onRemoteError`), only this area shows the fallback
 * (remote-fallback.tsx); the top bar and the other remotes keep working. A failure counts against the remote's
 * release (decision 0014): a chunk that did not load as a failed page, anything else as an errored one.
 */
export function RemoteArea({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<FallbackKind | null>(null);
  const fail = useCallback(
    (err: Error) => {
      console.error(`[host] ${remote} failed`, err);
      const kind = isLoadFailure(err) ? 'load' : 'code';
      if (kind === 'load') noteLoadFailure(remote);
      else noteError(remote);
      setFailed(kind);
    },
    [remote],
  );

  // A chunk the remote's own code failed to load stays failed in that code (React.lazy keeps the rejection), so
  // after a failure inside the remote a retry reloads the page; a remote that never loaded is loaded afresh.
  const inside = useRef(false);
  const failInside = useCallback(
    (err: Error) => {
      inside.current = true;
      fail(err);
    },
    [fail],
  );
  const retry = useCallback(() => {
    if (inside.current) return window.location.reload();
    setFailed(null);
    setAttempt((n) => n + 1);
  }, []);

  if (failed) return <RemoteFallback remote={remote} kind={failed} onRetry={retry} />;
  return (
    <RenderBoundary key={`${remote}-${attempt}`} onError={fail}>
      <Parcel
        key={`${remote}-${attempt}`}
        config={() => loadRemoteApp(remote)}
        mountParcel={mountRootParcel}
        handleError={fail}
        wrapClassName={styles.area}
        remoteName={remote}
        onRetry={retry}
        onRemoteError={failInside}
      />
    </RenderBoundary>
  );
}
