import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { queryClient } from '@classroom/shared/query';
import { ErrorPage, Loader } from '@classroom/shared/ui';
import { CornerPage } from './corners/corner-page';

const CORNERS = ['ncert', 'jee', 'neet'] as const;

// Every screen but the corners is a route chunk of its own (a slow 4G link pays only for the screen it opens).
const named = <M, K extends keyof M>(load: () => Promise<M>, key: K) =>
  lazy(async () => ({ default: (await load())[key] as ComponentType }));
const lecture = () => import(/* webpackChunkName: "lecture" */ './library/lecture-page');
const ncert = () => import(/* webpackChunkName: "ncert" */ './ncert/question-page');
const library = () => import(/* webpackChunkName: "library" */ './library');
const doubts = () => import(/* webpackChunkName: "doubts" */ './doubts');
const teacherNotes = () => import(/* webpackChunkName: "teacher-notes" */ './teacher-notes');

const LecturePage = named(lecture, 'LecturePage');
const NcertQuestionPage = named(ncert, 'NcertQuestionPage');
const DoubtSolutionsPage = lazy(async () => {
  const { MyDoubtsPage } = await doubts();
  return { default: () => <MyDoubtsPage answeredOnly /> };
});

/** Route path → lazily loaded screen (001 §2.1 'Videos and notes' and 'Doubts'; notes/Notifications is the dashboard's). */
const SCREENS: readonly (readonly [string, LazyExoticComponent<ComponentType>])[] = [
  ['/student/videolectures', named(library, 'VideoLecturesPage')],
  ['/student/subjectvideos', named(library, 'SubjectVideosPage')],
  ['/student/videoplayer', named(library, 'VideoPlayerPage')],
  ['/student/notes', named(library, 'NotesSubjectsPage')],
  ['/student/notes/notessubjects', named(library, 'NotesSubjectsPage')],
  ['/student/notes/noteschapters', named(library, 'NotesChaptersPage')],
  ['/student/notes/noteslist', named(library, 'NotesListPage')],
  ['/student/notes/teachernotes', named(teacherNotes, 'TeacherNotesSubjectsPage')],
  ['/student/notes/teachernotes/:subjectId', named(teacherNotes, 'TeacherNotesChaptersPage')],
  ['/student/notes/teachernotes/:subjectId/:chapterId', named(teacherNotes, 'TeacherNotesListPage')],
  ['/student/readnotes', named(library, 'ReadNotesPage')],
  ['/student/readsubjectnotes', named(library, 'ReadSubjectNotesPage')],
  ['/student/StudyMaterialSubject', named(library, 'StudyMaterialSubjectPage')],
  ['/student/StudyMaterialList', named(library, 'StudyMaterialListPage')],
  ['/student/pastclasses/subjects', named(library, 'PastSubjectsPage')],
  ['/student/pastclasses/chapters', named(library, 'PastChaptersPage')],
  ['/student/askyourdoubt', named(doubts, 'AskDoubtPage')],
  ['/student/uploaddoubt', named(doubts, 'AskDoubtPage')],
  ['/student/doubtsolutions', DoubtSolutionsPage],
  ['/student/doubtmodule', named(doubts, 'SearchPage')],
  ['/student/doubtmodule/searchquestion', named(doubts, 'SearchPage')],
  ['/student/doubtmodule/SearchQuestion', named(doubts, 'SearchPage')],
  ['/student/chapterlist', named(doubts, 'ChapterListPage')],
  ['/student/questionlist', named(doubts, 'QuestionListPage')],
  ['/student/questiondetails', named(doubts, 'QuestionDetailsPage')],
  ['/student/pendingdoubts', named(doubts, 'MyDoubtsPage')],
  ['/student/ncert/:chapterId/:exerciseId/question', NcertQuestionPage],
  ['/student/ncert/:chapterId/:exerciseId/question/:questionId', NcertQuestionPage],
  ...CORNERS.map((type) => [`/student/${type}/:chapterId/:videoId`, LecturePage] as const),
];

/**
 * The remote's screens, exactly those declared in shared/src/links/screens/corners.ts (root.test.tsx holds them equal;
 * the host routes those paths here; 000 §2 and 001 §2.1): the corners, lectures, NCERT questions,
 * videos/notes/study material/past classes, doubts and solutions.
 */
export const cornersRoutes = [
  ...CORNERS.map((type) => (
    <Route key={type} path={`/student/${type}`} element={<CornerPage key={type} type={type} />} />
  )),
  ...SCREENS.map(([path, Screen]) => <Route key={path} path={path} element={<Screen />} />),
];

/** The remote's router on the shared QueryClient; any other path shows the error page (001 §2.8). */
export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Suspense fallback={<Loader />}>
          <Routes>
            {cornersRoutes}
            <Route path="*" element={<ErrorPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
