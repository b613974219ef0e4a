/** The API server (ARCHITECTURE §5): Fastify with helmet, sign-in rate limits and every call of the contract under /api. */
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest, type preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from './db/client';
import { registerCompression } from './http/compression';
import { ApiError, MESSAGES } from './http/errors';
import type { AppConfig, HandlerMap } from './http/handler';
import { registerEndpoints } from './http/register';
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
import { learningHandlers } from './routes/learning';
import { signupHandlers } from './routes/signup';
import { publicPagesHandlers } from './routes/public-pages';
import { OutboxSmsSender, readOutbox } from './sms/outbox';
import { smsSenderFromEnv } from './sms/sms-sender';

/** Sign-in attempts allowed per window, per client IP and per username. */
export interface LoginRateLimit {
  perIp: number;
  perUsername: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface BuildAppOptions {
  db: Db;
  /** The server clock (default: the system clock); tests inject one to move time. */
  now?: () => Date;
  /** Default: 30 per IP and 10 per username per minute (env LOGIN_RATE_PER_IP, LOGIN_RATE_PER_USERNAME). */
  loginRateLimit?: Partial<LoginRateLimit>;
  /** Fastify's logger (default off). */
  logger?: boolean;
  /**
   * Addresses of the proxy whose X-Forwarded-For is trusted (the gateway), e.g. '127.0.0.1,::1'; env TRUST_PROXY
   * (a list, or '1' for a gateway on loopback). Default: none — the socket's address is the client (issue 13 §4).
   */
  trustProxy?: string | false;
  /** Upload directory, payment secret, web version (defaults from the environment). */
  config?: Partial<AppConfig>;
}

/** Configuration from the environment with safe defaults for the embedded mode (no secret in git for production). */
export function configFromEnv(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    uploadDir: overrides.uploadDir ?? process.env.UPLOAD_DIR ?? path.resolve(__dirname, '../../var/uploads'),
    paymentSecret: overrides.paymentSecret ?? process.env.PAYMENT_SECRET ?? 'embedded-development-payment-secret',
    paymentWebhookSecret: overrides.paymentWebhookSecret ?? process.env.PAYMENT_WEBHOOK_SECRET ?? 'embedded-development-webhook-secret',
    paymentProvider: overrides.paymentProvider ?? (process.env.PAYMENT_PROVIDER === 'razorpay' ? 'razorpay' : 'sandbox'),
    paymentKeyId: overrides.paymentKeyId ?? process.env.PAYMENT_KEY_ID ?? undefined,
    paymentApiBase: overrides.paymentApiBase ?? process.env.PAYMENT_API_BASE ?? undefined,
    paymentFetch: overrides.paymentFetch,
    webVersion: overrides.webVersion ?? process.env.WEB_VERSION ?? '1.0.3',
    adminToken: ('adminToken' in overrides ? overrides.adminToken : process.env.ADMIN_TOKEN) || undefined,
    sms: overrides.sms ?? smsSenderFromEnv(),
  };
}

const handlers: HandlerMap = { ...authHandlers, ...studentHandlers, ...dashboardHandlers, ...studentDashboardHandlers, ...examHandlers, ...dppHandlers, ...cornerHandlers, ...batchHandlers, ...attendanceHandlers, ...bannerHandlers, ...notificationHandlers, ...feedbackHandlers, ...learningHandlers, ...accountHandlers, ...signupHandlers, ...publicPagesHandlers, ...paymentHandlers, ...assignmentHandlers, ...practiceHandlers, ...feeHandlers, ...parentPaymentHandlers };

function envInt(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The proxies whose X-Forwarded-For the API believes (issue 13 §4): only the gateway's address, never any client.
 * '1' or 'true' means a gateway on loopback; otherwise a comma-separated list of addresses; unset means none.
 */
export function trustedProxies(value: string | undefined): string | false {
  if (!value) return false;
  if (value === '1' || value === 'true') return '127.0.0.1,::1,::ffff:127.0.0.1';
  return value;
}

/**
 * The per-username sign-in counter's key: the username AND the client's address (issue 13 §4), so an attacker's wrong
 * passwords lock out only the attacker's address, never the student signing in from elsewhere.
 */
function usernameKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim() : '';
  return `user:${username}|${request.ip}`;
}

