/**
 * An open-loop, evenly paced load (docs/PERFORMANCE.md: "p99 at 500 req/s"): request i is due at start + i / rate seconds and
 * is sent then whatever the earlier ones are doing (keep-alive sockets, as many as are in flight); its latency is
 * counted from the time it was DUE, so a client or server that falls behind shows in the figure (no coordinated
 * omission, as wrk2 measures). autocannon's fixed rate is different: each of its connections sends its share of a
 * second back to back as soon as the second starts, then waits for the next, so "500/s over 100 connections" arrives
 * as a burst of up to 100 concurrent requests at the top of each second, and its p99 is that burst's queue.
 */
import http from 'node:http';

export interface PacedRequest {
  method: 'POST' | 'GET';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
/** `rps`: answered per second of wall time, until the last answer (below the rate when the server falls behind). */
export interface PacedResult {
  sent: number;
  answered: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
}

/**
 * Sends `rate` requests per second for `seconds` to 127.0.0.1:`port`, request i built by `build(i)`; each gives up after
 * `timeoutMs` (default 10 s). Latencies in ms from each request's due time. Resolves when every request has ended.
 */
export function pacedRun(
  port: number,
  rate: number,
  seconds: number,
  build: (i: number) => PacedRequest,
  timeoutMs = 10_000,
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let ended = 0;
  let next = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      ended += 1;
      if (ended < total) return;
      agent.destroy();
      const sorted = latencies.sort((a, b) => a - b);
      const q = (p: number) =>
        sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!) : 0;
      const wall = (performance.now() - start) / 1000;
      resolve({
        sent: total,
        answered: sorted.length,
        rps: Math.round(sorted.length / wall),
        p50: q(0.5),
        p99: q(0.99),
        max: q(1),
        non2xx,
        errors,
        timeouts,
        seconds: Math.round(wall * 10) / 10,
      });
    };
    const send = (i: number, due: number) => {
      const r = build(i);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: r.method,
          path: r.path,
          headers: r.body === undefined ? r.headers : { ...r.headers, 'content-length': Buffer.byteLength(r.body) },
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300)
              latencies.push(performance.now() - due);
            else non2xx += 1;
          });
        },
      );
      let timedOut = false;
      req.on('timeout', () => {
        timedOut = true;
        timeouts += 1;
        req.destroy();
      });
      req.on('error', () => {
        if (!timedOut) errors += 1;
      });
      req.on('close', finish); // once per request: answered, failed or timed out
      req.end(r.body);
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + (next * 1000) / rate <= now) {
        send(next, start + (next * 1000) / rate);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + (next * 1000) / rate - performance.now()));
    };
    tick();
  });
}
