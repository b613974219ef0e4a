/** Every user-facing text of mfe-corners, copied from the spec (000 = 000_5f588cf4abcc48c4.txt, 001 = 001_…). */
import type { CornerType } from '@classroom/shared/contract';

/** 000 §2 screen titles: 'NCERT, JEE and NEET Corner'. */
export const CORNER_TITLES: Record<CornerType, string> = { ncert: 'NCERT Corner', jee: 'JEE Corner', neet: 'NEET Corner' };
/** The {TYPE} of the empty text. */
export const CORNER_NAMES: Record<CornerType, string> = { ncert: 'NCERT', jee: 'JEE', neet: 'NEET' };

/** 000 §2 screen titles used by the learning screens. */
export const TITLES = {
  lecture: 'Lecture',
  ncertQuestions: 'NCERT Exercise Questions',
  solutions: 'Solutions',
  videoLectures: 'Video Lectures',
  notes: 'Notes',
  studyMaterial: 'Study Material',
  pastClasses: 'Past Classes',
  askDoubt: 'Ask a Doubt',
  pendingDoubts: 'Pending Doubts',
} as const;

export const MESSAGES = {
  /** 000 §2 Corner cards: the class dropdown. */
  selectClass: 'Select Class',
  /** 000 §2: 'No {TYPE} content available' with the dashboard's sub-message 'Check back later'. */
  empty: (type: string) => `No ${type} content available`,
  checkBackLater: 'Check back later',
  seeAll: 'See all',
  videos: 'Videos',
  chapters: 'Chapters',
  chapterN: (n: number) => `Chapter ${n}`,
  /** 000 §2: notes (JEE and NEET) or exercise solutions (NCERT). */
  notes: 'Notes',
  exerciseSolutions: 'Exercise solutions',
  solutionsSuffix: 'solutions',
  questionsWord: (n: number) => (n === 1 ? 'question' : 'questions'),
  noVideos: 'No videos in this chapter yet',
  noNotes: 'No notes in this chapter yet',
  noExercises: 'No exercises in this chapter yet',
  exercisesFailed: 'The exercises could not be loaded',
  loadingShort: 'Loading... please wait',
  opensInNewTab: '(opens in a new tab)',
  backTo: (name: string) => `Back to ${name}`,
  retry: 'Retry',
} as const;
