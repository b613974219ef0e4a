import { declareScreens } from './screen';
import type { PrefetchSend, RouteCallPlan } from '@classroom/shared/prefetch';

/** 001 §2.1 older route names (mfe-exam/src/legacy-routes): each leads to today's screen, or its list without an id. */
const LEGACY_NAMES = [
  'InstructionsGeneric',
  'InstructionsGenericSecond',
  'ExamScreenGeneric',
  'InstructionsGenericSecondDpp',
  'ExamScreenGenericDpp',
  'important-instruction',
  'objectiveexaminstruction',
  'objectiveexam',
  'StudentObjectiveTest',
  'objectiveexamcomplete',
];

/**
 * Screens of mfe-exam (001 §2.1 route patterns), declared once: the host's routes, the link registry and mfe-exam's
 * router (src/root.tsx, held equal by its routes test) come from this list. A bare name whose screen needs an id
 * (/student/assignment, /student/JeeadvanceIns, …) leads to its list. A menu or card links to a path only when a
 * pattern here matches it, so no link ends on the error page; add a screen here in the same change that builds it.
 */
export const EXAM_SCREENS = declareScreens('mfe-exam', 'student', [
  ['/student/objectivetest', 'Tests'],
  ['/student/Quizlist', 'Tests'],
  ['/student/instruction', 'Instructions'],
  ['/student/instruction/:examId', 'Instructions'],
  ['/student/InstructionPage', 'Instructions'],
  ['/student/JeeExamScreen', 'Exam'],
  ['/student/JeeExamScreen/:examId', 'Exam'],
  ['/student/SubmitSuccessfully', 'Exam Submitted'],
  // 001 §4.5 the offline exam; any other path under /student/generic/{examId} leads to /student (001 §2.1).
  ['/student/generic/:examId/instructions', 'Instructions'],
  ['/student/generic/:examId/exam', 'Exam'],
  ['/student/generic/*', 'Exam'],
  ['/student/result/:examId', 'Exam Result'],
  ['/student/answer/:examId', 'Exam Answer Keys'],
  // 001 §2.1 objectiveresult/ and its six pages (mfe-exam/src/analysis/pages.ts); the exam id in route state exam_id.
  ['/student/objectiveresult', 'Exam Result'],
  ['/student/objectiveresult/:page', 'Exam Result'],
  ['/student/dpp-list', 'Mandatory Practice Problems'],
  ['/student/dpp-list/all', 'Mandatory Practice Problems'],
  ['/student/InstructionsGenericDpp', 'Instructions'],
  ['/student/InstructionsGenericDpp/:examId/exam', 'Exam'],
  ['/student/dpp-result/:examId', 'DPP Result'],
  // Assignments (001 §2.1; mfe-exam/src/assignments).
  ...[
    'assignment',
    'assignmentssubjects',
    'assignmentschapters',
    'assignmentslist',
    'assignments_all_list',
    'submitassignment',
    'updateassignment',
    'submittedassignment',
  ].map((name) => [`/student/${name}`, 'Assignments'] as const),
  ['/student/assignment/:assignmentId', 'Assignments'],
  ['/student/assignmentschapters/:subjectId', 'Assignments'],
  ['/student/assignmentslist/:subjectId/:chapterId', 'Assignments'],
  ['/student/submitassignment/:assignmentId', 'Assignments'],
  ['/student/updateassignment/:assignmentId', 'Assignments'],
  ['/student/submittedassignment/:assignmentId', 'Assignments'],
  // Practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}; mfe-exam/src/practice-session);
  // 'Practice (New)' links here when enable_learning_module.
  ['/student/adaptive', 'Practice'],
  ['/student/practice-session', 'Practice session'],
  ['/student/session-report', 'Session report'],
  ['/student/session-report/:sessionId', 'Session report'],
  // JEE Advanced (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen; mfe-exam/src/jee-advanced).
  ['/student/JeeadvanceIns', 'Instructions'],
  ['/student/JeeadvanceIns/:examId', 'Instructions'],
  ['/student/JeeAdvanceExamScreen', 'Exam'],
  ['/student/JeeAdvanceExamScreen/:examId', 'Exam'],
  ...LEGACY_NAMES.flatMap((name) => [
    [`/student/${name}`, 'Tests'] as const,
    [`/student/${name}/:examId`, 'Tests'] as const,
  ]),
]);

