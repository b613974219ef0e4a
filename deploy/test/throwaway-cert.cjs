// A throwaway TLS certificate for loopback servers (docs/decisions/0031-http2-at-the-edge.md): bench:web serves the floors
// and the portal over HTTP/2 with it, and the gateway's tests (deploy/test/gateway-http2.test.ts) talk to it. Made in
// memory at start with `selfsigned`; never written to git. Plain CommonJS so bench/web/run.mjs and the jest tests
// share it.
'use strict';

const { createHash, X509Certificate } = require('node:crypto');
const selfsigned = require('selfsigned');

/**
 * A fresh self-signed certificate for `localhost` and `127.0.0.1` (P-256, SHA-256, valid for 2 days), as PEM strings:
 * { key, cert, spkiSha256 } — spkiSha256 is the base64 SHA-256 of the certificate's SubjectPublicKeyInfo, the form
 * Chromium's `--ignore-certificate-errors-spki-list` takes to trust it.
 * @returns {Promise<{ key: string, cert: string, spkiSha256: string }>}
 */
async function throwawayCertificate() {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + 2 * 86_400_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  const spki = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  return { key: pems.private, cert: pems.cert, spkiSha256: createHash('sha256').update(spki).digest('base64') };
}

module.exports = { throwawayCertificate };
