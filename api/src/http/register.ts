import { endpoints, type EndpointDef, type EndpointName } from '@classroom/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import * as z from 'zod/mini';
import { hashToken, isProfileLocked, studentForToken, tokenFromHeader, type StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import { ApiError, badRequest, MESSAGES, notAllowed, profileLocked, unauthorized } from './errors';
import type {
  AppConfig,
  HandlerContext,
  HandlerMap,
  TokenStatementContext,
  TokenStatementMap,
  UploadedFile,
} from './handler';

/** Fields that name a student; when present they must be the caller's (ARCHITECTURE §5). */
const STUDENT_ID_FIELDS = ['student_id', 'student', 'studentId'] as const;

export interface RegisterOptions {
  db: Db;
  now: () => Date;
  handlers: HandlerMap;
  config: AppConfig;
  /** Extra preHandlers per endpoint (the sign-in rate limits). */
  preHandlers?: Partial<Record<EndpointName, preHandlerAsyncHookHandler[]>>;
  /**
   * Endpoints whose one SQL statement checks the token with the write (save-answer in one round trip).
   * Used when the request carries a token and its params, query and body are valid; otherwise the usual path runs
   * (so a bad body with a bad token still answers 401 first).
   */
  tokenStatements?: TokenStatementMap;
}

/** Turns zod issues into one message naming the field: 'username: username must be a 10-digit mobile number'. */
export function describeIssues(where: string, error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : where}: ${issue.message}`)
    .join('; ');
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, where: string): unknown {
  const result = tryPart(schema, value, where);
  if (!result.success) throw badRequest(describeIssues(where, result.error));
  return result.data;
}

function tryPart(
  schema: z.core.$ZodType | undefined,
  value: unknown,
  where: string,
): z.core.util.SafeParseResult<unknown> {
  if (!schema) return { success: true, data: undefined };
  return z.safeParse(schema, value ?? (where === 'body' ? {} : value));
}

/**
 * Refuses with 403 when any student-naming field of the parsed input is not the caller's id, or a `school_id`
 * is not the caller's school.
 */
export function checkOwnership(name: EndpointName, student: StudentRow, parts: unknown[]): void {
  for (const part of parts) {
    if (!part || typeof part !== 'object') continue;
    const record = part as Record<string, unknown>;
    for (const field of STUDENT_ID_FIELDS) {
      if (record[field] !== undefined && Number(record[field]) !== student.id) throw notAllowed();
    }
    if (record.school_id !== undefined && Number(record.school_id) !== student.schoolId) throw notAllowed();
    if (name === 'studentDetails' && typeof record.username === 'string' && record.username.trim() !== student.mobile) {
      throw notAllowed();
    }
  }
}

/**
 * Reads a multipart/form-data request: text fields into an object (a repeated field keeps its last value), files of
 * `upload.field` into memory. Too many files, a file over the size limit, or a file in another field → 400.
 * (The plugin's own limits answer 413.) File types are checked by the handler from the bytes, not the declared type.
 */
async function readMultipart(
  request: FastifyRequest,
  upload: NonNullable<EndpointDef['upload']>,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw badRequest('body: expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        files: upload.maxFiles,
        fileSize: upload.maxFileBytes,
        fields: 20,
        fieldSize: 8192,
        parts: upload.maxFiles + 20,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== upload.field) {
          await part.toBuffer().catch(() => undefined);
          throw badRequest(`${part.fieldname}: unexpected file field (use ${upload.field})`);
        }
        const data = await part.toBuffer();
        if (part.file.truncated)
          throw badRequest(`${upload.field}: each file must be at most ${upload.maxFileBytes} bytes`);
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    // A body that is not valid multipart (no boundary, cut off mid-part, a broken part header) is bad input: 400,
    // never 500 (SECURITY.md). Our own refusals and the plugin's limits (413) keep their status.
    if (error instanceof ApiError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest(`body: malformed multipart/form-data (${error instanceof Error ? error.message : String(error)})`);
  }
  return { fields, files };
}

/**
 * Registers every endpoint of the contract table (ARCHITECTURE §4) on `app` (mounted under /api by the caller).
 * Order per request: token (401) → profile lock for `student` calls (403, error_code 1007) → zod validation of
 * params, query, body (400 naming the field) → student ownership (403 'Not allowed') → handler →
 * `{ status: true, message: 'Success', data }`.
 */
export function registerEndpoints(app: FastifyInstance, options: RegisterOptions): void {
  const { db, handlers } = options;
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def: EndpointDef = endpoints[name];
    const handler = handlers[name] as (ctx: HandlerContext<EndpointName>) => Promise<unknown>;
    const tokenStatement =
      def.access !== 'student' || def.upload || def.query
        ? undefined
        : (options.tokenStatements?.[name] as
            ((ctx: TokenStatementContext<EndpointName>) => Promise<unknown>) | undefined);
    app.route({
      method: def.method,
      url: `/${def.path}`,
      preHandler: options.preHandlers?.[name] ?? [],
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const now = options.now();
        if (tokenStatement) {
          // The handler's statement checks the token, the profile lock and the ownership with the write.
          const token = tokenFromHeader(request.headers.authorization);
          if (!token) throw unauthorized(MESSAGES.missingToken);
          const params = tryPart(def.params, request.params, 'params');
          const body = tryPart(def.body, request.body, 'body');
          if (params.success && body.success) {
            const data = await tokenStatement({
              db,
              now,
              tokenHash: hashToken(token),
              params: params.data,
              body: body.data,
            } as TokenStatementContext<EndpointName>);
            return reply.send({ status: true, message: MESSAGES.success, data: data ?? null });
          }
          // Invalid input: the usual order below (token 401, profile 403, then the 400 naming the field).
        }
        let student: StudentRow | null = null;
        let tokenId: number | null = null;
        if (def.access !== 'public') {
          ({ student, tokenId } = await studentForToken(db, tokenFromHeader(request.headers.authorization), now));
          if (def.access === 'student' && isProfileLocked(student, now)) throw profileLocked();
        }
        const params = parsePart(def.params, request.params, 'params');
        const query = parsePart(def.query, request.query, 'query');
        let files: UploadedFile[] = [];
        let rawBody: unknown = request.body;
        if (def.upload) ({ fields: rawBody, files } = await readMultipart(request, def.upload));
        const body = parsePart(def.body, rawBody, 'body');
        if (student) checkOwnership(name, student, [params, query, body]);
        const envelope: HandlerContext<EndpointName>['envelope'] = { status: true, message: MESSAGES.success };
        const ctx = {
          db,
          now,
          student,
          tokenId,
          params,
          query,
          body,
          request,
          envelope,
          files,
          config: options.config,
        } as HandlerContext<EndpointName>;
        const data = await handler(ctx);
        return reply.send({
          status: envelope.status,
          message: envelope.message,
          data: data ?? null,
          ...(envelope.errorCode !== undefined ? { error_code: envelope.errorCode } : {}),
        });
      },
    });
  }
}
