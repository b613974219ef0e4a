/**
 * Route ownership (ARCHITECTURE §2): the one place that says which remote owns which path prefix.
 * Each remote declares its own screens under its prefixes with its own router.
 */
export type RemoteName = 'mfe-dashboard' | 'mfe-exam' | 'mfe-corners' | 'mfe-account';

export interface RouteOwnership {
  /** A path prefix; matches the path itself and anything under it ('/student/ncert' matches '/student/ncert/3/…'). */
  prefix: string;
  remote: RemoteName;
  /** Screen name for the browser title until the remote sets its own (000 §2). */
  screen: string;
}

/** Longest prefix wins; '/student' itself is the dashboard. 001 §2.1 route table. */
export const ROUTES: readonly RouteOwnership[] = [
  // mfe-account (issue 11 adds its prefixes here)
  { prefix: '/student/locked', remote: 'mfe-account', screen: 'Profile Locked' },
  { prefix: '/student/profile', remote: 'mfe-account', screen: 'Profile' },
  { prefix: '/student/changepassword', remote: 'mfe-account', screen: 'Change Password' },
  { prefix: '/student/editparent', remote: 'mfe-account', screen: 'Edit Parent' },
  { prefix: '/student/help-and-support', remote: 'mfe-account', screen: 'Help and Support' },
  { prefix: '/student/payment', remote: 'mfe-account', screen: 'Payment' },
  { prefix: '/student/feesummary', remote: 'mfe-account', screen: 'Fee Summary' },
  { prefix: '/student/feemodule', remote: 'mfe-account', screen: 'Fees' },
  { prefix: '/student/PaymentSuccess', remote: 'mfe-account', screen: 'Payment Status' },
  // mfe-exam (issue 12 adds its prefixes here)
  // 001 §2.1 older route names, each leading to today's screen (mfe-exam/src/legacy-routes).
  ...['InstructionsGeneric', 'InstructionsGenericSecond', 'ExamScreenGeneric', 'InstructionsGenericSecondDpp', 'ExamScreenGenericDpp',
    'important-instruction', 'objectiveexaminstruction', 'objectiveexam', 'StudentObjectiveTest', 'objectiveexamcomplete',
  ].map((name): RouteOwnership => ({ prefix: `/student/${name}`, remote: 'mfe-exam', screen: 'Tests' })),
  // Issue 12 §5 assignments (001 §2.1).
  ...['assignment', 'assignmentssubjects', 'assignmentschapters', 'assignmentslist', 'assignments_all_list', 'submitassignment', 'updateassignment', 'submittedassignment']
    .map((name): RouteOwnership => ({ prefix: `/student/${name}`, remote: 'mfe-exam', screen: 'Assignments' })),
  // Issue 12 §8 practice sessions (001 §2.1 adaptive, practice-session, session-report/{session_id}).
  { prefix: '/student/adaptive', remote: 'mfe-exam', screen: 'Practice' },
  { prefix: '/student/practice-session', remote: 'mfe-exam', screen: 'Practice session' },
  { prefix: '/student/session-report', remote: 'mfe-exam', screen: 'Session report' },
  // Issue 12 §7 JEE Advanced (001 §2.1 JeeadvanceIns, JeeAdvanceExamScreen).
  { prefix: '/student/JeeadvanceIns', remote: 'mfe-exam', screen: 'Instructions' },
  { prefix: '/student/JeeAdvanceExamScreen', remote: 'mfe-exam', screen: 'Exam' },
  { prefix: '/student/objectivetest', remote: 'mfe-exam', screen: 'Tests' },
  { prefix: '/student/Quizlist', remote: 'mfe-exam', screen: 'Tests' },
  { prefix: '/student/dpp-list', remote: 'mfe-exam', screen: 'Mandatory Practice Problems' },
  { prefix: '/student/instruction', remote: 'mfe-exam', screen: 'Instructions' },
  { prefix: '/student/InstructionPage', remote: 'mfe-exam', screen: 'Instructions' },
  { prefix: '/student/InstructionsGenericDpp', remote: 'mfe-exam', screen: 'Instructions' },
  { prefix: '/student/JeeExamScreen', remote: 'mfe-exam', screen: 'Exam' },
  { prefix: '/student/generic', remote: 'mfe-exam', screen: 'Exam' },
  { prefix: '/student/SubmitSuccessfully', remote: 'mfe-exam', screen: 'Exam Submitted' },
  { prefix: '/student/result', remote: 'mfe-exam', screen: 'Exam Result' },
  { prefix: '/student/answer', remote: 'mfe-exam', screen: 'Exam Answer Keys' },
  { prefix: '/student/objectiveresult', remote: 'mfe-exam', screen: 'Exam Result' },
  { prefix: '/student/dpp-result', remote: 'mfe-exam', screen: 'DPP Result' },
  // mfe-corners (issue 10 adds its prefixes here)
  { prefix: '/student/ncert', remote: 'mfe-corners', screen: 'NCERT Corner' },
  { prefix: '/student/jee', remote: 'mfe-corners', screen: 'JEE Corner' },
  { prefix: '/student/neet', remote: 'mfe-corners', screen: 'NEET Corner' },
  // 001 §2.1 'Videos and notes' (notes/Notifications stays the dashboard's: the two longer prefixes below keep it there)
  { prefix: '/student/videolectures', remote: 'mfe-corners', screen: 'Video Lectures' },
  { prefix: '/student/subjectvideos', remote: 'mfe-corners', screen: 'Video Lectures' },
  { prefix: '/student/videoplayer', remote: 'mfe-corners', screen: 'Lecture' },
  { prefix: '/student/notes', remote: 'mfe-corners', screen: 'Notes' },
  { prefix: '/student/notes/notifications', remote: 'mfe-dashboard', screen: 'Notifications' },
  { prefix: '/student/notes/Notifications', remote: 'mfe-dashboard', screen: 'Notifications' },
  { prefix: '/student/readnotes', remote: 'mfe-corners', screen: 'Notes' },
  { prefix: '/student/readsubjectnotes', remote: 'mfe-corners', screen: 'Notes' },
  { prefix: '/student/StudyMaterialSubject', remote: 'mfe-corners', screen: 'Study Material' },
  { prefix: '/student/StudyMaterialList', remote: 'mfe-corners', screen: 'Study Material' },
  { prefix: '/student/pastclasses', remote: 'mfe-corners', screen: 'Past Classes' },
  // 001 §2.1 'Doubts' and 000 §2 Solutions
  { prefix: '/student/askyourdoubt', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/doubtsolutions', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/doubtmodule', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/uploaddoubt', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/chapterlist', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/questionlist', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/questiondetails', remote: 'mfe-corners', screen: 'Solutions' },
  { prefix: '/student/pendingdoubts', remote: 'mfe-corners', screen: 'Solutions' },
  // mfe-dashboard (issue 9 adds its prefixes here)
  { prefix: '/student', remote: 'mfe-dashboard', screen: 'Dashboard' },
];

