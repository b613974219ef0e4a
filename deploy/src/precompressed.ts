/**
 * Serving precompressed release files: the best encoding the browser accepts among the copies the
 * publish step stored beside each file (deploy/src/release/precompress.ts) — brotli, then gzip, then the file itself.
 * Nothing is compressed per request.
 */
import { COMPRESSIBLE } from './release/precompress';

/** Content-Encoding and the file suffix of each stored copy, best first. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The stored copies to try for a request, best first, from its Accept-Encoding ('gzip, deflate, br' → br, gzip).
 * An encoding with q=0 is refused; anything else the header names is accepted.
 */
export function encodingsToTry(
  acceptEncoding: string | undefined,
  file: string,
): { encoding: 'br' | 'gzip'; suffix: string }[] {
  if (!acceptEncoding || !COMPRESSIBLE.test(file)) return [];
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return ENCODINGS.filter((e) => accepted.has(e.encoding) || accepted.has('*')).map((e) => ({ ...e }));
}

/** Whether a file has compressed copies and so varies by Accept-Encoding. */
export function variesByEncoding(file: string): boolean {
  return COMPRESSIBLE.test(file);
}