/**
 * Builds the app: `{ db, now? }` → a Fastify instance (not listening) with every endpoint of the contract table
 * under /api. Replies `{ status: true, message: 'Success', data }`; refusals `{ status: false, message, error_code? }`
 * with HTTP 400 (bad input), 401 (token), 403 (locked / not allowed), 404, 429 (sign-in rate limit).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const limits: LoginRateLimit = {
    perIp: options.loginRateLimit?.perIp ?? envInt('LOGIN_RATE_PER_IP', 30),
    perUsername: options.loginRateLimit?.perUsername ?? envInt('LOGIN_RATE_PER_USERNAME', 10),
    windowMs: options.loginRateLimit?.windowMs ?? 60_000,
  };
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? trustedProxies(process.env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    // Bounded request time (issue 13 §5): the whole request within 30 s, an idle connection closed after 15 s.
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
      return reply.code(statusCode).send({ status: false, message: statusCode === 429 ? MESSAGES.tooManySignIns : error.message });
    }
    request.log.error(error);
    return reply.code(500).send({ status: false, message: MESSAGES.someError });
  });
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ status: false, message: `No such call: ${request.method} ${request.url}` }));

  await app.register(helmet, { contentSecurityPolicy: false, crossOriginResourcePolicy: { policy: 'same-site' } });
  await registerCompression(app);
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { files: 10, fileSize: 2 * 1024 * 1024, parts: 40 } });
  await registerDemoStatic(app);

  await app.register(
    async (api) => {
      // Two independent counters (the plugin's route hook runs once per request, so both are applied here).
      const limiters = [
        api.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (req) => `ip:${req.ip}` }),
        api.createRateLimit({ max: limits.perUsername, timeWindow: limits.windowMs, keyGenerator: usernameKey }),
      ];
      const signInLimit: preHandlerAsyncHookHandler = async (request, reply) => {
        for (const limiter of limiters) {
          const result = await limiter(request);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', String(result.ttlInSeconds));
            throw new ApiError(429, MESSAGES.tooManySignIns);
          }
        }
      };
      const doc = openApiDocument();
      api.get('/docs/openapi.json', async () => doc);
      api.get('/docs', async (_request, reply) => reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'")
        .send(DOCS_HTML));
      const config = configFromEnv(options.config);
      // The public OTP calls (issue 8 §1, §2) count against the per-address sign-in limit: numbers cannot be sprayed.
      const perIpLimit: preHandlerAsyncHookHandler = async (request) => {
        const result = await limiters[0]!(request);
        if (!result.isAllowed && result.isExceeded) throw new ApiError(429, MESSAGES.tooManySignIns);
      };
      // The public iZest look-up (001 §2.1 /izest/result) counts against the same limit: roll numbers cannot be sprayed.
      const otpCalls = { register: [perIpLimit], forgotPassword: [perIpLimit], verifyOtp: [perIpLimit], createStudent: [perIpLimit], resetPassword: [perIpLimit], izestResult: [perIpLimit] };
      registerEndpoints(api, { db: options.db, now, handlers, config, preHandlers: { login: [signInLimit], changePassword: [signInLimit], ...otpCalls }, tokenStatements: examTokenStatements });
      if (config.sms instanceof OutboxSmsSender && process.env.NODE_ENV !== 'production') {
        const outbox = config.sms;
        // Development only (issue 8 §1): the SMS outbox, newest first, so a person and the e2e tests can read a code.
        api.get('/dev/outbox', async (request) => {
          const q = request.query as { to?: string; limit?: string };
          const data = await readOutbox(outbox.file, { to: q.to, limit: Math.min(Number(q.limit) || 20, 100) });
          return { status: true, message: MESSAGES.success, data };
        });
      }
      registerAdminRoutes(api, { db: options.db, adminToken: config.adminToken });
      registerPaymentRoutes(api, { db: options.db, config, now });
      registerAdminAssignmentRoutes(api, { db: options.db, adminToken: config.adminToken, now });
    },
    { prefix: '/api' },
  );
  return app;
}
