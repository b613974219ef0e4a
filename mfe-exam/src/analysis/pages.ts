/**
 * Result analysis pages (001 §2.1 objectiveresult/ with percentileandscore, difficultylevelwisescore, timeperquestion,
 * solutions, chapterwisescore, questionpaper). Plain TypeScript: page names, titles, the exam id from
 * route state (001 §2.1: state exam_id, exam_type) and the chart rows of each page.
 */
import type { ResultAnalysisReply } from '@classroom/shared/contract';

export const ANALYSIS_PAGES = [
  { slug: 'percentileandscore', title: 'Percentile and score' },
  { slug: 'difficultylevelwisescore', title: 'Difficulty level wise score' },
  { slug: 'timeperquestion', title: 'Time per question' },
  { slug: 'chapterwisescore', title: 'Chapter wise score' },
  { slug: 'solutions', title: 'Solutions' },
  { slug: 'questionpaper', title: 'Question paper' },
] as const;
export type AnalysisSlug = (typeof ANALYSIS_PAGES)[number]['slug'];

/** The page for a URL segment, or null (unknown page → the first page). */
export function analysisPage(slug: string | undefined) {
  return ANALYSIS_PAGES.find((p) => p.slug === slug) ?? null;
}

/** The exam id from route state (`exam_id`, 001 §2.1; `examId` too) or the `exam_id` query parameter; null when none. */
export function analysisExamId(state: unknown, search = ''): number | null {
  const s = state as { exam_id?: unknown; examId?: unknown } | null;
  const raw = s?.exam_id ?? s?.examId ?? new URLSearchParams(search).get('exam_id');
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Seconds as 'm:ss' (time per question). */
export function minutesSeconds(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Score band label, e.g. '−2 to 1.6'. */
export function bandLabel(from: number, to: number): string {
  const f = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1)).replace('-', '−');
  return `${f(from)} to ${f(to)}`;
}

/** Rows of the grouped bar charts: `name` on the axis, the caller's marks and the cohort's mean. */
export interface GroupRow {
  name: string;
  you: number;
  cohort: number;
  max: number;
  correct: number;
  questions: number;
}

export function difficultyRows(a: ResultAnalysisReply): GroupRow[] {
  return a.difficulty.map((d) => ({
    name: d.label,
    you: d.marks,
    cohort: d.cohort_average,
    max: d.max_marks,
    correct: d.correct,
    questions: d.questions,
  }));
}

export function chapterRows(a: ResultAnalysisReply): GroupRow[] {
  return a.chapters.map((c) => ({
    name: c.chapter_name,
    you: c.marks,
    cohort: c.cohort_average,
    max: c.max_marks,
    correct: c.correct,
    questions: c.questions,
  }));
}

/** Time rows: 'Q1'… with the caller's seconds and the cohort's median. */
export function timeRows(a: ResultAnalysisReply): { name: string; you: number; median: number; verdict: string }[] {
  return a.time.map((t) => ({
    name: `Q${t.serial_no}`,
    you: t.seconds,
    median: t.cohort_median_seconds,
    verdict: !t.attempted ? 'Not attempted' : t.correct ? 'Correct' : 'Incorrect',
  }));
}
