/** The API server (ARCHITECTURE §5): Fastify with helmet, sign-in rate limits and every call of the contract under /api. */
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { DEFAULT_TOKEN_TTL_MS } from './auth/tokens';
import type { Db } from './db/client';
import { REQUEST_ID_HEADER, requestIdFrom } from '@classroom/shared/server';
import { endpoints } from '@classroom/shared/contract';
import { registerCompression } from './http/compression';
import { fileStoreFromEnv } from './http/file-store';
import { registerHealthRoutes } from './http/health';
import { logSerializers } from './http/log-redaction';
import { registerMetrics } from './http/metrics';
import { ApiError, MESSAGES } from './http/errors';
import type { AppConfig, HandlerMap } from './http/handler';
import { registerEndpoints } from './http/register';
import { DEFAULT_RATE_LIMITS, postgresRateLimitStore, rateLimitHooks, type RateLimits } from './http/rate-limits';
import { registerDemoStatic } from './static';
import { DOCS_HTML, openApiDocument } from './docs/openapi';
import { registerAdminRoutes } from './routes/admin';
import { registerAdminAssignmentRoutes } from './routes/admin-assignments';
import { assignmentHandlers } from './routes/assignments';
import { practiceHandlers } from './routes/practice';
import { authHandlers } from './routes/auth';
import { accountHandlers } from './routes/account';
import { cornerHandlers } from './routes/corner';
import { dashboardHandlers } from './routes/dashboard';
import { studentDashboardHandlers } from './routes/student-dashboard';
import { dppHandlers } from './routes/dpp';
import { examHandlers, examTokenStatements } from './routes/exam';
import { attendanceHandlers } from './routes/attendance';
import { bannerHandlers } from './routes/banner';
import { batchHandlers } from './routes/batches';
import { feedbackHandlers } from './routes/feedback';
import { notificationHandlers } from './routes/notifications';
import { paymentHandlers } from './payments/handlers';
import { feeHandlers } from './payments/fees';
import { parentPaymentHandlers } from './payments/parent-payment';
import { registerPaymentRoutes } from './payments/webhook';
import { studentHandlers } from './routes/student';
import { addressListHandlers } from './routes/address-list';
import { learningHandlers } from './routes/learning';
import { doubtHandlers } from './routes/doubts';
import { signupHandlers } from './routes/signup';
import { publicPagesHandlers } from './routes/public-pages';
import { fieldFiguresHandlers, registerReleaseFiguresRoute } from './routes/field-figures';
import { liveReleasesFrom } from './field-figures/live';
import { OutboxSmsSender, readOutbox } from './sms/outbox';
import { smsSenderFromEnv } from './sms/sms-sender';

/** The public calls' limits (./http/rate-limits). */
export type LoginRateLimit = RateLimits;

export interface BuildAppOptions {
  db: Db;
  /** The server clock (default: the system clock); tests inject one to move time. */
  now?: () => Date;
  /**
   * Default: 600 sign-ins per address, 10 wrong passwords per account, 120 iZest look-ups per address, per 10 minutes
   * (env LOGIN_RATE_PER_IP, LOGIN_RATE_PER_USERNAME, IZEST_RATE_PER_IP), counted in the database (./http/rate-limits).
   */
  loginRateLimit?: Partial<LoginRateLimit>;
  /** Field-figures beacons allowed per client address per minute (default 120; env FIELD_FIGURES_RATE_PER_IP): a school's NAT carries many students. */
  fieldFiguresPerIp?: number;
  /** JSON log lines (pino, level env LOG_LEVEL, default info), each with the request's id as `reqId` (default off). */
  logger?: boolean;
  /** True while the process drains before exit (SIGTERM): /api/ready answers 503 (default: never). */
  isDraining?: () => boolean;
  /**
   * Addresses of the proxy whose X-Forwarded-For is trusted (the gateway), e.g. '127.0.0.1,::1'; env TRUST_PROXY
   * (a list, or '1' for a gateway on loopback). Default: none — the socket's address is the client (SECURITY.md).
   */
  trustProxy?: string | false;
  /** File store, payment secret, web version (defaults from the environment). */
  config?: Partial<AppConfig>;
}

