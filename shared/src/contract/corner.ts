import * as z from 'zod/mini';
import { id } from './envelope';

/** Corner types (000 §2): the NCERT, JEE and NEET corners. */
export const cornerType = z.enum(['ncert', 'jee', 'neet']);
export type CornerType = z.infer<typeof cornerType>;

export const cornerFiltersQuery = z.object({ corner_type: cornerType });
export const cornerClass = z.object({ id: z.int(), class_name: z.string() });
export const cornerFiltersReply = z.object({ classes: z.array(cornerClass) });

export const video = z.object({
  video_id: z.int(),
  video_name: z.string(),
  video_icon_url: z.nullable(z.string()),
});
export const note = z.object({
  note_name: z.string(),
  question_id: z.nullable(z.int()),
  notes_pdf_url: z.nullable(z.string()),
});

/** Corner content for one class (000 §2 Corner cards): subjects → chapters → videos and notes. */
export const cornerSubject = z.object({
  id: z.int(),
  subject_name: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  chapters: z.array(z.object({ id: z.int(), chapter_name: z.string(), videos: z.array(video), notes: z.array(note) })),
});
export type CornerSubject = z.infer<typeof cornerSubject>;
export const dashboardCornerQuery = z.object({ corner_type: cornerType, class_assoc: id });
export const dashboardCornerReply = z.object({ subjects: z.array(cornerSubject) });
