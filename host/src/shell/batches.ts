/** Batch lists of the shell (000 §5, §7): the Switch Batch popup and the side menu's Current Batch list. */
import { visibleBatches } from '@classroom/shared/session';

/** 000 §2, §9: the side menu shows the first 2 batches, and 'See all' when there are more than 2. */
export const SIDE_MENU_BATCHES = 2;

/** The side menu's batch list: the first 2 visible batches and whether 'See all' shows. */
export function sideMenuBatches<C extends { section_name: string; status: boolean }>(
  courses: readonly C[],
): { shown: C[]; seeAll: boolean } {
  const visible = visibleBatches(courses);
  return { shown: visible.slice(0, SIDE_MENU_BATCHES), seeAll: visible.length > SIDE_MENU_BATCHES };
}
