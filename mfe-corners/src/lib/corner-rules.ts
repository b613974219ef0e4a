import type { CornerSubject, CornerType } from '@classroom/shared/contract';

/** 000 §9: a 'See all' video card appears at 5 or more videos. */
export const SEE_ALL_VIDEO_THRESHOLD = 5;
/** 000 §9: corner cards show the first 3 notes or solutions. */
export const NOTES_SHOWN = 3;

type Chapter = CornerSubject['chapters'][number];

/**
 * 000 §2 Corner cards, §9: the video cards of a chapter. With 5 or more videos the row ends with a
 * 'See all' card, which takes the place of the fifth and later videos.
 */
export function videoCards<V>(videos: readonly V[]): { shown: V[]; seeAll: boolean } {
  const seeAll = videos.length >= SEE_ALL_VIDEO_THRESHOLD;
  return { shown: seeAll ? videos.slice(0, SEE_ALL_VIDEO_THRESHOLD - 1) : [...videos], seeAll };
}

/** 000 §2, §9: the first 3 notes (JEE, NEET) or exercise solutions (NCERT) of a chapter. */
export function notesShown<N>(notes: readonly N[]): N[] {
  return notes.slice(0, NOTES_SHOWN);
}

/** 000 §2: NCERT shows exercise solutions, JEE and NEET show notes. */
export function notesKind(type: CornerType): 'exercise-solutions' | 'notes' {
  return type === 'ncert' ? 'exercise-solutions' : 'notes';
}

/** 000 §2 Corner cards: a subject shows chapter 1's videos and notes. */
export function firstChapter(subject: Pick<CornerSubject, 'chapters'>): Chapter | null {
  return subject.chapters[0] ?? null;
}

/** 000 §2 route table: a video lecture is /student/{type}/{chapterId}/{videoId}. */
export function videoPath(type: CornerType, chapterId: number, videoId: number): string {
  return `/student/${type}/${chapterId}/${videoId}`;
}

/** The class to show: the one carried in route state when the filters list it, else the first (or none). */
export function pickClass(classes: readonly { id: number }[], wanted: number | null | undefined): number | null {
  if (wanted != null && classes.some((c) => c.id === wanted)) return wanted;
  return classes[0]?.id ?? null;
}

/** 000 §2: the 'See all' target /student/{type} carries subjectId and classId in route state. */
export function seeAllState(subjectId: number, classId: number): { subjectId: number; classId: number } {
  return { subjectId, classId };
}

/** An NCERT exercise's question list: the question route without a question (/student/ncert/{c}/{v} is a lecture). */
export function exercisePath(chapterId: number, exerciseId: number): string {
  return `/student/ncert/${chapterId}/${exerciseId}/question`;
}

/** 000 §2 route table: an NCERT exercise question is /student/ncert/{chapterId}/{exerciseId}/question/{questionId}. */
export function questionPath(chapterId: number, exerciseId: number, questionId: number): string {
  return `/student/ncert/${chapterId}/${exerciseId}/question/${questionId}`;
}
