import type { RouteCallPlan } from '@classroom/shared/prefetch';

/**
 * Screens of mfe-exam that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const EXAM_SCREENS: readonly string[] = [
  '/student/objectivetest',
  '/student/Quizlist',
  '/student/instruction/:examId',
  '/student/InstructionPage',
  '/student/JeeExamScreen/:examId',
  '/student/SubmitSuccessfully',
  '/student/generic/:examId/instructions',
  '/student/generic/:examId/exam',
  '/student/result/:examId',
  '/student/answer/:examId',
  // 001 §2.1 objectiveresult/ (issue 12 §6; exam id in route state exam_id).
  '/student/objectiveresult',
  ...['percentileandscore', 'difficultylevelwisescore', 'timeperquestion', 'solutions', 'chapterwisescore', 'questionpaper'].map((p) => `/student/objectiveresult/${p}`),
  '/student/dpp-list/all',
  '/student/InstructionsGenericDpp',
  '/student/InstructionsGenericDpp/:examId/exam',
  '/student/dpp-result/:examId',
  // Issue 12 §5 assignments (mfe-exam/src/assignments); the id-less names open the subjects.
  '/student/assignment', '/student/assignment/:assignmentId', '/student/assignmentssubjects', '/student/assignmentschapters/:subjectId',
  '/student/assignmentslist/:subjectId/:chapterId', '/student/assignments_all_list', '/student/submitassignment/:assignmentId',
  '/student/updateassignment/:assignmentId', '/student/submittedassignment/:assignmentId',
  // Issue 12 §8 practice sessions (mfe-exam/src/practice-session); 'Practice (New)' links here when enable_learning_module.
  '/student/adaptive', '/student/practice-session', '/student/session-report/:sessionId',
  // Issue 12 §7 JEE Advanced (mfe-exam/src/jee-advanced).
  '/student/JeeadvanceIns/:examId', '/student/JeeAdvanceExamScreen/:examId',
  // 001 §2.1 older names (mfe-exam/src/legacy-routes): with or without an id they open today's screen or its list.
  ...['InstructionsGeneric', 'InstructionsGenericSecond', 'ExamScreenGeneric', 'InstructionsGenericSecondDpp', 'ExamScreenGenericDpp',
    'JeeExamScreen', 'instruction', 'important-instruction', 'objectiveexaminstruction', 'objectiveexam', 'StudentObjectiveTest',
    'objectiveexamcomplete'].flatMap((name) => [`/student/${name}`, `/student/${name}/:examId`]),
];

/**
 * The exam player's first calls when it is opened cold — a reload mid-exam, a bookmark (001 §2.1
 * /student/JeeExamScreen/{examId}; issue 14 §2): the host's entry sends them while mfe-exam's code downloads, instead
 * of after it. The player asks for the student's data (get-student-details2, `useStudent`), then exam info and the start
 * together (001 §4.2: start-exam resumes an attempt already started — the player sends it on every opening, and the
 * server refuses one that may not start), with the student's id. Exactly the names and arguments the player sends
 * (mfe-exam/src/player/first-calls.test.tsx holds them equal); nothing when the path's exam id is not a positive whole
 * number, or when the student's data is refused (a locked profile, an expired session). The player counts the start's
 * remaining seconds from when its reply came (player-api.ts), however long it waited for the player's code.
 */
export const PLAYER_FIRST_CALLS: RouteCallPlan = {
  pattern: '/student/JeeExamScreen/:examId',
  start(send, { username }, pathname) {
    const examId = Number(pathname.split('/')[3]);
    if (!Number.isInteger(examId) || examId <= 0) return;
    void send({ name: 'studentDetails', args: { query: { username } } }).then((data) => {
      const studentId = (data as { student_data?: { id?: unknown } } | undefined)?.student_data?.id;
      if (typeof studentId !== 'number') return;
      void send({ name: 'examInfo', args: { params: { examId }, query: { student_id: studentId } } });
      void send({ name: 'startExam', args: { params: { examId }, body: { student_id: studentId } } });
    });
  },
};

/** The same player on JEE Advanced's route (001 §2.1 JeeAdvanceExamScreen/{exam_id}; issue 12 §7): the same first calls. */
export const JEE_ADVANCED_PLAYER_FIRST_CALLS: RouteCallPlan = { ...PLAYER_FIRST_CALLS, pattern: '/student/JeeAdvanceExamScreen/:examId' };
