/**
 * Dashboard calls (000 §2 Dashboard, §3, §7): MPPs, classes, exam cards.
 *
 * They follow the student's CURRENT batch (000 §1 'a student may belong to several batches and can switch between
 * them', §4 'Switching batch: post the chosen course, then go to /student and reload the page':
 * 'Done → the dashboard reloads showing the other batch's content'). The current batch is `students.student_course_id`,
 * which switch-course sets (routes/batches.ts); see `currentSectionIdOf`. Decided: the MPP list, the classes (the
 * dashboard's Classes row and its schedule, past/upcoming classes screens, which read the same call) and the dashboard
 * Tests row are per batch; a test with no batch (`exams.section_id` null) shows in every batch. Calls outside this
 * file that read all of a student's batches (`sectionIdsOf`: notifications, joining a live class, assignments, DPP
 * start, attendance dates without a batch) keep that behaviour.
 */
import type { ClassItem, DashboardExam, Mpp } from '@classroom/shared/contract';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentRow } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  allottedQuestions,
  chapters,
  classes,
  examQuestions,
  exams,
  examSections,
  mpps,
  questions,
  scheduledExams,
  studentCourses,
  studentMpps,
  subjects,
  tags,
  teachers,
} from '../db/schema';
import { examStatus } from '../exam/rules';
import type { HandlerMap } from '../http/handler';
import { isGiven } from './exam';

const DAY_MS = 86_400_000;

/** The sections a student learns in: the home section and every active batch. */
export async function sectionIdsOf(db: Db, student: StudentRow): Promise<number[]> {
  const rows = await db
    .select({ sectionId: studentCourses.sectionId })
    .from(studentCourses)
    .where(and(eq(studentCourses.studentId, student.id), eq(studentCourses.status, true)));
  return [...new Set([student.sectionId, ...rows.map((r) => r.sectionId)])];
}

/**
 * The section of the student's current batch (000 §3 student_course_id, set by switch-course): the student_courses row
 * `student.studentCourseId` when it is the student's and active (status true); otherwise the home section
 * (000 §3 section_assoc), e.g. before any batch is chosen.
 */
export async function currentSectionIdOf(db: Db, student: StudentRow): Promise<number> {
  if (student.studentCourseId === null) return student.sectionId;
  const [row] = await db
    .select({ sectionId: studentCourses.sectionId })
    .from(studentCourses)
    .where(
      and(
        eq(studentCourses.id, student.studentCourseId),
        eq(studentCourses.studentId, student.id),
        eq(studentCourses.status, true),
      ),
    )
    .limit(1);
  return row?.sectionId ?? student.sectionId;
}

/** MPP button and status text (001 §4.7): Result = completed, Continue = in progress, Start = pending. */
export function mppProgress(
  startAt: Date,
  progress: { startedAt: Date | null; completedAt: Date | null } | null,
  now: Date,
) {
  if (progress?.completedAt) return { button: 'Result', status: 'Completed' };
  if (progress?.startedAt) return { button: 'Continue', status: 'In progress' };
  const days = Math.max(0, Math.floor((now.getTime() - startAt.getTime()) / DAY_MS));
  return { button: 'Start', status: `Pending since ${days} day${days === 1 ? '' : 's'}` };
}

/** Class type (000 §3): offline classes stay 'offline'; online ones are 'live' until they end, then 'past'. */
export function classKind(classType: string, endAt: Date, now: Date): ClassItem['type'] {
  if (classType === 'offline') return 'offline';
  return endAt >= now ? 'live' : 'past';
}

