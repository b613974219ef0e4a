/** Module Federation container name of a remote: 'mfe-dashboard' → 'mfe_dashboard' (same rule as the webpack preset). */
export function federationNameOf(remote: string): string {
  return remote.replace(/-/g, '_');
}
