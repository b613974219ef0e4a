import { Route } from 'react-router-dom';
import { AskDoubtPage, ChapterListPage, MyDoubtsPage, QuestionDetailsPage, QuestionListPage, SearchPage } from './screens';

/** 001 §2.1 'Doubts' routes and 000 §2 /student/doubtmodule/searchquestion (Solutions). Called inside <Routes>. */
export function DoubtRoutes() {
  return [
    <Route key="ask" path="/student/askyourdoubt" element={<AskDoubtPage />} />,
    <Route key="up" path="/student/uploaddoubt" element={<AskDoubtPage />} />,
    <Route key="sol" path="/student/doubtsolutions" element={<MyDoubtsPage answeredOnly />} />,
    <Route key="sq" path="/student/doubtmodule/searchquestion" element={<SearchPage />} />,
    <Route key="SQ" path="/student/doubtmodule/SearchQuestion" element={<SearchPage />} />,
    <Route key="dm" path="/student/doubtmodule" element={<SearchPage />} />,
    <Route key="cl" path="/student/chapterlist" element={<ChapterListPage />} />,
    <Route key="ql" path="/student/questionlist" element={<QuestionListPage />} />,
    <Route key="qd" path="/student/questiondetails" element={<QuestionDetailsPage />} />,
    <Route key="pd" path="/student/pendingdoubts" element={<MyDoubtsPage />} />,
  ];
}
