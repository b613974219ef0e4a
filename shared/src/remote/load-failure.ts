/**
 * Whether `error` says code could not be fetched, not that code threw: webpack's ChunkLoadError ('Loading chunk 6582
 * failed.', 'Loading CSS chunk … failed'), a failed dynamic import, a script that did not load, or the Module Federation
 * runtime's own load errors (RUNTIME-00x: a remote's entry or manifest not fetched). Such a screen waits for the
 * connection (decision 0016); anything else is a code error of the remote's release (decision 0014).
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError' || error.name === 'ScriptExternalLoadError') return true;
  return /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-00\d|remoteEntry|mf-manifest/i.test(
    error.message,
  );
}
