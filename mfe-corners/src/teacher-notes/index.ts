/** Teacher notes by subject and chapter (000 §7 address list: get-subjects, get-chapters, get-teacher-notes), one route chunk. */
export { TeacherNotesSubjectsPage, TeacherNotesChaptersPage, TeacherNotesListPage } from './teacher-notes-pages';
