/**
 * The exposed `./app`: single-spa lifecycles (bootstrap, mount, unmount) that the host mounts as a
 * parcel on the routes it gives to mfe-dashboard (host/src/routes.ts).
 */
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { Root } from './root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: Root,
  errorBoundary: (error: Error) => <p role="alert">mfe-dashboard failed: {error.message}</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
export default lifecycles;
