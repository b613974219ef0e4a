import { define } from '../endpoint-def';
import {
  chapterDetailQuery, chapterDetailReply, DOUBT_PHOTOS, doubtBody, doubtPhotoQuery, doubtPhotoReply, doubtChaptersReply, doubtItem, doubtParams, doubtQuestionsQuery, doubtQuestionsReply, doubtsReply, libraryReply,
  searchSolutionsQuery, searchSolutionsReply, solutionQuery, solutionReply, studyMaterialQuery, studyMaterialReply,
} from '../learning-schemas';

/** Calls of mfe-corners (corners, lectures, notes, study material, NCERT questions, doubts). Schemas live beside them in ../learning-schemas.ts. */
export const learningEndpoints = define({
  chapterDetail: { method: 'GET', path: 'student/v1/video-lectures/chapter/', access: 'student', summary: 'A corner chapter for the lecture page: subject, class, every video with its link, and its notes', query: chapterDetailQuery, data: chapterDetailReply },
  videoLectures: { method: 'GET', path: 'student/v1/video-lectures/', access: 'student', summary: 'Subjects → corner chapters that have videos, with video counts (video lectures)', data: libraryReply },
  studentNotes: { method: 'GET', path: 'student/v1/student-notes/', access: 'student', summary: 'Subjects → corner chapters that have notes, with notes counts (student notes)', data: libraryReply },
  studyMaterial: { method: 'GET', path: 'support/v1/get-study-material/', access: 'student', summary: 'Every notes PDF of a subject across the corners, in chapter order', query: studyMaterialQuery, data: studyMaterialReply },
  doubtChapters: { method: 'GET', path: 'support/v1/doubt-module/chapters/', access: 'student', summary: "The solution bank's subjects and chapters with question counts (free students: 403, Solutions are locked)", data: doubtChaptersReply },
  doubtQuestions: { method: 'GET', path: 'support/v1/doubt-module/questions/', access: 'student', summary: 'Questions of a solution-bank chapter, in order', query: doubtQuestionsQuery, data: doubtQuestionsReply },
  searchSolutions: { method: 'GET', path: 'student/v1/student-queries-text/', access: 'student', summary: 'PostgreSQL full-text search of the solution bank (english), best match first; optional subject/chapter filter', query: searchSolutionsQuery, data: searchSolutionsReply },
  getSolution: { method: 'GET', path: 'student/v1/get-solution/', access: 'student', summary: 'One solution-bank question with its worked solution and its neighbours in the chapter', query: solutionQuery, data: solutionReply },
  postPendingDoubt: { method: 'POST', path: 'student/v1/post-pending-doubt/', access: 'student', summary: 'Ask a doubt: subject, optional chapter, text and up to 3 jpeg/png photos (multipart, field photos)', body: doubtBody, data: doubtItem, upload: DOUBT_PHOTOS },
  updatePendingDoubt: { method: 'POST', path: 'student/v1/update-pending-doubt/:doubtId/', access: 'student', summary: "Edit the text, subject or chapter of one of the caller's pending doubts (answered: 400)", params: doubtParams, body: doubtBody, data: doubtItem },
  doubtPhoto: { method: 'GET', path: 'student/v1/get-doubt-photo/', access: 'student', summary: "One photo (index 0–2) of one of the caller's doubts as a data URL (another's: 404)", query: doubtPhotoQuery, data: doubtPhotoReply },
  pendingDoubts: { method: 'GET', path: 'student/v1/get-pending-doubts/', access: 'student', summary: "The caller's doubts, newest first, pending and answered with their answers", data: doubtsReply },
});