/** Configuration from the environment with safe defaults for the embedded mode (no secret in git for production). */
export function configFromEnv(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    files: overrides.files ?? fileStoreFromEnv(process.env, path.resolve(__dirname, '../../var/uploads')),
    paymentSecret: overrides.paymentSecret ?? process.env.PAYMENT_SECRET ?? 'embedded-development-payment-secret',
    paymentWebhookSecret:
      overrides.paymentWebhookSecret ?? process.env.PAYMENT_WEBHOOK_SECRET ?? 'embedded-development-webhook-secret',
    paymentProvider:
      overrides.paymentProvider ?? (process.env.PAYMENT_PROVIDER === 'razorpay' ? 'razorpay' : 'sandbox'),
    paymentKeyId: overrides.paymentKeyId ?? process.env.PAYMENT_KEY_ID ?? undefined,
    paymentApiBase: overrides.paymentApiBase ?? process.env.PAYMENT_API_BASE ?? undefined,
    paymentFetch: overrides.paymentFetch,
    webVersion: overrides.webVersion ?? process.env.WEB_VERSION ?? '1.0.3',
    adminToken: ('adminToken' in overrides ? overrides.adminToken : process.env.ADMIN_TOKEN) || undefined,
    releaseManagerToken:
      ('releaseManagerToken' in overrides ? overrides.releaseManagerToken : process.env.RELEASE_MANAGER_TOKEN) ||
      undefined,
    sms: overrides.sms ?? smsSenderFromEnv(),
    liveReleases:
      'liveReleases' in overrides
        ? overrides.liveReleases
        : process.env.FIELD_FIGURES_CHANNEL
          ? liveReleasesFrom(process.env.FIELD_FIGURES_CHANNEL)
          : undefined,
    fieldFiguresWindowMs: overrides.fieldFiguresWindowMs ?? fieldFiguresWindowMsFromEnv(),
    tokenTtlMs:
      overrides.tokenTtlMs ??
      (Number(process.env.TOKEN_TTL_HOURS) > 0
        ? Number(process.env.TOKEN_TTL_HOURS) * 3_600_000
        : DEFAULT_TOKEN_TTL_MS),
  };
}

const handlers: HandlerMap = {
  ...authHandlers,
  ...studentHandlers,
  ...dashboardHandlers,
  ...studentDashboardHandlers,
  ...examHandlers,
  ...dppHandlers,
  ...cornerHandlers,
  ...batchHandlers,
  ...attendanceHandlers,
  ...bannerHandlers,
  ...notificationHandlers,
  ...feedbackHandlers,
  ...learningHandlers,
  ...doubtHandlers,
  ...accountHandlers,
  ...signupHandlers,
  ...publicPagesHandlers,
  ...paymentHandlers,
  ...assignmentHandlers,
  ...practiceHandlers,
  ...feeHandlers,
  ...parentPaymentHandlers,
  ...fieldFiguresHandlers,
  ...addressListHandlers,
};

/** A student counts at most once per release per window of this many ms (env FIELD_FIGURES_WINDOW_SECONDS; 600 s). */
export const fieldFiguresWindowMsFromEnv = () => envInt('FIELD_FIGURES_WINDOW_SECONDS', 600) * 1000;

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The proxies whose X-Forwarded-For the API believes (SECURITY.md): only the gateway's address, never any client.
 * '1' or 'true' means a gateway on loopback; otherwise a comma-separated list of addresses; unset means none.
 */
export function trustedProxies(value: string | undefined): string | false {
  if (!value) return false;
  if (value === '1' || value === 'true') return '127.0.0.1,::1,::ffff:127.0.0.1';
  return value;
}

