import { define } from '../endpoint-def';

/** Calls of mfe-exam (results, windows, practice attempts, lists). Schemas live beside them in ../exam-schemas.ts when they need more than a line. */
export const examEndpoints = define({});
