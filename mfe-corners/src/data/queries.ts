/**
 * Server reads of mfe-corners as react-query options (ARCHITECTURE §2 'server state': the shared QueryClient, no
 * hand-written loaders). Keys start with 'corners' so the remote's cache entries are easy to tell apart.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import type { CornerType } from '@classroom/shared/contract';

/** 000 §7 corner filters: the classes of a corner. */
export const cornerFiltersQuery = (type: CornerType) =>
  queryOptions({
    queryKey: ['corners', 'filters', type],
    queryFn: ({ signal }) => call('cornerFilters', { query: { corner_type: type }, signal }),
  });

/** 000 §7 dashboard corner: subjects → chapters → videos and notes of one class. */
export const dashboardCornerQuery = (type: CornerType, classId: number) =>
  queryOptions({
    queryKey: ['corners', 'content', type, classId],
    queryFn: ({ signal }) => call('dashboardCorner', { query: { corner_type: type, class_assoc: classId }, signal }),
  });

/** 000 §7 NCERT exercises of a chapter. */
export const ncertExercisesQuery = (chapterId: number) =>
  queryOptions({
    queryKey: ['corners', 'exercises', chapterId],
    queryFn: ({ signal }) => call('ncertExercises', { query: { corner_type: 'ncert', chapter_id: chapterId }, signal }),
  });

/** 000 §7 NCERT questions (with worked solutions) of an exercise. */
export const ncertQuestionsQuery = (exerciseId: number) =>
  queryOptions({
    queryKey: ['corners', 'questions', exerciseId],
    queryFn: ({ signal }) =>
      call('ncertQuestions', { query: { corner_type: 'ncert', exercise_id: exerciseId }, signal }),
  });

/** The lecture page's chapter (names, videos with links, notes). */
export const chapterDetailQuery = (type: CornerType, chapterId: number) =>
  queryOptions({
    queryKey: ['corners', 'chapter', type, chapterId],
    queryFn: ({ signal }) => call('chapterDetail', { query: { corner_type: type, chapter_id: chapterId }, signal }),
  });

/** Video lectures: subjects → chapters with videos. */
export const videoLecturesQuery = () =>
  queryOptions({
    queryKey: ['corners', 'library', 'videos'],
    queryFn: ({ signal }) => call('videoLectures', { signal }),
  });

/** Student notes: subjects → chapters with notes. */
export const studentNotesQuery = () =>
  queryOptions({
    queryKey: ['corners', 'library', 'notes'],
    queryFn: ({ signal }) => call('studentNotes', { signal }),
  });

/** Study material: every notes PDF of a subject. */
export const studyMaterialQuery = (subjectId: number) =>
  queryOptions({
    queryKey: ['corners', 'library', 'material', subjectId],
    queryFn: ({ signal }) => call('studyMaterial', { query: { subject_id: subjectId }, signal }),
  });

/** The student's classes (000 §7 dashboard classes), for past recordings by subject. */
export const pastClassesQuery = () =>
  queryOptions({ queryKey: ['corners', 'classes'], queryFn: ({ signal }) => call('dashboardClasses', { signal }) });

/** Doubt module: the solution bank's subjects and chapters. */
export const doubtChaptersQuery = () =>
  queryOptions({
    queryKey: ['corners', 'doubts', 'chapters'],
    queryFn: ({ signal }) => call('doubtChapters', { signal }),
  });

/** Doubt module: the questions of a chapter. */
export const doubtQuestionsQuery = (chapterId: number) =>
  queryOptions({
    queryKey: ['corners', 'doubts', 'questions', chapterId],
    queryFn: ({ signal }) => call('doubtQuestions', { query: { chapter_id: chapterId }, signal }),
  });

/** student-queries-text: full-text search of the solution bank (on the server). */
export const searchSolutionsQuery = (text: string, subjectId: number | null, chapterId: number | null) =>
  queryOptions({
    queryKey: ['corners', 'doubts', 'search', text.trim(), subjectId, chapterId],
    queryFn: ({ signal }) =>
      call('searchSolutions', {
        query: {
          text: text.trim(),
          ...(subjectId ? { subject_id: subjectId } : {}),
          ...(chapterId ? { chapter_id: chapterId } : {}),
        },
        signal,
      }),
  });

/** get-solution: one question with its worked solution. */
export const solutionQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['corners', 'doubts', 'solution', questionId],
    queryFn: ({ signal }) => call('getSolution', { query: { question_id: questionId }, signal }),
  });

/** get-pending-doubts: the student's doubts. */
export const pendingDoubtsQuery = () =>
  queryOptions({ queryKey: ['corners', 'doubts', 'mine'], queryFn: ({ signal }) => call('pendingDoubts', { signal }) });

/** One photo of the student's own doubt (a data URL). */
export const doubtPhotoQuery = (doubtId: number, index: number) =>
  queryOptions({
    queryKey: ['corners', 'doubts', 'photo', doubtId, index],
    staleTime: Infinity,
    queryFn: ({ signal }) => call('doubtPhoto', { query: { doubt_id: doubtId, index }, signal }),
  });
