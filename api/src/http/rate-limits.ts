/**
 * The public calls' limits (SECURITY.md "Rate limits"; docs/decisions/0010-production-profile.md), counted by
 * @fastify/rate-limit in a store every API process and machine shares: the `rate_limit_counts` table of the API's own
 * PostgreSQL (PGlite in development), through `postgresRateLimitStore`, an adapter for the plugin's store interface.
 *
 * - Sign-in, per client address: `perIp` calls per window — sized for a computer lab behind one address (300
 *   students signing in within 2 minutes fit with room for typos).
 * - Sign-in, per account: `perUsername` wrong passwords per window, counted from every address. Once over, the account
 *   refuses addresses that have guessed it (at least one wrong password in the window); an address that has not — the
 *   student at home — still signs in.
 * - Change password: `perUsername` calls per window per session token (anonymous calls get 401 and count nothing).
 * - The public code calls (sign-up, forgot password, verify, create, reset): their own per-address budget.
 * - The iZest result look-up: `izestPerIp` per address and window.
 * Every 429 carries `Retry-After` (seconds) and says the wait in its message, which the screens show in their popup.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { queryRows, type Db } from '../db/client';
import { ApiError } from './errors';

/** The limits (counts per window; the window in milliseconds). */
export interface RateLimits {
  /** Sign-in calls per client address and window (env LOGIN_RATE_PER_IP; default 600). */
  perIp: number;
  /** Wrong passwords per account and window, from every address (env LOGIN_RATE_PER_USERNAME; default 10). */
  perUsername: number;
  /** iZest result look-ups per client address and window (env IZEST_RATE_PER_IP; default 120). */
  izestPerIp: number;
  /** Field-figures beacons per client address and minute, not per window (env FIELD_FIGURES_RATE_PER_IP; default 120: a school's NAT carries many students). */
  fieldFiguresPerIp: number;
  /** The window, in milliseconds (default 10 minutes). */
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perIp: 600,
  perUsername: 10,
  izestPerIp: 120,
  fieldFiguresPerIp: 120,
  windowMs: 10 * 60_000,
};

interface StoreReply {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, reply?: StoreReply) => void;

const INCR = `INSERT INTO rate_limit_counts AS r (key, count, expires_at)
  VALUES ($1::text, 1, clock_timestamp() + $2::integer * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN r.expires_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
    expires_at = CASE WHEN r.expires_at <= clock_timestamp() THEN excluded.expires_at ELSE r.expires_at END
  RETURNING r.count AS current, greatest(0, ceil(extract(epoch FROM r.expires_at - clock_timestamp()) * 1000))::integer AS ttl`;
const READ = `SELECT CASE WHEN expires_at > clock_timestamp() THEN count ELSE 0 END AS current,
    greatest(0, ceil(extract(epoch FROM expires_at - clock_timestamp()) * 1000))::integer AS ttl
  FROM rate_limit_counts WHERE key = $1::text`;
const PURGE = 'DELETE FROM rate_limit_counts WHERE expires_at < clock_timestamp()';
/** One increment in this many also deletes the expired counts. */
const PURGE_EVERY = 500;

/**
 * A store for @fastify/rate-limit's `store` option (the plugin constructs it; `incr`, `read`, `child` as its
 * LocalStore and RedisStore): one counter row per key with its window's end, incremented by a single upsert, so
 * every process and machine on the same database counts together. Time is the database server's clock.
 */
