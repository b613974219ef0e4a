import type { DataOf, EndpointName, Endpoints } from '@classroom/shared/contract';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/v4/core';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import type { LiveReleases } from '../field-figures/live';
import type { SmsSender } from '../sms/sms-sender';
import type { FileStore } from './file-store';

type Out<S> = S extends z.$ZodType ? z.output<S> : undefined;

/** A file of a multipart upload, read into memory (within the endpoint's size limit). */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** Server configuration the handlers need (from the environment, with safe defaults for the embedded mode). */
export interface AppConfig {
  /** Where uploaded files are kept: the folder UPLOAD_DIR (default <repo>/var/uploads) or UPLOAD_STORE=s3://… (./file-store). */
  files: FileStore;
  /** Secret of the payment provider's signature — Razorpay's key secret (env PAYMENT_SECRET; a fixed development default). */
  paymentSecret: string;
  /** Secret of the provider's webhook signature (env PAYMENT_WEBHOOK_SECRET; a fixed development default). */
  paymentWebhookSecret: string;
  /** Which provider holds the orders (env PAYMENT_PROVIDER: 'sandbox', the default, or 'razorpay'). */
  paymentProvider: 'sandbox' | 'razorpay';
  /** Razorpay key id (env PAYMENT_KEY_ID); needed with the razorpay provider. */
  paymentKeyId?: string;
  /** Razorpay API base (env PAYMENT_API_BASE; default https://api.razorpay.com/v1) and its fetch (tests inject one). */
  paymentApiBase?: string;
  paymentFetch?: typeof fetch;
  /** The web app's current version (get-version, 000 §9). */
  webVersion: string;
  /** Token of the admin-only routes (env ADMIN_TOKEN); undefined = the admin routes answer 403 (no default secret). */
  adminToken?: string;
  /** Token of the release managers' figures read (env RELEASE_MANAGER_TOKEN; decision 0014); undefined = 403 to all. */
  releaseManagerToken?: string;
  /** A token's lifetime from sign-in, in milliseconds (env TOKEN_TTL_HOURS; default 36 h, docs/decisions/0010-production-profile.md). */
  tokenTtlMs: number;
  /** Where one-time codes go: the outbox by default, an HTTP gateway when SMS_GATEWAY_URL is set. */
  sms: SmsSender;
  /**
   * Which releases the field-figure beacon may count (decision 0014): the channel's discovery document at env
   * FIELD_FIGURES_CHANNEL (the release store's channels/<name>.remotes.json or the gateway's /remotes.json URL);
   * undefined = every beacon is refused (400).
   */
  liveReleases?: LiveReleases;
  /** A student counts at most once per release per window of this many ms (env FIELD_FIGURES_WINDOW_SECONDS; 600 s). */
  fieldFiguresWindowMs: number;
}

/** What a handler of endpoint N gets: the validated params, query and body, the caller, the clock and the database. */
export interface HandlerContext<N extends EndpointName> {
  db: Db;
  /** The app's clock, read once per request. */
  now: Date;
  /** The caller, always from the token (null on public calls). */
  student: Endpoints[N]['access'] extends 'public' ? null : StudentRow;
  /** The id of the caller's token (null on public calls). */
  tokenId: Endpoints[N]['access'] extends 'public' ? null : number;
  params: Endpoints[N] extends { params: infer S } ? Out<S> : undefined;
  query: Endpoints[N] extends { query: infer S } ? Out<S> : undefined;
  body: Endpoints[N] extends { body: infer S } ? Out<S> : undefined;
  request: FastifyRequest;
  /** Files of a multipart call (endpoints with `upload`), else []. */
  files: UploadedFile[];
  config: AppConfig;
  /** The envelope around the data: `status: true, message: 'Success'` unless the handler changes it. */
  envelope: { status: boolean; message: string; errorCode?: number };
}

/** A handler returns the envelope's `data` of its endpoint; refusals are thrown as ApiError. */
export type Handler<N extends EndpointName> = (ctx: HandlerContext<N>) => Promise<DataOf<N>>;

/** One handler per endpoint of the contract table; TypeScript checks that none is missing. */
export type HandlerMap = { [N in EndpointName]: Handler<N> };

/**
 * What a token-in-statement handler gets: the validated params and body, the clock, the database and
 * the sha256 hex of the request's token — no student: the handler's own SQL statement checks the token (401), the
 * profile lock (403, 000 §4) and the ownership of the body (403) with the write, in the register's order.
 */
export interface TokenStatementContext<N extends EndpointName> {
  db: Db;
  now: Date;
  tokenHash: string;
  params: Endpoints[N] extends { params: infer S } ? Out<S> : undefined;
  body: Endpoints[N] extends { body: infer S } ? Out<S> : undefined;
}

/** Endpoints served by one statement that also authenticates (save-answer); see registerEndpoints. */
export type TokenStatementMap = { [N in EndpointName]?: (ctx: TokenStatementContext<N>) => Promise<DataOf<N>> };
