import { z } from 'zod';

/**
 * The reply envelope of every call (ARCHITECTURE §4): `{ status, message, data }`.
 * A refused call answers `status: false` with a message; a locked profile adds `error_code: 1007`
 * (000 §8). HTTP 401 means the token is invalid or superseded.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data, error_code: z.number().int().optional() });

export const errorReply = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.null().optional(),
  error_code: z.number().int().optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export { ERROR_CODE } from './values';

/**
 * The database's integer range (PostgreSQL int4): no id or sequence number beyond it can exist, so a request naming
 * one is refused with 400 at validation, never reaching the database as a 500 (SECURITY.md).
 */
export const INT4_MAX = 2_147_483_647;

/** A positive integer id in a path or query (query strings arrive as text), within int4. */
export const id = z.coerce.number().int().positive().max(INT4_MAX, `must be at most ${INT4_MAX}`);

/** A positive integer id in a JSON body, within int4. */
export const bodyId = z.number().int().positive().max(INT4_MAX, `must be at most ${INT4_MAX}`);

/** A per-question sequence number (ARCHITECTURE §6): positive, rising, within int4. */
export const seq = z.number().int().positive().max(INT4_MAX, `must be at most ${INT4_MAX}`);

/** A non-negative count or offset in a query (skip), within int4. */
export const offset = z.coerce.number().int().min(0).max(INT4_MAX, `must be at most ${INT4_MAX}`);
