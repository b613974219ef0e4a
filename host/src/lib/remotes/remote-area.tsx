import { Component, useCallback, useState, type ReactNode } from 'react';
import { mountRootParcel, start } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { RemoteFallback } from './remote-fallback';
import { loadRemoteApp } from './remote-loader';
import { noteError } from '../tally';
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
 * lifecycles, which get `onRetry`) or its mount throws (the boundary), only this area shows the fallback
 * with Retry; the top bar and the other remotes keep working. Retry loads the remote afresh.
 */
export function RemoteArea({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const fail = useCallback(
    (err: Error) => {
      console.error(`[host] ${remote} failed`, err);
      noteError(remote); // release health (decision 0014): the boundary's catch counts against the remote's release
      setError(err);
    },
    [remote],
  );

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  if (error) return <RemoteFallback remote={remote} onRetry={retry} />;
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
      />
    </RenderBoundary>
  );
}
