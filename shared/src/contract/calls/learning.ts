import { define } from '../endpoint-def';

/** Calls of mfe-corners (corners, lectures, notes, study material, NCERT questions, doubts; issue 10). Schemas live beside them in ../learning-schemas.ts when they need more than a line. */
export const learningEndpoints = define({});
