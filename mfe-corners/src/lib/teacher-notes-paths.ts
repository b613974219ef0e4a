/**
 * Addresses of the teacher notes screens (declared in shared/src/links/screens/corners.ts): the subjects, one
 * subject's chapters, one chapter's notes. Ids are the API's subject and chapter ids (000 §7 get-subjects, get-chapters).
 */
export const TEACHER_NOTES_PATH = '/student/notes/teachernotes';

/** `/student/notes/teachernotes[/<subjectId>[/<chapterId>]]`: the subjects, a subject's chapters or a chapter's notes. */
export function teacherNotesPath(subjectId?: number, chapterId?: number): string {
  if (subjectId === undefined) return TEACHER_NOTES_PATH;
  return chapterId === undefined
    ? `${TEACHER_NOTES_PATH}/${subjectId}`
    : `${TEACHER_NOTES_PATH}/${subjectId}/${chapterId}`;
}

/** A route parameter as a positive whole id, or null for anything else ('abc', '0', '1.5', missing). */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}
