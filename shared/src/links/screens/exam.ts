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
