import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { loadPeerComponent } from './load-peer';

/** Where a peer remote's component stands: loading, ready (the component), or failed (show the remote-fallback text). */
export type PeerState<P> =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/**
 * A component another remote exposes (ARCHITECTURE §3, e.g. mfe-account's './EnrolmentPayment', mfe-corners'
 * './CornerRows'), loaded through Module Federation once `enabled`. Returns the state and `retry` (loads again).
 * A failed load (remote missing, down, or not a component; see `loadPeerComponent`) is 'failed', never a throw, so the
 * caller shows its local fallback instead of a broken area.
 */
export function usePeerComponent<P>(
  remote: string,
  expose: string,
  { enabled = true, load = loadPeerComponent }: { enabled?: boolean; load?: typeof loadPeerComponent } = {},
): PeerState<P> & { retry: () => void } {
  const [state, setState] = useState<PeerState<P>>({ status: 'loading' });
  const retry = useCallback(() => {
    // Already loading (the first load, from the mount's effect): no new state, so no render of the caller — on the
    // cold dashboard that render came in the first paint's frame (decision 0027).
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    load<P>(remote, expose).then(
      (Component) => setState({ status: 'ready', Component }),
      () => setState({ status: 'failed' }),
    );
  }, [load, remote, expose]);
  useEffect(() => {
    if (enabled) retry();
  }, [enabled, retry]);
  return { ...state, retry };
}
