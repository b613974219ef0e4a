/**
 * Every table of the API's database, for the app and for drizzle-kit (drizzle.config.ts): the portal's core tables,
 * then the learning content's and the practice tables. The part files import from schema-core, never from here, so no
 * import goes round in a circle.
 */
export * from './schema-core';
export * from './schema-learning';
export * from './schema-practice';
export * from './schema-support';