/**
 * The players' plans begin alike (001 §4.2, §7): the exam id is the path's third segment (/student/<screen>/{examId}…);
 * the student's details (get-student-details2, the players' `useStudent`) are asked for first, and `then(send, examId,
 * studentId)` sends the rest with the student's id. Nothing when the exam id is not a positive whole number, nothing
 * past the details when they are refused (a locked profile, an expired session).
 */
function afterStudentDetails(
  then: (send: PrefetchSend, examId: number, studentId: number) => void | Promise<void>,
): RouteCallPlan['start'] {
  return (send, { username }, pathname) => {
    const examId = Number(pathname.split('/')[3]);
    if (!Number.isInteger(examId) || examId <= 0) return;
    void send({ name: 'studentDetails', args: { query: { username } } }).then((data) => {
      const studentId = (data as { student_data?: { id?: unknown } } | undefined)?.student_data?.id;
      if (typeof studentId === 'number') return then(send, examId, studentId);
    });
  };
}

/**
 * The exam player's first calls when it is opened cold — a reload mid-exam, a bookmark (001 §2.1
 * /student/JeeExamScreen/{examId}): the host's entry sends them while mfe-exam's code downloads, instead
 * of after it. The player asks for the student's data (get-student-details2, `useStudent`), then exam info and the start
 * together (001 §4.2: start-exam resumes an attempt already started — the player sends it on every opening, and the
 * server refuses one that may not start), with the student's id. Exactly the names and arguments the player sends
 * (mfe-exam/src/lib/player/first-calls.test.tsx holds them equal); nothing when the path's exam id is not a positive whole
 * number, or when the student's data is refused (a locked profile, an expired session). The player counts the start's
 * remaining seconds from when its reply came (player-api.ts), however long it waited for the player's code.
 */
export const PLAYER_FIRST_CALLS: RouteCallPlan = {
  pattern: '/student/JeeExamScreen/:examId',
  start: afterStudentDetails((send, examId, studentId) => {
    void send({ name: 'examInfo', args: { params: { examId }, query: { student_id: studentId } } });
    void send({ name: 'startExam', args: { params: { examId }, body: { student_id: studentId } } });
  }),
};

/** The same player on JEE Advanced's route (001 §2.1 JeeAdvanceExamScreen/{exam_id}): the same first calls. */
export const JEE_ADVANCED_PLAYER_FIRST_CALLS: RouteCallPlan = {
  ...PLAYER_FIRST_CALLS,
  pattern: '/student/JeeAdvanceExamScreen/:examId',
};

/**
 * The DPP player's first calls when it is opened cold — a reload mid-DPP, a bookmark (001 §2.1
 * /student/InstructionsGenericDpp/{examId}/exam): the host's entry sends them while mfe-exam's code
 * downloads, instead of after it. The DPP player asks for the student's data (get-student-details2, `useStudent`),
 * then DPP start (001 §7 dpp-by-live-class/{student_id}, `exam_id` the path's id: it schedules the DPP for the student
 * and starts or resumes the attempt — the player sends it on every opening, and the server refuses a DPP that is not
 * the student's), then exam info — read after the start, as the player reads it (mfe-exam/src/dpp/dpp-api.ts
 * `DPP_PLAYER_API.start`), since the DPP is scheduled by the start. Exactly the names and arguments the player sends
 * (mfe-exam/src/dpp/first-calls.test.tsx holds them equal), one after another in that order; nothing when the path's
 * exam id is not a positive whole number, nothing past the student's data when it is refused (a locked profile, an
 * expired session), and no exam info after a refused start (the player then shows the refusal and asks for nothing
 * more). The player counts the start's remaining seconds from when its reply came, however long it waited.
 */
export const DPP_PLAYER_FIRST_CALLS: RouteCallPlan = {
  pattern: '/student/InstructionsGenericDpp/:examId/exam',
  start: afterStudentDetails(async (send, examId, studentId) => {
    const started = await send({ name: 'dppStart', args: { params: { studentId }, body: { exam_id: examId } } });
    if (started === undefined) return;
    void send({ name: 'examInfo', args: { params: { examId }, query: { student_id: studentId } } });
  }),
};
