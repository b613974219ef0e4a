/** The seed's mapping of a question of its papers to a row of the question bank (001 §3), for exams.ts and institute.ts. */
import type { questions } from '../src/db/schema';
import type { SubjectKey } from './content';

/** A question as the seed writes it: the demo bank's (demo-questions.ts) or a generated paper's (generate.ts). */
export interface SeedQuestion {
  subject: SubjectKey;
  /** Chapter name in the syllabus. */
  chapter: string;
  type: number;
  question: string;
  /** Four options of a choice question; none for a typed answer. */
  options?: readonly [string, string, string, string] | null;
  answer: string;
  tags: string[];
}

/**
 * The `questions` row of `q`: text, options 1–4 (null when none), the answer key, subject and chapter ids from the
 * syllabus; `extra` the fields whose source differs between the demo bank and the generated papers (tolerance of a
 * numeric answer, difficulty, worked solution).
 */
export function questionRow(
  q: SeedQuestion,
  syllabus: { subjectIds: Record<SubjectKey, number>; chapterId(subject: SubjectKey, name: string): number },
  extra: Pick<typeof questions.$inferInsert, 'tolerance' | 'difficulty' | 'solution'>,
): typeof questions.$inferInsert {
  return {
    questionTypeId: q.type,
    question: q.question,
    option1: q.options?.[0] ?? null,
    option2: q.options?.[1] ?? null,
    option3: q.options?.[2] ?? null,
    option4: q.options?.[3] ?? null,
    answerKey: q.answer,
    subjectId: syllabus.subjectIds[q.subject],
    chapterId: syllabus.chapterId(q.subject, q.chapter),
    tags: q.tags,
    ...extra,
  };
}