/**
 * Screens that work through network loss on their own (the offline-tolerant exam, 001 §4.5): they keep
 * answers on the device and sync later, so the host does not interrupt them with the network popup.
 */
export const OFFLINE_TOLERANT_PREFIXES = ['/student/generic'] as const;

/** Whether a path is one of the offline-tolerant screens. */
export function isOfflineTolerant(pathname: string): boolean {
  return OFFLINE_TOLERANT_PREFIXES.some((p) => matches(pathname, p));
}

/**
 * The legacy list screens (001 §2.1 objectivetest, Quizlist, dpp-list, the assignment lists; 001 §2.2): the test,
 * assignment and quiz lists, which show the older navigation bar (000 §2) instead of the top bar. The exam, result
 * and submit screens are not lists and keep the top bar.
 */
export const LEGACY_LIST_PREFIXES = [
  '/student/objectivetest', '/student/Quizlist', '/student/dpp-list',
  '/student/assignmentssubjects', '/student/assignmentschapters', '/student/assignmentslist', '/student/assignments_all_list',
] as const;

/** Whether a path is one of the legacy list screens that carry the older navigation bar (000 §2). */
export function isLegacyList(pathname: string): boolean {
  return LEGACY_LIST_PREFIXES.some((p) => matches(pathname, p));
}

/**
 * The exam screens (001 §2.1 JeeExamScreen/{id}, JeeAdvanceExamScreen, generic/{id}/exam, InstructionsGenericDpp/{id}/exam):
 * like NTA's exam screen they show only the exam — no top bar, no footer — so a running exam cannot be left by one
 * click on Schedule or the logo (the player's own Submit and Back remain).
 */
export function isExamScreen(pathname: string): boolean {
  return /^\/student\/(JeeExamScreen\/[^/]+|JeeAdvanceExamScreen(\/[^/]+)?|generic\/[^/]+\/exam|InstructionsGenericDpp\/[^/]+\/exam)\/?$/.test(pathname);
}

/** Paths under /student that need no login (001 §2.1: /student/locked is not guarded). */
export const UNGUARDED_PREFIXES = ['/student/locked'] as const;

function matches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The route ownership entry for a path, or null when no remote owns it (→ the error page). */
export function ownerOf(pathname: string): RouteOwnership | null {
  let best: RouteOwnership | null = null;
  for (const route of ROUTES) {
    if (matches(pathname, route.prefix) && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best;
}

/** Whether a path needs a signed-in student (001 §6). */
export function isGuarded(pathname: string): boolean {
  return matches(pathname, '/student') && !UNGUARDED_PREFIXES.some((p) => matches(pathname, p));
}
