/**
 * The library's screens (001 §2.1 'Videos and notes'), one route chunk: videos, notes, study material and past classes,
 * one feature per file.
 */
export { VideoLecturesPage, SubjectVideosPage, VideoPlayerPage } from './videos';
export { NotesSubjectsPage, NotesChaptersPage, NotesListPage, ReadNotesPage } from './notes';
export { ReadSubjectNotesPage, StudyMaterialSubjectPage, StudyMaterialListPage } from './study-material';
export { PastSubjectsPage, PastChaptersPage } from './past-classes';