/** Classes matching `where`, each with its subject, chapter and teacher, in `order` (000 §3 Class). */
export function classesJoined(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select({ cls: classes, subject: subjects, chapter: chapters, teacher: teachers })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .innerJoin(chapters, eq(chapters.id, classes.chapterId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(where)
    .orderBy(...order);
}

/**
 * The student's MPPs of the batch section `sectionId` (000 §3; the current batch's, `currentSectionIdOf`), newest
 * first; `id` is the DPP's exam id (dpp-result/{examId}, DPP start exam_id); `page` skip/limit (000 §9: 0 and 10).
 * student-dpps and student-dashboard answer with it.
 */
export async function mppsOf(
  db: Db,
  student: StudentRow,
  sectionId: number,
  page: { skip: number; limit: number },
  now: Date,
): Promise<Mpp[]> {
  const rows = await db
    .select({
      mpp: mpps,
      subject: subjects,
      chapter: chapters,
      teacher: teachers,
      progress: studentMpps,
      exam: exams,
      sched: scheduledExams,
      answered: sql<number>`(SELECT count(*)::int FROM ${allottedQuestions} WHERE ${allottedQuestions.scheduledExamId} = ${scheduledExams.id} AND ${allottedQuestions.colorId} IN (1, 3))`,
    })
    .from(mpps)
    .innerJoin(subjects, eq(subjects.id, mpps.subjectId))
    .innerJoin(chapters, eq(chapters.id, mpps.chapterId))
    .innerJoin(teachers, eq(teachers.id, mpps.teacherId))
    .leftJoin(studentMpps, and(eq(studentMpps.mppId, mpps.id), eq(studentMpps.studentId, student.id)))
    .leftJoin(exams, eq(exams.id, mpps.examId))
    .leftJoin(
      scheduledExams,
      and(
        eq(scheduledExams.examId, mpps.examId),
        eq(scheduledExams.studentId, student.id),
        eq(scheduledExams.practice, false),
      ),
    )
    .where(eq(mpps.sectionId, sectionId))
    .orderBy(desc(mpps.startAt), desc(mpps.id))
    .offset(page.skip)
    .limit(page.limit);
  const tagIds = [...new Set(rows.flatMap((r) => r.mpp.tagIds))];
  const tagRows = tagIds.length > 0 ? await db.select().from(tags).where(inArray(tags.id, tagIds)) : [];
  const tagName = new Map(tagRows.map((t) => [t.id, t.tagName]));
  return rows.map(({ mpp, subject, chapter, teacher, progress: stored, exam, sched, answered }): Mpp => {
    // A DPP with its paper follows the attempt (001 §7): started → Continue, submitted or closed → Result.
    const progress = exam
      ? sched?.startedAt
        ? {
            startedAt: sched.startedAt,
            completedAt: isGiven(exam, sched, now) ? (sched.submittedAt ?? now) : null,
            numAttempted: Number(answered),
          }
        : null
      : stored;
    return {
      id: mpp.examId ?? mpp.id,
      name: mpp.name,
      chapter_name: chapter.chapterName,
      chapter_id: chapter.id,
      subject_name: subject.subjectName,
      subject_id: subject.id,
      subject_logo: subject.logo,
      subject_primary_color: subject.primaryColor,
      tag_ids: mpp.tagIds,
      tag_names: mpp.tagIds.map((id) => tagName.get(id) ?? ''),
      num_attempted: progress?.numAttempted ?? 0,
      total_questions: mpp.totalQuestions,
      ...mppProgress(mpp.startAt, progress, now),
      teacher_id: teacher.id,
      teacher_name: teacher.name,
      start_date: mpp.startAt.toISOString(),
      max_exam_marks: mpp.maxExamMarks,
    };
  });
}

/**
 * Classes of the batch section `sectionId` (000 §3 Class): those not ended (live or offline) soonest first, then the
 * ended ones latest first. get-scheduled-live-classes2 answers all of them; student-dashboard the first 10.
 */
export async function classesOf(db: Db, sectionId: number, now: Date): Promise<ClassItem[]> {
  const rows = await classesJoined(db, eq(classes.sectionId, sectionId), [asc(classes.startAt), asc(classes.id)]);
  const items: ClassItem[] = rows.map(({ cls, subject, chapter, teacher }) => ({
    liveclass_id: cls.id,
    type: classKind(cls.classType, cls.endAt, now),
    class_type: cls.classType,
    schedule_type: cls.scheduleType,
    subject_name: subject.subjectName,
    primary_color: subject.primaryColor,
    secondary_color: subject.secondaryColor,
    chapter_name: chapter.chapterName,
    lecture: cls.lecture,
    faculty_name: teacher.name,
    faculty_thumbnail: teacher.thumbnail,
    start_date: cls.startAt.toISOString(),
    end_date: cls.endAt.toISOString(),
    tags: cls.tags,
    notes_file: cls.notesFile,
    replay_url: cls.replayUrl,
    live_class_link: cls.liveClassLink,
  }));
  // Not ended yet (live, or an offline class to come) soonest first; then the ended ones, offline included, latest
  // first — so the dashboard's Classes row never opens on an offline class of weeks ago.
  const upcoming = items.filter((c) => Date.parse(c.end_date) >= now.getTime());
  const ended = items.filter((c) => Date.parse(c.end_date) < now.getTime()).reverse();
  return [...upcoming, ...ended];
}

/**
 * Dashboard exam cards of the student (000 §3) of one exam type, with exam_status (001 §4.7): the tests scheduled for
 * the student that belong to the batch section `sectionId` (the current batch's) or to no batch (`exams.section_id`
 * null); newest first, `query` skip/limit. exams-list and student-dashboard answer with it.
 */
export async function examsOf(
  db: Db,
  student: StudentRow,
  sectionId: number,
  query: { exam_type_id: number; skip: number; limit: number },
  now: Date,
): Promise<DashboardExam[]> {
  // The practice attempt beside the scheduled one: its state decides the card once the window closed.
  const practiceSched = alias(scheduledExams, 'practice_sched');
  const rows = await db
    .select({
      exam: exams,
      sched: scheduledExams,
      practice: { startedAt: practiceSched.startedAt, submittedAt: practiceSched.submittedAt },
    })
    .from(scheduledExams)
    .innerJoin(exams, eq(exams.id, scheduledExams.examId))
    .leftJoin(
      practiceSched,
      and(
        eq(practiceSched.examId, scheduledExams.examId),
        eq(practiceSched.studentId, student.id),
        eq(practiceSched.practice, true),
      ),
    )
    .where(
      and(
        eq(scheduledExams.studentId, student.id),
        eq(scheduledExams.practice, false),
        eq(exams.examTypeId, query.exam_type_id),
        or(isNull(exams.sectionId), eq(exams.sectionId, sectionId)),
      ),
    )
    .orderBy(desc(exams.startAt), asc(exams.id))
    .offset(query.skip)
    .limit(query.limit);
  const examIds = rows.map((r) => r.exam.id);
  if (examIds.length === 0) return [];
  const subjectRows = await db
    .selectDistinct({
      examId: examSections.examId,
      id: subjects.id,
      name: subjects.subjectName,
      sort: examSections.sortOrder,
    })
    .from(examSections)
    .innerJoin(subjects, eq(subjects.id, examSections.subjectId))
    .where(inArray(examSections.examId, examIds))
    .orderBy(asc(examSections.sortOrder));
  const chapterRows = await db
    .selectDistinct({ examId: examSections.examId, name: chapters.chapterName })
    .from(examQuestions)
    .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
    .innerJoin(questions, eq(questions.id, examQuestions.questionId))
    .innerJoin(chapters, eq(chapters.id, questions.chapterId))
    .where(inArray(examSections.examId, examIds))
    .orderBy(asc(chapters.chapterName));
  const counts = await db
    .select({ examId: examSections.examId, n: sql<number>`count(*)::int` })
    .from(examQuestions)
    .innerJoin(examSections, eq(examSections.id, examQuestions.examSectionId))
    .where(inArray(examSections.examId, examIds))
    .groupBy(examSections.examId);
  return rows.map(({ exam, sched, practice }): DashboardExam => {
    const subjectsOf = new Map<number, string>();
    for (const s of subjectRows) if (s.examId === exam.id && !subjectsOf.has(s.id)) subjectsOf.set(s.id, s.name);
    return {
      id: exam.id,
      exam_name: exam.examName,
      exam_start_on: exam.startAt.toISOString(),
      exam_end_on: exam.endAt.toISOString(),
      exam_result_on: exam.resultOn?.toISOString() ?? null,
      exam_duration: exam.durationMinutes,
      max_exam_marks: exam.maxMarks,
      max_exam_questions: Number(counts.find((c) => c.examId === exam.id)?.n ?? 0),
      exam_type_assoc: exam.examTypeId,
      exam_theme_assoc_id: exam.themeId,
      monitoring_type: exam.monitoringType,
      timer_status: exam.timerStatus,
      subjects: [...subjectsOf].map(([id, name]) => ({ id, name })),
      chapters: chapterRows.filter((c) => c.examId === exam.id).map((c) => ({ name: c.name })),
      partial_marks: exam.partialMarks,
      exam_schedule_id: sched.id,
      exam_status: examStatus({
        now,
        startAt: exam.startAt,
        endAt: exam.endAt,
        resultOn: exam.resultOn,
        examTypeId: exam.examTypeId,
        durationMinutes: exam.durationMinutes,
        startedAt: sched.startedAt,
        submittedAt: sched.submittedAt,
        practice,
      }),
    };
  });
}

export const dashboardHandlers = {
  /** The caller's MPPs of the current batch (`mppsOf`); `skip`/`limit` from the body (000 §9: 0 and 10). */
  async studentMpps({ db, student, body, now }) {
    return { dpps: await mppsOf(db, student, await currentSectionIdOf(db, student), body, now) };
  },

  /** Every class of the caller's current batch (`classesOf`): the schedule, past and upcoming classes screens read it. */
  async dashboardClasses({ db, student, now }) {
    return classesOf(db, await currentSectionIdOf(db, student), now);
  },

  /** Dashboard exam cards of the caller's current batch (`examsOf`) of one exam type, skip/limit from the query. */
  async examsList({ db, student, query, now }) {
    return examsOf(db, student, await currentSectionIdOf(db, student), query, now);
  },
} satisfies Pick<HandlerMap, 'studentMpps' | 'dashboardClasses' | 'examsList'>;
