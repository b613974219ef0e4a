import type { StudentData } from '@classroom/shared/contract';
import { SPECIAL_SCHOOL_ID } from '@classroom/shared/links';

/** 000 §9: the special section id with an extra JEE Advanced test-series button. */
export const SPECIAL_SECTION_ID = 303;

export type RowKind = 'mpp' | 'test' | 'class';

/** Which parts of the dashboard one student sees, in which order. */
export interface DashboardLayout {
  /** The content rows, in order. */
  rows: RowKind[];
  /** Free students: the rows sit under a blur with the unlock prompt (000 §2, §6). */
  rowsLocked: boolean;
  /** Corner links shown, and whether before the rows (free students) or after (enrolled). */
  corners: 'none' | 'before' | 'after';
  /** 'See all' links on the rows (not for school 40059). */
  seeAll: boolean;
  /** The left-side navigation (not for school 40059). */
  navigation: boolean;
  /** Section 303's external test-series button. */
  jeeAdvancedSeries: boolean;
  /** 000 §2, §6 the attendance panel: the batch's figures, the locked overlay (free) or none (school 40059). */
  attendance: 'panel' | 'locked' | 'none';
  /** 000 §6 the place of 'Practice (New)' and 'Self Learning Module' (`learningLinks` decides which show). */
  learning: boolean;
}

/**
 * 000 §2 Dashboard and §6: enrolled students get MPPs, Tests, Classes then corners; free students
 * (is_free) get corners first and the rows under a blur; school 40059 sees only Tests, without See all,
 * navigation or corners; section 303 gets the JEE Advanced test-series button; every kind but school 40059 (Tests only) has
 * the place of the learning links (000 §6, `learningLinks` decides which).
 */
export function dashboardLayout(
  student: Pick<StudentData, 'is_free' | 'school_assoc' | 'section_assoc'>,
): DashboardLayout {
  const jeeAdvancedSeries = student.section_assoc.id === SPECIAL_SECTION_ID;
  if (student.school_assoc.id === SPECIAL_SCHOOL_ID) {
    return {
      rows: ['test'],
      rowsLocked: false,
      corners: 'none',
      seeAll: false,
      navigation: false,
      jeeAdvancedSeries,
      attendance: 'none',
      learning: false,
    };
  }
  if (student.is_free) {
    return {
      rows: ['mpp', 'test', 'class'],
      rowsLocked: true,
      corners: 'before',
      seeAll: true,
      navigation: true,
      jeeAdvancedSeries,
      attendance: 'locked',
      learning: true,
    };
  }
  return {
    rows: ['mpp', 'test', 'class'],
    rowsLocked: false,
    corners: 'after',
    seeAll: true,
    navigation: true,
    jeeAdvancedSeries,
    attendance: 'panel',
    learning: true,
  };
}

/** 000 §2: the combined empty state shows when the MPP, test and class lists are all empty. */
export function allEmpty(counts: { mpps: number; exams: number; classes: number }): boolean {
  return counts.mpps === 0 && counts.exams === 0 && counts.classes === 0;
}
