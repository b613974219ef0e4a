/**
 * Every table of the API's database, for the app and for drizzle-kit (drizzle.config.ts): the core tables (the
 * institute, students, tokens), then exams, classes, the corners, payments, feedback, the learning content, practice
 * and the support calls' tables. The part files import from schema-core (and ./columns), never from here or from each
 * other, so no import goes round in a circle.
 */
export * from './schema-core';
export * from './schema-exam';
export * from './schema-classes';
export * from './schema-corner';
export * from './schema-payments';
export * from './schema-feedback';
export * from './schema-learning';
export * from './schema-practice';
export * from './schema-support';
