import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/**
 * Replies smaller than this many bytes go out as they are: below one TCP packet, compressing saves no round trip.
 * A save-answer reply is above it (it carries the paper's status list: ≈ 7.3 KB for 90 questions, ≈ 0.4 KB brotli);
 * a refusal or a sign-in reply is below it.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compressed API replies (DESIGN.md: most students are on slow 4G). The dashboard's
 * `student-dashboard` reply is 13.9 KB of JSON, the batch's class list 34 KB: every reply of at least
 * `COMPRESS_THRESHOLD_BYTES` goes out brotli-compressed (quality 4: fast enough per request, most of quality 11's
 * gain on JSON), or gzip when the client does not accept brotli, with `Vary: Accept-Encoding`. A client that sends no
 * `Accept-Encoding` (or `identity`) gets the reply as it is, so tools and `app.inject` tests see plain JSON.
 *
 * Done here rather than in a gateway: the API is compressed whichever proxy is in front of it (the Node gateway, which
 * compresses nothing per request, or nginx), and the proxies pass `Content-Encoding` through.
 *
 * Request bodies are not decompressed (`globalDecompression: false`): a compressed body could expand past the body
 * limit, and no client sends one.
 *
 * No BREACH exposure: a reply's secrets (the login record's token) are asked for with the token in the
 * `Authorization` header, never a cookie, so another site cannot make the browser send requests that carry them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
