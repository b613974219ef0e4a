/**
 * Reads of an attempt's allotted questions (001 §3 question_status_list, §7 start exam and the question calls): the
 * palette, the player's rows, the result's full rows and the rules' rows — each selecting only the columns its caller
 * uses (decision 0030). The attempt's writes (start, save, submit) are in ./attempts.
 */
import type { QuestionStatus } from '@classroom/shared/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { allottedQuestions, examSections, questions } from '../db/schema';
import { toQuestionStatus, type AllottedJoined, type PlayerJoined } from './serialise';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

/** The palette of an attempt: every allotted question in serial order (001 §3 question_status_list). */
export async function statusList(db: Conn, schedId: number): Promise<QuestionStatus[]> {
  const rows = await db
    .select({
      id: allottedQuestions.id,
      serialNo: allottedQuestions.serialNo,
      examSectionId: allottedQuestions.examSectionId,
      colorId: allottedQuestions.colorId,
    })
    .from(allottedQuestions)
    .where(eq(allottedQuestions.scheduledExamId, schedId))
    .orderBy(asc(allottedQuestions.serialNo));
  return rows.map(toQuestionStatus);
}

/**
 * Allotted questions of an attempt with their whole bank question (answer key and solution included) and section, in
 * serial order: for the result and the answer key (./results). The question calls read playerRows.
 */
export async function allottedJoined(db: Conn, schedId: number): Promise<AllottedJoined[]> {
  return db
    .select({ allotted: allottedQuestions, question: questions, section: examSections })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .where(eq(allottedQuestions.scheduledExamId, schedId))
    .orderBy(asc(allottedQuestions.serialNo));
}

/** The columns of PlayerJoined (./serialise): what a student is sent of a bank question and its section. */
const PLAYER_QUESTION = {
  id: questions.id,
  questionTypeId: questions.questionTypeId,
  question: questions.question,
  option1: questions.option1,
  option2: questions.option2,
  option3: questions.option3,
  option4: questions.option4,
  tags: questions.tags,
  answerDecimals: questions.answerDecimals,
  answerMin: questions.answerMin,
  answerMax: questions.answerMax,
  listOne: questions.listOne,
  listTwo: questions.listTwo,
};
const PLAYER_SECTION = { id: examSections.id, subjectId: examSections.subjectId };

/**
 * Allotted questions of an attempt in serial order, optionally of one section, with only what the player is sent
 * (toAllottedQuestion): allottedJoined without the answer key, the worked solution and the section's texts and marks,
 * which the question calls never send (the rows fetch-all-questions reads per student).
 */
export async function playerRows(db: Conn, schedId: number, sectionId?: number): Promise<PlayerJoined[]> {
  return sectionId === undefined
    ? playerRowsOfAttempt(db).execute({ schedId })
    : playerRowsOfSection(db).execute({ schedId, sectionId });
}

/** playerRows' read of the whole attempt, or of one section, as prepared queries (../db/prepared). */
function playerRead(db: Conn, oneSection: boolean) {
  const ofAttempt = eq(allottedQuestions.scheduledExamId, sql.placeholder('schedId'));
  return db
    .select({ allotted: allottedQuestions, question: PLAYER_QUESTION, section: PLAYER_SECTION })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .where(oneSection ? and(ofAttempt, eq(allottedQuestions.examSectionId, sql.placeholder('sectionId'))) : ofAttempt)
    .orderBy(asc(allottedQuestions.serialNo))
    .prepare(oneSection ? 'player_rows_of_section' : 'player_rows');
}
const playerRowsOfAttempt = preparedPerDb((db: Conn) => playerRead(db, false));
const playerRowsOfSection = preparedPerDb((db: Conn) => playerRead(db, true));

/** attemptOpening's read (a prepared query: ../db/prepared). */
const openingRows = preparedPerDb((db: Conn) => {
  const schedId = sql.placeholder('schedId');
  const firstSectionId = sql`(SELECT f.exam_section_id FROM allotted_questions f WHERE f.scheduled_exam_id = ${schedId} ORDER BY f.serial_no LIMIT 1)`;
  return db
    .select({ allotted: allottedQuestions, question: PLAYER_QUESTION, section: PLAYER_SECTION })
    .from(allottedQuestions)
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .leftJoin(
      questions,
      and(eq(questions.id, allottedQuestions.questionId), eq(allottedQuestions.examSectionId, firstSectionId)),
    )
    .where(eq(allottedQuestions.scheduledExamId, schedId))
    .orderBy(asc(allottedQuestions.serialNo))
    .prepare('attempt_opening');
});

/**
 * What start-exam answers with (001 §7 Start exam), in one read: the palette of the attempt (every allotted question
 * in serial order, as statusList) and the questions of its first section (as playerRows for that section). Only
 * the first section's rows carry their bank question; the others are read for the palette alone.
 */
export async function attemptOpening(
  db: Conn,
  schedId: number,
): Promise<{ status: QuestionStatus[]; firstSection: PlayerJoined[] }> {
  const rows = await openingRows(db).execute({ schedId });
  return {
    status: rows.map((r) => toQuestionStatus(r.allotted)),
    firstSection: rows.flatMap(({ allotted, question, section }) =>
      question ? [{ allotted, question, section }] : [],
    ),
  };
}

/**
 * Allotted questions of an attempt in serial order with only what the rules need (question type, key, tolerance and
 * the typed-answer format; section limit and marks) — not the question's text and options, which the bulk save and the submit never send
 * (a lighter read of the 90 rows).
 */
export async function allottedForRules(db: Conn, schedId: number) {
  return db
    .select({
      allotted: allottedQuestions,
      question: {
        questionTypeId: questions.questionTypeId,
        answerKey: questions.answerKey,
        tolerance: questions.tolerance,
        answerDecimals: questions.answerDecimals,
        answerMin: questions.answerMin,
        answerMax: questions.answerMax,
      },
      section: {
        id: examSections.id,
        numCompulsoryQuestions: examSections.numCompulsoryQuestions,
        positiveMarks: examSections.positiveMarks,
        negativeMarks: examSections.negativeMarks,
      },
    })
    .from(allottedQuestions)
    .innerJoin(questions, eq(questions.id, allottedQuestions.questionId))
    .innerJoin(examSections, eq(examSections.id, allottedQuestions.examSectionId))
    .where(eq(allottedQuestions.scheduledExamId, schedId))
    .orderBy(asc(allottedQuestions.serialNo));
}
