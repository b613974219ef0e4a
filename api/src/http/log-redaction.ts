/**
 * What the API's logs may say about a request (SECURITY.md "Logs"): the URL without a student's mobile number or any
 * token. A log line is read by operators and kept in log stores; a mobile number is personal data and a token (the
 * save-by-token link, a reset code) signs someone in.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameters whose value is never logged (matched case-insensitively anywhere in the name). */
const SECRET_PARAM = /token|mobile|phone|otp|password|code|secret|signature|username|key/i;
/** An Indian mobile number in a path or value: 10 digits starting 6–9, optionally after +91 / 91 / 0. */
const MOBILE = /(?<!\d)(?:\+?91|0)?[6-9]\d{9}(?!\d)/g;

/**
 * `url` (path and query, as Fastify's `request.url`) fit for a log line: every mobile number becomes `[mobile]`, the
 * value of a query parameter named like a secret (token, mobile, otp, password, …) becomes `[redacted]`. The path's
 * shape and the other parameters stay, so a line still says which call it was.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const pathPart = (q === -1 ? url : url.slice(0, q)).replace(MOBILE, '[mobile]');
  if (q === -1) return pathPart;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair.replace(MOBILE, '[mobile]');
      const name = pair.slice(0, eq);
      return `${name}=${SECRET_PARAM.test(decodeURIComponentSafe(name)) ? '[redacted]' : pair.slice(eq + 1).replace(MOBILE, '[mobile]')}`;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pino's serializers for the API's logger: Fastify's request fields, with the URL through `redactUrl`. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