/**
 * Builds the app: `{ db, now? }` → a Fastify instance (not listening) with every endpoint of the contract table
 * under /api. Replies `{ status: true, message: 'Success', data }`; refusals `{ status: false, message, error_code? }`
 * with HTTP 400 (bad input), 401 (token), 403 (locked / not allowed), 404, 429 (sign-in rate limit).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const limits: RateLimits = {
    perIp: options.loginRateLimit?.perIp ?? envInt('LOGIN_RATE_PER_IP', DEFAULT_RATE_LIMITS.perIp),
    perUsername:
      options.loginRateLimit?.perUsername ?? envInt('LOGIN_RATE_PER_USERNAME', DEFAULT_RATE_LIMITS.perUsername),
    izestPerIp: options.loginRateLimit?.izestPerIp ?? envInt('IZEST_RATE_PER_IP', DEFAULT_RATE_LIMITS.izestPerIp),
    fieldFiguresPerIp:
      options.fieldFiguresPerIp ?? envInt('FIELD_FIGURES_RATE_PER_IP', DEFAULT_RATE_LIMITS.fieldFiguresPerIp),
    windowMs: options.loginRateLimit?.windowMs ?? DEFAULT_RATE_LIMITS.windowMs,
  };
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info', serializers: logSerializers } : false,
    // One id per request, carried from nginx or the gateway (X-Request-Id) into every log line and back to the client.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    trustProxy: options.trustProxy ?? trustedProxies(process.env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // Bounded request time (SECURITY.md): the whole request within 30 s, an idle connection closed after 15 s.
    requestTimeout: 30_000,
    connectionTimeout: 15_000,
  });

  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({
        status: false,
        message: error.message,
        ...(error.errorCode !== undefined ? { error_code: error.errorCode } : {}),
        ...(error.data !== undefined ? { data: error.data } : {}),
      });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.code(statusCode).send({ status: false, message: error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ status: false, message: MESSAGES.someError });
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  registerMetrics(app, options.db);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: false, message: `No such call: ${request.method} ${request.url}` }),
  );

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  await registerCompression(app);
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(options.db) });
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 10, fileSize: 2 * 1024 * 1024, parts: 40 } });
  await registerDemoStatic(app);

  await app.register(
    async (api) => {
      const limited = rateLimitHooks(api, limits);
      const signInUrl = `/api/${endpoints.login.path}`;
      api.addHook('onSend', async (request, reply, payload) =>
        request.routeOptions.url === signInUrl ? limited.onSend.call(api, request, reply, payload) : payload,
      );
      registerHealthRoutes(api, { db: options.db, isDraining: options.isDraining ?? (() => false) });
      const doc = openApiDocument();
      api.get('/docs/openapi.json', async () => doc);
      api.get('/docs', async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .header(
            'content-security-policy',
            "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
          )
          .send(DOCS_HTML),
      );
      const config = configFromEnv(options.config);
      // The sandbox marks orders paid without money: never served in production, however the app is built.
      if (process.env.NODE_ENV === 'production' && config.paymentProvider === 'sandbox') {
        throw new Error(
          'Refusing to start in production: set PAYMENT_PROVIDER=razorpay (the sandbox provider and its routes are for development only).',
        );
      }
      registerEndpoints(api, {
        db: options.db,
        now,
        handlers,
        config,
        preHandlers: limited.preHandlers,
        tokenStatements: examTokenStatements,
      });
      if (config.sms instanceof OutboxSmsSender && process.env.NODE_ENV !== 'production') {
        const outbox = config.sms;
        // Development only: the SMS outbox, newest first, so a person and the e2e tests can read a code.
        api.get('/dev/outbox', async (request) => {
          const q = request.query as { to?: string; limit?: string };
          const data = await readOutbox(outbox.file, { to: q.to, limit: Math.min(Number(q.limit) || 20, 100) });
          return { status: true, message: MESSAGES.success, data };
        });
      }
      registerAdminRoutes(api, { db: options.db, adminToken: config.adminToken });
      registerReleaseFiguresRoute(api, { db: options.db, releaseManagerToken: config.releaseManagerToken });
      registerPaymentRoutes(api, { db: options.db, config, now });
      registerAdminAssignmentRoutes(api, { db: options.db, adminToken: config.adminToken, now });
    },
    { prefix: '/api' },
  );
  return app;
}
