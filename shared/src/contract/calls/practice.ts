import { z } from 'zod';
import { define } from '../endpoint-def';
import {
  practiceAnswerBody,
  practiceAnswerReply,
  practiceSessionParams,
  practiceSessionReply,
  practiceSubjectsReply,
  sessionReportReply,
  startPracticeBody,
  startPracticeReply,
} from '../practice-schemas';

/**
 * Practice-session calls of mfe-exam (001 §2.1 adaptive, practice-session, session-report). Only for a
 * student with enable_learning_module (000 §2 'Practice (New)'); any other student is refused with 403.
 */
export const practiceEndpoints = define({
  practiceSubjects: {
    method: 'GET',
    path: 'practice/v1/subjects/',
    access: 'student',
    summary: 'Subjects and chapters with practice questions (enable_learning_module only, else 403)',
    data: practiceSubjectsReply,
  },
  startPractice: {
    method: 'POST',
    path: 'practice/v1/start-session/',
    access: 'student',
    summary: 'Start a practice session on a subject (and chapter): the first question, medium difficulty',
    body: startPracticeBody,
    data: startPracticeReply,
  },
  practiceSession: {
    method: 'GET',
    path: 'practice/v1/session/:sessionId/',
    access: 'student',
    summary: "One of the caller's sessions as it stands: counts and the question waiting for an answer",
    params: practiceSessionParams,
    data: practiceSessionReply,
  },
  practiceAnswer: {
    method: 'POST',
    path: 'practice/v1/answer/:sessionId/',
    access: 'student',
    summary:
      "Answer the session's current question: right or wrong, key, solution, and the next question by the difficulty rule",
    params: practiceSessionParams,
    body: practiceAnswerBody,
    data: practiceAnswerReply,
  },
  endPractice: {
    method: 'POST',
    path: 'practice/v1/end-session/:sessionId/',
    access: 'student',
    summary: "End one of the caller's sessions (idempotent)",
    params: practiceSessionParams,
    data: z.null(),
  },
  sessionReport: {
    method: 'GET',
    path: 'practice/v1/session-report/:sessionId/',
    access: 'student',
    summary: 'Report of a session: accuracy, time, by difficulty and chapter, chapters to revise',
    params: practiceSessionParams,
    data: sessionReportReply,
  },
});
