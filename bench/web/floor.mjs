// The floor the portal's network-bound figures are divided by: bare React 19 on its own port.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { FAVICON, NODE_PATHS, esbuild } from './config.mjs';

/**
 * The floor: React 19 + react-dom/client rendering one <h1>, bundled and minified for production, served with the
 * best encoding the browser accepts (brotli 11, gzip 9) from its own port — over HTTPS with HTTP/2 when given `tls`
 * ({ key, cert }), as the portal. Resolves with { url, close() }.
 */
export async function startFloor(tls) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'classroom-bench-floor-'));
  const entry = path.join(dir, 'floor.js');
  writeFileSync(
    entry,
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Classroom'));\n",
  );
  const built = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'chrome90',
    nodePaths: NODE_PATHS,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  rmSync(dir, { recursive: true, force: true });
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="${FAVICON}" /><title>Floor</title><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>\n`;
  const files = {
    '/': { type: 'text/html; charset=utf-8', body: Buffer.from(html) },
    '/main.js': { type: 'text/javascript; charset=utf-8', body: Buffer.from(built.outputFiles[0].contents) },
  };
  for (const file of Object.values(files)) {
    file.br = brotliCompressSync(file.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: file.body.length },
    });
    file.gzip = gzipSync(file.body, { level: 9 });
  }
  const serve = (request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname];
    if (!file) return void response.writeHead(404).end();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', file.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', file.gzip]
        : [null, file.body];
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(body);
  };
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, serve) : createServer(serve);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${server.address().port}/`,
    jsBytes: files['/main.js'].br.length,
    close: () => new Promise((r) => server.close(r)),
  };
}
