import { Route } from 'react-router-dom';
import {
  NotesChaptersPage, NotesListPage, NotesSubjectsPage, PastChaptersPage, PastSubjectsPage, ReadNotesPage, ReadSubjectNotesPage,
  StudyMaterialListPage, StudyMaterialSubjectPage, SubjectVideosPage, VideoLecturesPage, VideoPlayerPage,
} from './screens';

/** 001 §2.1 'Videos and notes' routes (notes/Notifications belongs to the dashboard). Called as a function inside <Routes>. */
export function LearningRoutes() {
  return [
    <Route key="vl" path="/student/videolectures" element={<VideoLecturesPage />} />,
    <Route key="sv" path="/student/subjectvideos" element={<SubjectVideosPage />} />,
    <Route key="vp" path="/student/videoplayer" element={<VideoPlayerPage />} />,
    <Route key="n" path="/student/notes" element={<NotesSubjectsPage />} />,
    <Route key="ns" path="/student/notes/notessubjects" element={<NotesSubjectsPage />} />,
    <Route key="nc" path="/student/notes/noteschapters" element={<NotesChaptersPage />} />,
    <Route key="nl" path="/student/notes/noteslist" element={<NotesListPage />} />,
    <Route key="rn" path="/student/readnotes" element={<ReadNotesPage />} />,
    <Route key="rs" path="/student/readsubjectnotes" element={<ReadSubjectNotesPage />} />,
    <Route key="ms" path="/student/StudyMaterialSubject" element={<StudyMaterialSubjectPage />} />,
    <Route key="ml" path="/student/StudyMaterialList" element={<StudyMaterialListPage />} />,
    <Route key="ps" path="/student/pastclasses/subjects" element={<PastSubjectsPage />} />,
    <Route key="pc" path="/student/pastclasses/chapters" element={<PastChaptersPage />} />,
  ];
}
