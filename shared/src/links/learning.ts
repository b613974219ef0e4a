/**
 * The learning links of 000 §6, one rule for the older bar (host) and the dashboard (mfe-dashboard):
 * 'Practice (New)' when the student's enable_learning_module is on; 'Self Learning Module', a link to an external site,
 * for "certain named sections".
 */

/** The practice-session screen of mfe-exam that 'Practice (New)' opens (001 §2.1 practice-session). */
export const PRACTICE_PATH = '/student/practice-session';

/**
 * The "named sections" of 000 §6 that show the Self Learning Module link. The spec does not name them; the institute's
 * choice is kept here by section id (seed: 301 'JEE 2027', 303 'JEE Advanced 2026'), the id being stable where a
 * section's display name is not.
 */
export const SELF_LEARNING_MODULE_SECTION_IDS: ReadonlySet<number> = new Set([301, 303]);

/** Whether a student of section `sectionId` is offered the Self Learning Module (000 §6; the address is runtime config). */
export function hasSelfLearningModule(sectionId: number): boolean {
  return SELF_LEARNING_MODULE_SECTION_IDS.has(sectionId);
}
