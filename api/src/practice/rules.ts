/**
 * Pure rules of practice sessions (001 §2.1 adaptive, practice-session, session-report). No database.
 *
 * The difficulty rule (levels 1 easy, 2 medium, 3 hard):
 * - a session starts at medium (2);
 * - after a wrong answer the next question is one level easier (never below easy);
 * - after two right answers in a row at the current level the next question is one level harder (never above hard);
 *   the count starts again after the move;
 * - otherwise the level stays.
 * The next question is an unseen one of the session's subject (and chapter) at that level; when that level has none
 * left, the nearest level that has one (an easier one first on a tie); when none is left at all, the session is over.
 */
import type { PracticeDifficulty } from '@classroom/shared/contract';

/** One answered question of a session, in order. */
export interface AnsweredStep {
  difficulty: PracticeDifficulty;
  correct: boolean;
}

export const START_DIFFICULTY: PracticeDifficulty = 2;
/** A chapter whose accuracy in the session is below this (in per cent) is listed to revise. */
export const REVISE_BELOW_PERCENT = 60;

const clamp = (n: number): PracticeDifficulty => Math.min(3, Math.max(1, n)) as PracticeDifficulty;

/**
 * The level of the next question after `history` (oldest first), by the rule above. "Two right in a row at the current
 * level" counts the run of right answers at the last answer's level: a run of 2 (or 4, 6… when no harder question was
 * left to move to) moves one level up.
 */
export function nextDifficulty(history: readonly AnsweredStep[]): PracticeDifficulty {
  const last = history[history.length - 1];
  if (!last) return START_DIFFICULTY;
  if (!last.correct) return clamp(last.difficulty - 1);
  const run = countRun(history);
  return run % 2 === 0 ? clamp(last.difficulty + 1) : last.difficulty;
}

/** Length of the run of right answers at the last answer's level, ending at the last answer. */
function countRun(history: readonly AnsweredStep[]): number {
  const level = history[history.length - 1]!.difficulty;
  let n = 0;
  for (let i = history.length - 1; i >= 0 && history[i]!.correct && history[i]!.difficulty === level; i -= 1) n += 1;
  return n;
}

/** A question the session may still ask. */
export interface Candidate {
  id: number;
  difficulty: PracticeDifficulty;
}

/**
 * The next question: among `candidates` (unseen), one at `target`, else at the nearest level (easier first on a tie);
 * the lowest id within a level, so a session is reproducible. null when none is left.
 */
export function pickQuestion(candidates: readonly Candidate[], target: PracticeDifficulty): Candidate | null {
  let best: Candidate | null = null;
  const rank = (c: Candidate) => [Math.abs(c.difficulty - target), c.difficulty, c.id] as const;
  for (const c of candidates) {
    if (!best) {
      best = c;
      continue;
    }
    const [a, b] = [rank(c), rank(best)];
    if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))) best = c;
  }
  return best;
}

/**
 * Whether an answer is right: type 1 the option number ('1'–'4'); type 3 a number within `tolerance` of the key
 * (an unreadable number is wrong).
 */
export function isRight(type: number, answerKey: string, answer: string, tolerance: number): boolean {
  if (type === 3) {
    const given = Number(answer.trim());
    const key = Number(answerKey);
    return Number.isFinite(given) && Math.abs(given - key) <= tolerance + 1e-9;
  }
  return answer.trim() === answerKey.trim();
}

/** Whole per cent of `correct` out of `answered` (0 when nothing is answered). */
export const accuracyPercent = (correct: number, answered: number): number =>
  answered === 0 ? 0 : Math.round((correct * 100) / answered);

/** One answer as the report needs it. */
export interface ReportAnswer {
  chapterName: string;
  difficulty: PracticeDifficulty;
  correct: boolean;
  seconds: number;
}

/**
 * The figures of a session report: totals, accuracy, time (seconds; average rounded), per difficulty (all three
 * levels, in order), per chapter (in first-seen order) and the chapters to revise (accuracy < REVISE_BELOW_PERCENT),
 * weakest first.
 */
export function reportFigures(answers: readonly ReportAnswer[]) {
  const answered = answers.length;
  const correct = answers.filter((a) => a.correct).length;
  const totalSeconds = answers.reduce((s, a) => s + a.seconds, 0);
  const byDifficulty = ([1, 2, 3] as const).map((difficulty) => {
    const at = answers.filter((a) => a.difficulty === difficulty);
    return { difficulty, answered: at.length, correct: at.filter((a) => a.correct).length };
  });
  const chapterMap = new Map<string, { answered: number; correct: number }>();
  for (const a of answers) {
    const c = chapterMap.get(a.chapterName) ?? { answered: 0, correct: 0 };
    c.answered += 1;
    if (a.correct) c.correct += 1;
    chapterMap.set(a.chapterName, c);
  }
  const chapters = [...chapterMap].map(([chapter_name, c]) => ({
    chapter_name,
    ...c,
    accuracy_percent: accuracyPercent(c.correct, c.answered),
  }));
  const chaptersToRevise = chapters
    .filter((c) => c.accuracy_percent < REVISE_BELOW_PERCENT)
    .sort((x, y) => x.accuracy_percent - y.accuracy_percent)
    .map((c) => c.chapter_name);
  return {
    answered,
    correct,
    accuracy_percent: accuracyPercent(correct, answered),
    total_seconds: totalSeconds,
    average_seconds: answered === 0 ? 0 : Math.round(totalSeconds / answered),
    by_difficulty: byDifficulty,
    chapters,
    chapters_to_revise: chaptersToRevise,
  };
}
