/** The API contract (ARCHITECTURE §4): zod schemas of every call; the API validates with them, the remotes type their calls from them. */
export * from './envelope';
export * from './auth';
export * from './student';
export * from './dashboard';
export * from './exam';
export * from './exam-offline';
export * from './exam-analysis-schemas';
export * from './corner';
export * from './endpoints';
export * from './portal';
export * from './learning-schemas';
export * from './account-schemas';
export * from './dashboard-schemas';
export * from './shell-schemas';
export * from './public-pages-schemas';
export * from './assignment-schemas';
export * from './practice-schemas';
