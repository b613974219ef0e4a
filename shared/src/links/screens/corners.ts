import { declareScreens } from './screen';

/**
 * Screens of mfe-corners (001 §2.1 route patterns), declared once: the host's routes, the link registry and
 * mfe-corners' router (src/root.tsx, held equal by its routes test) come from this list. A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen here in the same change
 * that builds it.
 */
export const CORNERS_SCREENS = declareScreens('mfe-corners', 'student', [
  // 000 §2 corners, lectures, NCERT questions
  ['/student/ncert', 'NCERT Corner'],
  ['/student/jee', 'JEE Corner'],
  ['/student/neet', 'NEET Corner'],
  ['/student/ncert/:chapterId/:videoId', 'Lecture'],
  ['/student/jee/:chapterId/:videoId', 'Lecture'],
  ['/student/neet/:chapterId/:videoId', 'Lecture'],
  ['/student/ncert/:chapterId/:exerciseId/question', 'NCERT Corner'],
  ['/student/ncert/:chapterId/:exerciseId/question/:questionId', 'NCERT Corner'],
  // 001 §2.1 videos and notes
  ['/student/videolectures', 'Video Lectures'],
  ['/student/subjectvideos', 'Video Lectures'],
  ['/student/videoplayer', 'Lecture'],
  ['/student/notes', 'Notes'],
  ['/student/notes/notessubjects', 'Notes'],
  ['/student/notes/noteschapters', 'Notes'],
  ['/student/notes/noteslist', 'Notes'],
  // 000 §7 address list: get-subjects, get-chapters, get-teacher-notes (linked from the notes screens)
  ['/student/notes/teachernotes', 'Teacher Notes'],
  ['/student/notes/teachernotes/:subjectId', 'Teacher Notes'],
  ['/student/notes/teachernotes/:subjectId/:chapterId', 'Teacher Notes'],
  ['/student/readnotes', 'Notes'],
  ['/student/readsubjectnotes', 'Notes'],
  ['/student/StudyMaterialSubject', 'Study Material'],
  ['/student/StudyMaterialList', 'Study Material'],
  ['/student/pastclasses/subjects', 'Past Classes'],
  ['/student/pastclasses/chapters', 'Past Classes'],
  // 001 §2.1 doubts; 000 §2 Solutions
  ['/student/askyourdoubt', 'Solutions'],
  ['/student/doubtsolutions', 'Solutions'],
  ['/student/doubtmodule', 'Solutions'],
  ['/student/doubtmodule/searchquestion', 'Solutions'],
  ['/student/doubtmodule/SearchQuestion', 'Solutions'],
  ['/student/uploaddoubt', 'Solutions'],
  ['/student/chapterlist', 'Solutions'],
  ['/student/questionlist', 'Solutions'],
  ['/student/questiondetails', 'Solutions'],
  ['/student/pendingdoubts', 'Solutions'],
]);
