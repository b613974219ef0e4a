/**
 * `@classroom/shared/contract/first-screen`: the call table of the sign-in page and of a signed-in student's first
 * screen (calls/first-screen.ts), `buildPath` and zod/mini's `parse`, without the rest of the contract or classic zod.
 * The API client reads a call's method, path and schema here for these calls and loads `@classroom/shared/contract`
 * only for any other (docs/decisions/0027-*.md).
 */
export { firstScreenEndpoints } from './calls/first-screen';
export { buildPath } from './endpoint-def';
/** zod's `parse(schema, value)` (zod/mini): validates a reply with one of these schemas without classic zod; throws zod's error. */
export { parse } from 'zod/mini';
