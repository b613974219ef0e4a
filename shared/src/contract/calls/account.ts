import { define } from '../endpoint-def';

/** Calls of mfe-account (password, parent, help, payments and fees; issue 11). Schemas live beside them in ../account-schemas.ts when they need more than a line. */
export const accountEndpoints = define({});
