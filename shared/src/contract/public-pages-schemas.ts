import { z } from 'zod';
import { id } from './envelope';

/** Texts of the two public pages of 001 §2.1 (the API and the host use the same words). */
export const PUBLIC_PAGES_TEXT = {
  rollNumberRule: 'Enter your roll number as printed on your admit card: 6 to 12 letters and digits',
  dateOfBirthRule: 'Enter your date of birth as on your admit card',
  izestNotFound: 'No result found for this roll number and date of birth. Please check them and try again.',
  recordingsNotYours: 'You can see only your own past recordings.',
} as const;

/** A calendar date 'YYYY-MM-DD' that exists (not '2010-02-30'), read as a date only: it never shifts a day. */
function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/**
 * The iZest result look-up (001 §2.1 /izest/result): the roll number of the admit card, 6–12 letters and digits,
 * trimmed and upper-cased ('iz26 00123' is refused: no spaces), and the candidate's date of birth ('YYYY-MM-DD', a
 * real date), the second fact result pages of Indian exams ask, so roll numbers cannot be counted through
 * (docs/decisions/0010-production-profile.md). A wrong pair answers the same 404 whichever part is wrong.
 */
export const izestResultQuery = z.object({
  roll_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,12}$/, PUBLIC_PAGES_TEXT.rollNumberRule),
  date_of_birth: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, PUBLIC_PAGES_TEXT.dateOfBirthRule)
    .refine(isCalendarDate, PUBLIC_PAGES_TEXT.dateOfBirthRule),
});
export type IzestResultQuery = z.infer<typeof izestResultQuery>;

/**
 * One published iZest result: marks (`score` of `max_score`, may be negative with negative marking), the all-India
 * `rank` (1 = first), `percentile` (0–100) and the day results were published (ISO date-time).
 */
export const izestResult = z.object({
  roll_number: z.string(),
  student_name: z.string(),
  exam_name: z.string(),
  score: z.number(),
  max_score: z.number(),
  rank: z.number().int().positive(),
  percentile: z.number().min(0).max(100),
  published_at: z.string(),
});
export type IzestResult = z.infer<typeof izestResult>;

/** /pastrecordings/{student_id} (001 §2.1): the student id of the path. */
export const pastRecordingsParams = z.object({ studentId: id });

/**
 * One past class with its recording (000 §3 Class, read-only): times are ISO date-times, `replay_url` the recording's
 * address from the API: absolute, or a path on the portal's own origin (the demo's /api/static/videos/… clips), as
 * the classes' replay_url (dashboard.ts). Only online classes that have ended and have a recording are listed, latest first.
 */
export const pastRecording = z.object({
  liveclass_id: z.number().int(),
  subject_name: z.string(),
  primary_color: z.string(),
  chapter_name: z.string(),
  lecture: z.string(),
  faculty_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  replay_url: z.string().min(1),
});
export type PastRecording = z.infer<typeof pastRecording>;
