/**
 * Screens of mfe-corners that are built (001 §2.1 route patterns, ':name' = one path segment). A menu or card links to a
 * path only when a pattern here matches it, so no link ends on the error page; add a screen's pattern in the same
 * change that builds it.
 */
export const CORNERS_SCREENS: readonly string[] = [
  // 000 §2 corners, lectures, NCERT questions
  '/student/ncert',
  '/student/jee',
  '/student/neet',
  '/student/ncert/:chapterId/:videoId',
  '/student/jee/:chapterId/:videoId',
  '/student/neet/:chapterId/:videoId',
  '/student/ncert/:chapterId/:exerciseId/question',
  '/student/ncert/:chapterId/:exerciseId/question/:questionId',
  // 001 §2.1 videos and notes
  '/student/videolectures',
  '/student/subjectvideos',
  '/student/videoplayer',
  '/student/notes',
  '/student/notes/notessubjects',
  '/student/notes/noteschapters',
  '/student/notes/noteslist',
  '/student/readnotes',
  '/student/readsubjectnotes',
  '/student/StudyMaterialSubject',
  '/student/StudyMaterialList',
  '/student/pastclasses/subjects',
  '/student/pastclasses/chapters',
  // 001 §2.1 doubts; 000 §2 Solutions
  '/student/askyourdoubt',
  '/student/doubtsolutions',
  '/student/doubtmodule/searchquestion',
  '/student/doubtmodule/SearchQuestion',
  '/student/uploaddoubt',
  '/student/chapterlist',
  '/student/questionlist',
  '/student/questiondetails',
  '/student/pendingdoubts',
];
