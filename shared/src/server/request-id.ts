import { randomUUID } from 'node:crypto';

/** The header that carries one request's id from nginx or the gateway to the API and back to the client. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a request id may look like when it comes from outside: 1–64 letters, digits, `.`, `_`, `:` or `-`. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of one request (docs/decisions/0012-scale-out-behind-a-balancer.md): the incoming `X-Request-Id` when it is
 * one safe token (nginx's `$request_id`, 32 hex digits, or the gateway's UUID), else a new random UUID — so one id
 * follows a request through nginx, the gateway and the API's JSON log lines, and nothing a client sends can forge
 * log lines (no spaces, quotes or newlines; at most 64 characters). `header` is the raw header value(s).
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}
