/** Every user-facing text of mfe-corners, copied from the spec (000 = 000_5f588cf4abcc48c4.txt). */
import type { CornerType } from '@classroom/shared/contract';

/** 000 §2 screen titles: 'NCERT, JEE and NEET Corner'. */
export const CORNER_TITLES: Record<CornerType, string> = { ncert: 'NCERT Corner', jee: 'JEE Corner', neet: 'NEET Corner' };
/** The {TYPE} of the empty text. */
export const CORNER_NAMES: Record<CornerType, string> = { ncert: 'NCERT', jee: 'JEE', neet: 'NEET' };

export const MESSAGES = {
  /** 000 §2 Corner cards: the class dropdown. */
  selectClass: 'Select Class',
  /** 000 §2: 'No {TYPE} content available'. */
  empty: (type: string) => `No ${type} content available`,
  seeAll: 'See all',
  videos: 'Videos',
  chapters: 'Chapters',
  /** 000 §2: notes (JEE and NEET) or exercise solutions (NCERT). */
  notes: 'Notes',
  exerciseSolutions: 'Exercise solutions',
  retry: 'Retry',
  /** 000 §8, 001 §2.8 error page text. */
} as const;
