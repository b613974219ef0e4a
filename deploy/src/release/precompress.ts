/**
 * Precompression at publish: every text file of a release gets a brotli (quality 11) and a gzip
 * (level 9) copy beside it — `main.1a2b3c.js.br`, `main.1a2b3c.js.gz` — so the gateways serve the best encoding the
 * browser accepts without compressing per request (deploy/src/precompressed.ts; nginx brotli_static/gzip_static).
 * Only copies that are smaller than the file are kept.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Files smaller than this are sent as they are (the headers would outweigh the saving). */
export const MIN_BYTES = 256;

function* files(dir: string, prefix = ''): Generator<string> {
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* files(dir, rel);
    else yield rel;
  }
}

/** Brotli 11 and gzip 9 of `data` (deterministic: no timestamps), or null where the copy would not be smaller. */
export function compressedCopies(data: Buffer): { br: Buffer | null; gz: Buffer | null } {
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gz = gzipSync(data, { level: 9 });
  return { br: br.length < data.length ? br : null, gz: gz.length < data.length ? gz : null };
}

/**
 * Copies the build folder `from` to `to` and writes the .br and .gz copies of every compressible file there.
 * Returns the bytes before and after (brotli) for the publish log.
 */
export function precompressInto(from: string, to: string): { files: number; rawBytes: number; brBytes: number } {
  cpSync(from, to, { recursive: true });
  let count = 0;
  let rawBytes = 0;
  let brBytes = 0;
  for (const rel of [...files(to)]) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(to, rel);
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const { br, gz } = compressedCopies(data);
    if (br) writeFileSync(`${file}.br`, br);
    if (gz) writeFileSync(`${file}.gz`, gz);
    count += 1;
    rawBytes += data.length;
    brBytes += br?.length ?? data.length;
  }
  return { files: count, rawBytes, brBytes };
}
