/**
 * The older route names of 001 §2.1 (InstructionsGeneric, ExamScreenGeneric, objectiveexam, …): bookmarks, links from
 * the older navigation bar and the institute's other apps still open them. Each leads to the screen it names today,
 * with the exam id taken from the URL or the route state; without an id it returns to its list, never
 * 'Some error occurred' alone.
 */
import { INT4_MAX } from '@classroom/shared/contract';

/** Where a legacy route goes: the canonical path for an exam id, and the list to fall back to without one. */
export interface LegacyTarget {
  /** The route pattern as 001 §2.1 names it ('/student/ExamScreenGeneric' also matches '…/ExamScreenGeneric/12'). */
  name: string;
  /** The screen for exam `id`; null when the route needs no id (a list). */
  to: ((id: number) => string) | null;
  /** Where to go without an id. */
  fallback: string;
  /** Route-state shape the target screen reads, built from the id (DPP screens read ExamScheduleId). */
  state?: (id: number, old: Record<string, unknown>) => Record<string, unknown>;
  /** The name with an id is today's screen itself ('/student/JeeExamScreen/12'): only the bare name is legacy. */
  canonicalWithId?: true;
}

const TEST_LIST = '/student/objectivetest';
const DPP_LIST = '/student/dpp-list/all';

/** 001 §2.1 legacy names → today's screens. */
export const LEGACY_ROUTES: readonly LegacyTarget[] = [
  { name: 'InstructionsGeneric', to: (id) => `/student/generic/${id}/instructions`, fallback: TEST_LIST },
  { name: 'InstructionsGenericSecond', to: (id) => `/student/generic/${id}/instructions`, fallback: TEST_LIST },
  { name: 'ExamScreenGeneric', to: (id) => `/student/generic/${id}/exam`, fallback: TEST_LIST },
  {
    name: 'InstructionsGenericSecondDpp',
    to: () => '/student/InstructionsGenericDpp',
    fallback: DPP_LIST,
    state: (id, old) => ({ ...old, ExamScheduleId: id }),
  },
  {
    name: 'ExamScreenGenericDpp',
    to: (id) => `/student/InstructionsGenericDpp/${id}/exam`,
    fallback: DPP_LIST,
    state: (id, old) => ({ ...old, ExamScheduleId: id }),
  },
  { name: 'JeeExamScreen', to: (id) => `/student/JeeExamScreen/${id}`, fallback: TEST_LIST, canonicalWithId: true },
  { name: 'instruction', to: (id) => `/student/instruction/${id}`, fallback: TEST_LIST, canonicalWithId: true },
  { name: 'important-instruction', to: (id) => `/student/instruction/${id}`, fallback: TEST_LIST },
  { name: 'objectiveexaminstruction', to: (id) => `/student/instruction/${id}`, fallback: TEST_LIST },
  { name: 'objectiveexam', to: (id) => `/student/JeeExamScreen/${id}`, fallback: TEST_LIST },
  { name: 'StudentObjectiveTest', to: null, fallback: TEST_LIST },
  { name: 'objectiveexamcomplete', to: null, fallback: '/student/SubmitSuccessfully' },
];

/** Keys under which older screens pass the exam id in route state (001 §2.1 'Other links seen in state'). */
const ID_KEYS = ['exam_id', 'examId', 'ExamScheduleId', 'id'] as const;

/**
 * The exam id of a legacy link: the path's last segment when numeric ('/student/objectivetest/…' never), else the
 * route state's exam_id / examId / ExamScheduleId / id (an `exam` object's id too), else the `examId` query; or null.
 */
export function legacyExamId(pathId: string | undefined, state: unknown, search: string): number | null {
  const candidates: unknown[] = [pathId];
  const s = (state ?? {}) as Record<string, unknown>;
  for (const key of ID_KEYS) candidates.push(s[key]);
  const exam = s.exam as Record<string, unknown> | undefined;
  if (exam && typeof exam === 'object') candidates.push(exam.id, exam.exam_id);
  candidates.push(new URLSearchParams(search).get('examId'));
  for (const c of candidates) {
    const n = Number(c);
    if (c !== undefined && c !== null && c !== '' && Number.isInteger(n) && n > 0 && n <= INT4_MAX) return n;
  }
  return null;
}

/** Where a legacy link goes: `{ path, state }` for the target screen, or the fallback list without an id. */
export function resolveLegacy(
  target: LegacyTarget,
  id: number | null,
  state: unknown,
): { path: string; state: unknown } {
  const old = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  if (!target.to) return { path: target.fallback, state: old };
  if (id === null) return { path: target.fallback, state: null };
  return { path: target.to(id), state: target.state ? target.state(id, old) : { ...old, examId: id } };
}
