import { define } from '../endpoint-def';

/** Calls of mfe-exam (assignments, result analysis, JEE Advanced, practice sessions; issue 12). Schemas live beside them in ../exam-analysis-schemas.ts when they need more than a line. */
export const examAnalysisEndpoints = define({});
