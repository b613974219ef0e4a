/**
 * The one way a remote exposes its `./app` (ARCHITECTURE §2.3): single-spa lifecycles whose React root reports every
 * error the remote's code throws to the host (decision 0014: counted against the remote's release) and whose error
 * boundary hands the screen to the host's fallback (host/src/lib/remotes/remote-area.tsx), never showing an error string.
 */
import { Component, createElement, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import React from 'react';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { emit } from '../events';

export { isLoadFailure } from './load-failure';

/** What a remote's screen says when its code failed and no host takes over (a remote served on its own). */
export const SCREEN_FAILED_TEXT = 'Something went wrong on this screen. Reload the page to try again.';

/** The parcel props the host passes (RemoteArea): `onRemoteError` takes over the area with the host's fallback. */
export interface RemoteErrorProps {
  onRemoteError?: (error: Error) => void;
  children?: ReactNode;
}

/**
 * The remote's outermost error boundary (single-spa-react's `errorBoundaryClass`): a render, effect or lifecycle
 * error anywhere in the remote's tree unmounts the tree and is handed to the host's `onRemoteError`, which shows the
 * host's fallback; without a host, a sentence for a person. The count goes through the root's `onCaughtError`.
 */
export class RemoteErrorBoundary extends Component<RemoteErrorProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onRemoteError?.(error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.onRemoteError ? null : createElement('p', { role: 'alert' }, SCREEN_FAILED_TEXT);
  }
}

/**
 * A React DOM client whose roots report to the host every error React sees in `app`'s tree (React 19's root
 * `onCaughtError`, `onUncaughtError`): `portal:remote-error`, which the host counts against the remote's release.
 */
function reportingClient(app: string): typeof ReactDOMClient {
  const report = (error: unknown) => {
    console.error(`[${app}]`, error);
    emit('portal:remote-error', { app });
  };
  return {
    ...ReactDOMClient,
    createRoot: (container, options) =>
      ReactDOMClient.createRoot(container, { ...options, onCaughtError: report, onUncaughtError: report }),
  };
}

type Opts = Parameters<typeof singleSpaReact<RemoteErrorProps>>[0];

/**
 * The single-spa lifecycles of remote `app` ('mfe-dashboard') rendering `root`: `export const { bootstrap, mount,
 * unmount } = remoteLifecycles('mfe-dashboard', Root)`.
 */
export function remoteLifecycles(app: string, root: ComponentType): ReactAppOrParcel<RemoteErrorProps> {
  return singleSpaReact<RemoteErrorProps>({
    React,
    ReactDOMClient: reportingClient(app),
    rootComponent: root as Opts['rootComponent'],
    errorBoundaryClass: RemoteErrorBoundary as unknown as Opts['errorBoundaryClass'],
  });
}
