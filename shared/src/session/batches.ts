import type { Course } from '@classroom/shared/contract';

/** Batch lists the host (Switch Batch, side menu) and the profile show alike (000 §5, §7). */

/** 000 §5: sections whose name contains one of these are hidden from the batch lists. */
export const HIDDEN_SECTION_MARKERS = ['JCF_', 'M.A.T_'] as const;

/** 000 §5: whether a batch is hidden (section name contains 'JCF_' or 'M.A.T_'). */
export function isHiddenBatch(course: Pick<Course, 'section_name'>): boolean {
  return HIDDEN_SECTION_MARKERS.some((marker) => course.section_name.includes(marker));
}

/** 000 §5, §7: the batches a student sees: status true and not hidden. */
export function visibleBatches<C extends Pick<Course, 'section_name' | 'status'>>(courses: readonly C[]): C[] {
  return courses.filter((course) => course.status && !isHiddenBatch(course));
}
