import { Component, useCallback, useState, type ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { Button } from '@classroom/shared/ui';
import { loadRemoteApp } from './remote-loader';
import styles from './remote-area.module.css';

/** Text of a remote that could not be loaded (the spec's error page wording, 000 §8, kept local to the area). */
export const REMOTE_FAILED_TEXT = 'This part of the portal could not be loaded.';

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
 * When the remote's files cannot be loaded or its mount throws, only this area shows the fallback with
 * Retry; the top bar and the other remotes keep working. Retry loads the remote afresh.
 */
export function RemoteArea({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<Error | null>(null);
  const fail = useCallback((err: Error) => {
    console.error(`[host] ${remote} failed`, err);
    setError(err);
  }, [remote]);

  if (error) {
    return (
      <section className={styles.fallback} role="alert" aria-labelledby={`fallback-${remote}`}>
        <h2 id={`fallback-${remote}`}>{REMOTE_FAILED_TEXT}</h2>
        <p>Check your connection and try again. The rest of the portal still works.</p>
        <Button
          onClick={() => {
            setError(null);
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </Button>
      </section>
    );
  }
  return (
    <RenderBoundary key={`${remote}-${attempt}`} onError={fail}>
      <Parcel
        key={`${remote}-${attempt}`}
        config={() => loadRemoteApp(remote)}
        mountParcel={mountRootParcel}
        handleError={fail}
        wrapClassName={styles.area}
        remoteName={remote}
      />
    </RenderBoundary>
  );
}
