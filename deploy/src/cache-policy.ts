/**
 * Cache-Control of the gateway (ARCHITECTURE §7): the files that name other files are revalidated on
 * every load — index.html, /remotes.json, /config.json, mf-manifest.json, remoteEntry.js — and every
 * content-hashed asset is kept for a year, immutable.
 */
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'config.json',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
]);

/** The Cache-Control value for a served file path (URL path or file path; only the base name counts). */
export function cacheControlFor(filePath: string): string {
  const base = filePath.split(/[\\/]/).pop() ?? '';
  if (ALWAYS_REVALIDATE.has(base)) return NO_CACHE;
  // webpack names chunks '[name].[contenthash:10].js'; anything without a content hash is revalidated.
  return /\.[0-9a-f]{8,}\.(js|css|map|txt)$/.test(base) ? IMMUTABLE : NO_CACHE;
}