export function postgresRateLimitStore(db: Db) {
  let increments = 0;
  return class PostgresRateLimitStore {
    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      increments += 1;
      if (increments % PURGE_EVERY === 0) void queryRows(db, 'rate_limit_purge', PURGE, []).catch(() => undefined);
      queryRows<StoreReply>(db, 'rate_limit_incr', INCR, [key, timeWindow]).then(
        ([row]) => callback(null, row!),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: StoreCallback): void {
      queryRows<StoreReply>(db, 'rate_limit_read', READ, [key]).then(
        ([row]) => callback(null, row ?? { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return this;
    }
  };
}

/** 'N seconds' under a minute, else 'N minutes' (rounded up), for a 429's message. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, seconds)} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 of a limit: `Retry-After` in seconds on the reply, the wait in the message. */
function tooMany(
  reply: { header(name: string, value: string): unknown },
  what: string,
  ttlInSeconds: number,
): ApiError {
  const seconds = Math.max(1, ttlInSeconds);
  reply.header('retry-after', String(seconds));
  return new ApiError(429, `Too many ${what}, please try again in ${waitText(seconds)}`);
}

/** A key part from the body's username (at most 64 characters: the key is stored). */
function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().slice(0, 64) : '';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The route hooks of the limited calls, by the contract's endpoint name, and the hook counting wrong passwords. */
export interface RateLimitHooks {
  preHandlers: Record<
    | 'login'
    | 'changePassword'
    | 'register'
    | 'forgotPassword'
    | 'verifyOtp'
    | 'createStudent'
    | 'resetPassword'
    | 'izestResult'
    | 'fieldFigures',
    preHandlerAsyncHookHandler[]
  >;
  /** On the sign-in route: a 400 reply (wrong password) counts against the account and the address's guesses. */
  onSend: onSendAsyncHookHandler;
}

/** Builds the limiters on `api` (which must have @fastify/rate-limit registered with the shared store). */
export function rateLimitHooks(api: FastifyInstance, limits: RateLimits): RateLimitHooks {
  const timeWindow = limits.windowMs;
  const signInsFromAddress = api.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (req) => `signin-ip:${req.ip}`,
  });
  const codesFromAddress = api.createRateLimit({
    max: limits.perIp,
    timeWindow,
    keyGenerator: (req) => `code-ip:${req.ip}`,
  });
  const izestFromAddress = api.createRateLimit({
    max: limits.izestPerIp,
    timeWindow,
    keyGenerator: (req) => `izest-ip:${req.ip}`,
  });
  // Release health (decision 0014): the beacon's own counter per address and minute, apart from the sign-in ones.
  const beaconsFromAddress = api.createRateLimit({
    max: limits.fieldFiguresPerIp,
    timeWindow: 60_000,
    keyGenerator: (req) => `figures-ip:${req.ip}`,
  });
  const wrongForAccount = api.createRateLimit({
    max: limits.perUsername,
    timeWindow,
    keyGenerator: (req) => `wrong:${usernameOf(req)}`,
  });
  const wrongFromAddress = api.createRateLimit({
    max: limits.perUsername,
    timeWindow,
    keyGenerator: (req) => `wrong:${usernameOf(req)}|${req.ip}`,
  });
  const passwordChanges = api.createRateLimit({
    max: limits.perUsername,
    timeWindow,
    keyGenerator: (req) => `change-password:${sha256(req.headers.authorization ?? '')}`,
  });

  const perAddress =
    (limiter: typeof signInsFromAddress, what: string): preHandlerAsyncHookHandler =>
    async (request, reply) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(reply, what, result.ttlInSeconds);
    };
  const signIn: preHandlerAsyncHookHandler = async (request, reply) => {
    const account = await wrongForAccount(request, { increment: false });
    if (!account.isAllowed && account.remaining === 0) {
      const fromHere = await wrongFromAddress(request, { increment: false });
      if (!fromHere.isAllowed && fromHere.remaining < limits.perUsername)
        throw tooMany(reply, 'sign-in attempts', account.ttlInSeconds);
    }
  };
  const changePassword: preHandlerAsyncHookHandler = async (request, reply) => {
    if (!request.headers.authorization) return;
    const result = await passwordChanges(request);
    if (!result.isAllowed && result.isExceeded) throw tooMany(reply, 'password changes', result.ttlInSeconds);
  };
  const codes = perAddress(codesFromAddress, 'code requests');
  return {
    preHandlers: {
      login: [perAddress(signInsFromAddress, 'sign-in attempts'), signIn],
      changePassword: [changePassword],
      register: [codes],
      forgotPassword: [codes],
      verifyOtp: [codes],
      createStudent: [codes],
      resetPassword: [codes],
      izestResult: [perAddress(izestFromAddress, 'result look-ups')],
      fieldFigures: [perAddress(beaconsFromAddress, 'field-figures beacons')],
    },
    onSend: async (request, reply, payload) => {
      if (reply.statusCode === 400 && usernameOf(request)) {
        await wrongForAccount(request);
        await wrongFromAddress(request);
      }
      return payload;
    },
  };
}
