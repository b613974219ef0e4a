/**
 * Schemas of the learning calls: video lectures and notes by subject, study material, the doubt module's
 * solution bank (chapters, questions, full-text search, solutions) and the student's own doubts (000 §7 doubt calls).
 */
import { z } from 'zod';
import { id } from './envelope';
import { cornerType } from './corner';

/** A subject with the corner chapters that hold videos or notes (video lectures, student notes: subject → chapter). */
export const librarySubject = z.object({
  subject_id: z.number().int(),
  subject_name: z.string(),
  primary_color: z.string(),
  chapters: z.array(
    z.object({
      chapter_id: z.number().int(),
      chapter_name: z.string(),
      corner_type: cornerType,
      class_name: z.string(),
      /** Videos (video lectures) or notes (student notes) in the chapter. */
      count: z.number().int(),
    }),
  ),
});
export const libraryReply = z.array(librarySubject);

export const studyMaterialQuery = z.object({ subject_id: id });
/** Every notes PDF of a subject across the corners (study material list), in chapter order. */
export const studyMaterialReply = z.array(
  z.object({
    note_name: z.string(),
    notes_pdf_url: z.string(),
    chapter_id: z.number().int(),
    chapter_name: z.string(),
    corner_type: cornerType,
    class_name: z.string(),
  }),
);

/** The solution bank's subjects and chapters with their question counts (doubt-module chapters). */
export const doubtChaptersReply = z.array(
  z.object({
    subject_id: z.number().int(),
    subject_name: z.string(),
    primary_color: z.string(),
    chapters: z.array(
      z.object({
        chapter_id: z.number().int(),
        chapter_name: z.string(),
        class_name: z.string(),
        num_questions: z.number().int(),
      }),
    ),
  }),
);

export const doubtQuestionsQuery = z.object({ chapter_id: id });
export const solutionSummary = z.object({
  question_id: z.number().int(),
  /** The question as rich text (HTML with TeX math); the client sanitises it. */
  question: z.string(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  chapter_id: z.number().int(),
  chapter_name: z.string(),
});
export const doubtQuestionsReply = z.array(solutionSummary);

/** student-queries-text: full-text search of the solution bank, optionally within a subject or chapter. */
export const searchSolutionsQuery = z.object({
  text: z.string().trim().min(2, 'text must have at least 2 characters').max(200),
  subject_id: z.optional(id),
  chapter_id: z.optional(id),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const searchSolutionsReply = z.array(solutionSummary);

export const solutionQuery = z.object({ question_id: id });
export const solutionReply = solutionSummary.extend({
  /** The worked solution (HTML with TeX math). */
  solution: z.string(),
  /** Neighbours within the chapter, for previous/next (null at either end). */
  prev_question_id: z.number().int().nullable(),
  next_question_id: z.number().int().nullable(),
});

/** The photos of a doubt (000 §7 post-pending-doubt): up to 3 jpeg/png of at most 2 MB, checked by their bytes on the server. */
export const DOUBT_PHOTOS = {
  field: 'photos',
  maxFiles: 3,
  maxFileBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
} as const;

/** Text fields of an asked doubt (multipart with up to 3 jpeg/png photos in the field photos). */
export const doubtBody = z.object({
  subject_id: id,
  chapter_id: z.union([id, z.literal('').transform(() => undefined)]).optional(),
  question: z.string().trim().min(5, 'question must have at least 5 characters').max(2000),
});
export const doubtParams = z.object({ doubtId: id });
export const doubtItem = z.object({
  doubt_id: z.number().int(),
  subject_id: z.number().int(),
  subject_name: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  question: z.string(),
  answer: z.string().nullable(),
  status: z.enum(['pending', 'answered']),
  /** ISO 8601 instant. */
  created_at: z.string(),
  photos: z.number().int(),
});
export const doubtsReply = z.array(doubtItem);
export type DoubtItem = z.infer<typeof doubtItem>;

export const chapterDetailQuery = z.object({ corner_type: cornerType, chapter_id: id });
/** A corner chapter for the lecture page: names, every video with its link, and the chapter's notes. */
export const chapterDetailReply = z.object({
  chapter_id: z.number().int(),
  chapter_name: z.string(),
  subject_name: z.string(),
  class_name: z.string(),
  videos: z.array(
    z.object({
      video_id: z.number().int(),
      video_name: z.string(),
      video_icon_url: z.string().nullable(),
      video_url: z.string(),
    }),
  ),
  notes: z.array(z.object({ note_name: z.string(), notes_pdf_url: z.string().nullable() })),
});
/** The ask-a-doubt form's values (strings from the form) and the parsed body. */
export type DoubtBodyInput = z.input<typeof doubtBody>;
export type DoubtBody = z.output<typeof doubtBody>;

export const doubtPhotoQuery = z.object({ doubt_id: id, index: z.coerce.number().int().min(0).max(2) });
/** One photo of the caller's own doubt, as a data URL (the envelope is JSON; photos are at most 2 MB). */
export const doubtPhotoReply = z.object({
  mime_type: z.enum(['image/jpeg', 'image/png']),
  data_url: z.string().startsWith('data:image/'),
});
