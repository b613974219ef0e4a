/**
 * Paper import: validates a paper file (./paper-format, README.md) and creates the exam, its sections
 * and questions inside one transaction, optionally scheduling it for students. Returns the new exam's id.
 */
import { readFileSync } from 'node:fs';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  chapters,
  examQuestions,
  exams,
  examSections,
  questions,
  scheduledExams,
  studentCourses,
  students,
  subjects,
} from '../src/db/schema';
import { matchingText, parseMatchingOption, parseNumericKey, rangeAsKeyAndTolerance } from '../src/exam/jee-advanced';
import { maxMarksOf, parsePaper, type Paper } from './paper-format';

/** Who gets the imported exam: nobody, every student, the students of some sections (batches), or listed students. */
export type ScheduleFor = 'none' | 'all' | { sectionIds: number[] } | { studentIds: number[] };

export interface ImportOptions {
  scheduleFor?: ScheduleFor;
}

export interface ImportResult {
  examId: number;
  sections: number;
  questions: number;
  maxMarks: number;
  scheduled: number;
}

/** Default colours of a subject the import has to create. */
const NEW_SUBJECT_COLOURS = { primaryColor: '#546E7A', secondaryColor: '#ECEFF1' };

/** Imports a paper (a parsed JSON value, validated here) into `db`. Nothing is written when anything fails. */
export async function importPaper(db: Db, value: unknown, options: ImportOptions = {}): Promise<ImportResult> {
  const paper: Paper = parsePaper(value);
  return db.transaction(async (tx) => {
    // Subjects by name (case-insensitive), created when missing.
    const subjectIds = new Map<string, number>();
    const existing = await tx.select({ id: subjects.id, name: subjects.subjectName }).from(subjects);
    for (const s of existing) if (!subjectIds.has(s.name.toLowerCase())) subjectIds.set(s.name.toLowerCase(), s.id);
    for (const section of paper.sections) {
      const key = section.subject.toLowerCase();
      if (subjectIds.has(key)) continue;
      const [row] = await tx
        .insert(subjects)
        .values({ subjectName: section.subject, ...NEW_SUBJECT_COLOURS })
        .returning({ id: subjects.id });
      subjectIds.set(key, row!.id);
    }
    // Chapters by subject and name (unknown names stay null).
    const chapterIds = new Map<string, number>();
    for (const c of await tx
      .select({ id: chapters.id, subjectId: chapters.subjectId, name: chapters.chapterName })
      .from(chapters)) {
      chapterIds.set(`${c.subjectId}:${c.name.toLowerCase()}`, c.id);
    }

    const maxMarks = Math.round(maxMarksOf(paper));
    const [exam] = await tx
      .insert(exams)
      .values({
        examName: paper.exam.name,
        instructions: paper.exam.instructions,
        examTypeId: paper.exam.type,
        themeId: paper.exam.theme,
        durationMinutes: paper.exam.durationMinutes,
        startAt: new Date(paper.exam.startAt),
        endAt: new Date(paper.exam.endAt),
        resultOn: paper.exam.resultOn ? new Date(paper.exam.resultOn) : null,
        maxMarks,
        // A JEE Advanced paper is marked by the scheme, multiple correct with partial marks.
        partialMarks: paper.exam.partialMarks || paper.exam.pattern === 'jee-advanced',
        jeeAdvanced: paper.exam.pattern === 'jee-advanced',
      })
      .returning({ id: exams.id });
    const examId = exam!.id;

    let questionCount = 0;
    for (const [order, section] of paper.sections.entries()) {
      const subjectId = subjectIds.get(section.subject.toLowerCase())!;
      const [sectionRow] = await tx
        .insert(examSections)
        .values({
          examId,
          subjectId,
          sectionName: section.name,
          sectionInstructions: section.instructions,
          numCompulsoryQuestions: section.numCompulsoryQuestions,
          sortOrder: order + 1,
          positiveMarks: section.marks.positive,
          negativeMarks: section.marks.negative,
        })
        .returning({ id: examSections.id });
      const rows = await tx
        .insert(questions)
        .values(
          section.questions.map((q) => {
            // Matching (type 5): each option is a combination, stored as 'P → 2, Q → 3, …'.
            const options =
              q.type === 5 && q.options && q.listOne && q.listTwo
                ? q.options.map((o) => matchingText(parseMatchingOption(o, q.listOne!.length, q.listTwo!.length)))
                : q.options;
            return {
              questionTypeId: q.type,
              question: q.question,
              option1: options?.[0] ?? null,
              option2: options?.[1] ?? null,
              option3: options?.[2] ?? null,
              option4: options?.[3] ?? null,
              listOne: q.type === 5 ? (q.listOne ?? null) : null,
              listTwo: q.type === 5 ? (q.listTwo ?? null) : null,
              answerDecimals: q.type === 3 ? (paper.exam.numericDecimals ?? null) : null,
              answerMin: q.type === 4 ? (paper.exam.integerRange?.min ?? null) : null,
              answerMax: q.type === 4 ? (paper.exam.integerRange?.max ?? null) : null,
              // A numeric range ('a..b', 'x±t') is stored as its midpoint and half-width (jee-advanced.ts).
              ...(q.type === 3 && !Number.isFinite(Number(q.answer))
                ? rangeAsKeyAndTolerance(parseNumericKey(q.answer))
                : { answerKey: q.answer, tolerance: q.type === 3 ? (q.tolerance ?? 0) : 0 }),
              subjectId,
              chapterId: q.chapter ? (chapterIds.get(`${subjectId}:${q.chapter.toLowerCase()}`) ?? null) : null,
              tags: q.tags ?? [],
              difficulty: q.difficulty ?? null,
              solution: q.solution ?? null,
            };
          }),
        )
        .returning({ id: questions.id });
      await tx
        .insert(examQuestions)
        .values(rows.map((r, i) => ({ examSectionId: sectionRow!.id, questionId: r.id, sortOrder: i + 1 })));
      questionCount += rows.length;
    }

    const scheduleFor = options.scheduleFor ?? 'none';
    let studentIds: number[] = [];
    if (scheduleFor === 'all') {
      studentIds = (await tx.select({ id: students.id }).from(students)).map((r) => r.id);
    } else if (scheduleFor !== 'none' && 'sectionIds' in scheduleFor && scheduleFor.sectionIds.length > 0) {
      studentIds = [
        ...new Set(
          (
            await tx
              .select({ id: studentCourses.studentId })
              .from(studentCourses)
              .where(and(inArray(studentCourses.sectionId, scheduleFor.sectionIds), eq(studentCourses.status, true)))
          ).map((r) => r.id),
        ),
      ];
    } else if (scheduleFor !== 'none' && 'studentIds' in scheduleFor && scheduleFor.studentIds.length > 0) {
      studentIds = (
        await tx.select({ id: students.id }).from(students).where(inArray(students.id, scheduleFor.studentIds))
      ).map((r) => r.id);
      const missing = scheduleFor.studentIds.filter((id) => !studentIds.includes(id));
      if (missing.length > 0) throw new Error(`Unknown student id(s): ${missing.join(', ')}`);
    }
    for (let i = 0; i < studentIds.length; i += 1000) {
      await tx
        .insert(scheduledExams)
        .values(studentIds.slice(i, i + 1000).map((studentId) => ({ examId, studentId })))
        .onConflictDoNothing();
    }
    return {
      examId,
      sections: paper.sections.length,
      questions: questionCount,
      maxMarks,
      scheduled: studentIds.length,
    };
  });
}

/** Reads and imports a paper file (JSON). */
export async function importPaperFile(db: Db, file: string, options: ImportOptions = {}): Promise<ImportResult> {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: not readable JSON (${(err as Error).message})`);
  }
  return importPaper(db, value, options);
}

/** Parses a --schedule-for value: 'all', 'none', 'section:301,302' or 'student:7,8'. */
export function parseScheduleFor(text: string | undefined): ScheduleFor {
  if (!text || text === 'none') return 'none';
  if (text === 'all') return 'all';
  const match = /^(section|student):(\d+(?:,\d+)*)$/.exec(text);
  if (!match) throw new Error(`--schedule-for: expected all, none, section:<ids> or student:<ids>, got '${text}'`);
  const ids = match[2]!.split(',').map(Number);
  return match[1] === 'section' ? { sectionIds: ids } : { studentIds: ids };
}
