import * as z from 'zod/mini';

// The modules the first screen's calls read (envelope, auth, student, dashboard, portal, corner) are written with zod/mini
// (docs/decisions/0027-*.md): the cold dashboard's path validates its replies with zod's core, without classic zod. A
// classic schema reuses their pieces through zod's functions (`z.optional(id)`, `z._default(offset, 0)`), not methods.
// English issue messages, as classic zod registers on its first schema, unless a locale is set already: the same texts
// whichever zod loaded first.
if (!z.config().localeError) z.config(z.locales.en());

/**
 * The reply envelope of every call (ARCHITECTURE §4): `{ status, message, data }`.
 * A refused call answers `status: false` with a message; a locked profile adds `error_code: 1007`
 * (000 §8). HTTP 401 means the token is invalid or superseded.
 */
export const envelope = <T extends z.core.$ZodType>(data: T) =>
  z.object({ status: z.boolean(), message: z.string(), data, error_code: z.optional(z.int()) });

export const errorReply = z.object({
  status: z.literal(false),
  message: z.string(),
  data: z.optional(z.null()),
  error_code: z.optional(z.int()),
});

export { ERROR_CODE } from './values';

/**
 * The database's integer range (PostgreSQL int4): no id or sequence number beyond it can exist, so a request naming
 * one is refused with 400 at validation, never reaching the database as a 500 (SECURITY.md).
 */
export const INT4_MAX = 2_147_483_647;

/** A positive integer id in a path or query (query strings arrive as text), within int4. */
export const id = z.coerce.number().check(z.int(), z.gt(0), z.lte(INT4_MAX, `must be at most ${INT4_MAX}`));

/** A positive integer id in a JSON body, within int4. */
export const bodyId = z.number().check(z.int(), z.gt(0), z.lte(INT4_MAX, `must be at most ${INT4_MAX}`));

/** A per-question sequence number (ARCHITECTURE §6): positive, rising, within int4. */
export const seq = z.number().check(z.int(), z.gt(0), z.lte(INT4_MAX, `must be at most ${INT4_MAX}`));

/** A non-negative count or offset in a query (skip), within int4. */
export const offset = z.coerce.number().check(z.int(), z.gte(0), z.lte(INT4_MAX, `must be at most ${INT4_MAX}`));
