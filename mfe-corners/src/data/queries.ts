/**
 * Server reads of mfe-corners as react-query options (ARCHITECTURE §2 'server state': the shared QueryClient, no
 * hand-written loaders). Keys start with 'corners' so the remote's cache entries are easy to tell apart.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { CornerType } from '@classroom/shared/contract';

/** 000 §7 corner filters: the classes of a corner. */
export const cornerFiltersQuery = (type: CornerType) =>
  queryOptions({ queryKey: ['corners', 'filters', type], queryFn: ({ signal }) => call('cornerFilters', { query: { corner_type: type }, signal }) });

/** 000 §7 dashboard corner: subjects → chapters → videos and notes of one class. */
export const dashboardCornerQuery = (type: CornerType, classId: number) =>
  queryOptions({
    queryKey: ['corners', 'content', type, classId],
    queryFn: ({ signal }) => call('dashboardCorner', { query: { corner_type: type, class_assoc: classId }, signal }),
  });

/** 000 §7 chapter videos (with each video's link). */
export const chapterVideosQuery = (type: CornerType, chapterId: number) =>
  queryOptions({ queryKey: ['corners', 'videos', type, chapterId], queryFn: ({ signal }) => call('chapterVideos', { query: { corner_type: type, chapter_id: chapterId }, signal }) });

/** 000 §7 chapter notes. */
export const chapterNotesQuery = (type: CornerType, chapterId: number) =>
  queryOptions({ queryKey: ['corners', 'notes', type, chapterId], queryFn: ({ signal }) => call('chapterNotes', { query: { corner_type: type, chapter_id: chapterId }, signal }) });

/** 000 §7 NCERT exercises of a chapter. */
export const ncertExercisesQuery = (chapterId: number) =>
  queryOptions({ queryKey: ['corners', 'exercises', chapterId], queryFn: ({ signal }) => call('ncertExercises', { query: { corner_type: 'ncert', chapter_id: chapterId }, signal }) });

/** 000 §7 NCERT questions (with worked solutions) of an exercise. */
export const ncertQuestionsQuery = (exerciseId: number) =>
  queryOptions({ queryKey: ['corners', 'questions', exerciseId], queryFn: ({ signal }) => call('ncertQuestions', { query: { corner_type: 'ncert', exercise_id: exerciseId }, signal }) });
