/** Server-side helpers of the API and the gateway (Node only, never imported by a browser bundle). */
export * from './drain';
export * from './free-port';
export * from './request-id';
export * from './metrics-server';
