import { define } from '../endpoint-def';

/** Calls of host (sign-up, forgot password, switch batch, version, errors; issue 8). Schemas live beside them in ../shell-schemas.ts when they need more than a line. */
export const shellEndpoints = define({});
