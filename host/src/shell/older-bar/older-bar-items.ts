import { hasSelfLearningModule, isScreenBuilt } from '@classroom/shared/links';

/**
 * The older navigation bar's items (000 §2 'Older navigation bar'), in the spec's order: Practice (New), Self
 * Learning Module, My Schedule, My Test, My Assignment, My Quiz, My Profile, Change Password, Help & Support, Logout.
 *
 * - `route`: a portal screen (`to`, with optional router `state`, e.g. objectivetest's exam_type, 001 §2.1);
 * - `external`: an address outside the portal from runtime config (/config.json);
 * - `logout`: the sign-out button.
 */
export type OlderBarItem =
  | { kind: 'route'; label: string; to: string; state?: { exam_type: number } }
  | { kind: 'external'; label: string; href: string }
  | { kind: 'logout'; label: 'Logout' };

/** What the bar needs to know of the student (a subset of the contract's StudentData, 000 §3). */
export interface OlderBarStudent {
  enable_learning_module: boolean;
  section_assoc: { id: number };
}

/** Screens of the bar, each shown only when `isScreenBuilt` says it is (never a link to the error page). */
const PRACTICE = { label: 'Practice (New)', to: '/student/practice-session' } as const;
const SCREENS: readonly { label: string; to: string; state?: { exam_type: number } }[] = [
  { label: 'My Schedule', to: '/student/Myschedule' },
  // 001 §2.1 objectivetest: route state exam_type 1 = My Test.
  { label: 'My Test', to: '/student/objectivetest', state: { exam_type: 1 } },
  { label: 'My Assignment', to: '/student/assignmentssubjects' },
  { label: 'My Quiz', to: '/student/Quizlist' },
  { label: 'My Profile', to: '/student/profile' },
  { label: 'Change Password', to: '/student/changepassword' },
  { label: 'Help & Support', to: '/student/help-and-support' },
];

/**
 * The bar's items for one student (000 §2, §6): Practice (New) only with enable_learning_module; Self Learning Module
 * only for the named sections and only when the gateway sets its address (`selfLearningModuleUrl`, else null); every
 * portal screen only when built (`built`, default isScreenBuilt); Logout always. Before the student data has loaded
 * (`student` null) the student-dependent items are left out.
 */
export function olderBarItems(
  student: OlderBarStudent | null | undefined,
  selfLearningModuleUrl: string | null,
  built: (path: string) => boolean = isScreenBuilt,
): OlderBarItem[] {
  const items: OlderBarItem[] = [];
  if (student?.enable_learning_module && built(PRACTICE.to)) items.push({ kind: 'route', ...PRACTICE });
  if (student && selfLearningModuleUrl && hasSelfLearningModule(student.section_assoc.id)) {
    items.push({ kind: 'external', label: 'Self Learning Module', href: selfLearningModuleUrl });
  }
  for (const screen of SCREENS) if (built(screen.to)) items.push({ kind: 'route', ...screen });
  items.push({ kind: 'logout', label: 'Logout' });
  return items;
}
