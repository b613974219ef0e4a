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

/** Error codes the spec names (000 §8): 1007 profile locked, 1008 auth access denied (logged only). */
export const ERROR_CODE = { profileLocked: 1007, authAccessDenied: 1008 } as const;

/** A positive integer id in a path or query (query strings arrive as text). */
export const id = z.coerce.number().int().positive();
