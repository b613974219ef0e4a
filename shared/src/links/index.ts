/**
 * Links to the institute's external services (000 §7, 001 §2.2). The spec names the service but not its
 * address: the address comes from runtime config (/config.json, `links.questionPaper`), never from a build.
 */
import { getRuntimeConfig } from '@classroom/shared/config';

/**
 * A question-paper download link (001 §2.2): the external result host with ExamScheduleId and StudentId, or null
 * when the gateway sets no result host (then no download is offered). `base` defaults to runtime config.
 */
export function questionPaperUrl(
  examScheduleId: number,
  studentId: number,
  base = getRuntimeConfig()?.links.questionPaper ?? null,
): string | null {
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('ExamScheduleId', String(examScheduleId));
  url.searchParams.set('StudentId', String(studentId));
  return url.toString();
}

// By package name: `@classroom/shared/links/screens` is its own entry point (no config, no zustand), which the host's
// entry loads before React to find a route's first calls.
export {
  attendanceBatchOf,
  BUILT_SCREENS,
  DASHBOARD_EXAM_TYPE,
  DASHBOARD_FIRST_CALLS,
  DASHBOARD_LIST_PAGE,
  DPP_PLAYER_FIRST_CALLS,
  isScreenBuilt,
  matchesScreen,
  routeCallPlan,
  PLAYER_FIRST_CALLS,
  ROUTE_CALL_PLANS,
  SPECIAL_SCHOOL_ID,
} from '@classroom/shared/links/screens';
export { hasSelfLearningModule, PRACTICE_PATH, SELF_LEARNING_MODULE_SECTION_IDS } from './learning';
