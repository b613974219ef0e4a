/**
 * Contract values that carry no schema (issue 14 §1): the first screen (sign-in, the session store, the API client's
 * reply handling) reads them without loading zod. `envelope.ts` and `auth.ts` re-export them, so
 * `@classroom/shared/contract` still offers both.
 */

/** Error codes the spec names (000 §8): 1007 profile locked, 1008 auth access denied (logged only). */
export const ERROR_CODE = { profileLocked: 1007, authAccessDenied: 1008 } as const;

/** The permission value a student's login record carries; guarded routes compare with it (000 §6). */
export const STUDENT_PERMISSION = 'student';
