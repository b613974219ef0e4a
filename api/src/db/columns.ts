import { timestamp } from 'drizzle-orm/pg-core';

/** An instant column: timestamptz, read and written as a JS Date (every table's times; units in schema-core.ts). */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
