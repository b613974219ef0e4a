import { define } from '../endpoint-def';
import { examIdParams } from '../exam';
import { resultAnalysisReply } from '../exam-analysis-schemas';

/** Calls of mfe-exam (assignments, result analysis, JEE Advanced, practice sessions). Schemas live beside them in ../exam-analysis-schemas.ts when they need more than a line. */
export const examAnalysisEndpoints = define({
  resultAnalysis: {
    method: 'GET',
    path: 'exam/v1/result-analysis/:examId/',
    access: 'student',
    summary:
      "Result analysis: score and percentile against the cohort, marks by difficulty level and by chapter, time per question against the cohort's median; released like the result",
    params: examIdParams,
    data: resultAnalysisReply,
  },
});
