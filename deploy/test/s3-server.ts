/**
 * An S3 server on loopback for the S3 release store's tests: s3rver (in-process, files in a temp
 * folder) behind a small front that adds what s3rver 3.7 lacks and AWS S3 has had since 2024:
 * conditional writes — PutObject with `If-None-Match: *` (create only) or `If-Match: <etag>` answers
 * 412 PreconditionFailed when the condition does not hold. Requests for one key are serialised, so
 * the check and the write are atomic and a read never sees half a write (s3rver writes files in
 * place), as on S3.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
};

export interface TestS3Server {
  endpoint: string;
  /** 412 answers given (lost races). */
  preconditionFailures: number;
  close(): Promise<void>;
}

export async function startS3Server(directory: string, buckets: string[]): Promise<TestS3Server> {
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const upstream = await s3rver.run();
  const queues = new Map<string, Promise<unknown>>();
  const state = { preconditionFailures: 0 };

  const forward = (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      const out = http.request(
        { host: '127.0.0.1', port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res).on('finish', resolve);
          answer.on('error', () => resolve());
        },
      );
      out.on('error', () => {
        res.writeHead(502).end();
        resolve();
      });
      out.end(body);
    });

  // The current ETag (null: no such key). s3rver accepts an unsigned HEAD.
  const etagOf = (url: string) =>
    new Promise<string | null>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port: upstream.port, method: 'HEAD', path: url.split('?')[0] }, (answer) => {
          answer.resume();
          resolve(answer.statusCode === 200 ? String(answer.headers.etag) : null);
        })
        .on('error', reject)
        .end();
    });

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const key = (req.url ?? '').split('?')[0]!;
      // Bucket-level requests (listings) go straight through.
      if (key.split('/').filter(Boolean).length < 2) return void forward(req, body, res);
      const run = async () => {
        const ifMatch = req.headers['if-match'];
        const ifNoneMatch = req.headers['if-none-match'];
        if (req.method === 'PUT' && (ifMatch || ifNoneMatch)) {
          const etag = await etagOf(req.url ?? '');
          const fails = (ifNoneMatch === '*' && etag !== null) || (ifMatch !== undefined && ifMatch !== etag);
          if (fails) {
            state.preconditionFailures++;
            res.writeHead(412, { 'content-type': 'application/xml' });
            res.end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>',
            );
            return;
          }
        }
        await forward(req, body, res);
      };
      const next = (queues.get(key) ?? Promise.resolve()).then(run, run);
      queues.set(key, next);
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get preconditionFailures() {
      return state.preconditionFailures;
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
    },
  };
}
