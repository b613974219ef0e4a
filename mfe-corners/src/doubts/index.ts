/** The doubts and solutions screens (001 §2.1 'Doubts'), one route chunk, one feature per file. */
export { SearchPage } from './search-page';
export { ChapterListPage, QuestionListPage } from './browse-pages';
export { QuestionDetailsPage } from './question-details-page';
export { AskDoubtPage } from './ask-doubt-page';
export { MyDoubtsPage } from './my-doubts-page';
