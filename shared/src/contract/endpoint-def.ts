import type { $ZodType } from 'zod/v4/core';

/**
 * Who may call: `public` (no token), `student` (a valid token; a fees-due student gets error code 1007),
 * `student-locked-ok` (a valid token, allowed while the profile is locked: payment-due, check-locked, logout — 000 §4).
 */
export type Access = 'public' | 'student' | 'student-locked-ok';

/**
 * One call of the spec's call tables (000 §7, 001 §7). `path` is relative to the API base URL
 * (the gateway serves it under /api/), with `:name` path parameters; `data` is the envelope's data. Schemas are typed as
 * zod's core type, so a table mixes classic schemas and the first screen's zod/mini ones (docs/decisions/0027-*.md): read
 * them with zod's functions (`parse`, `safeParse`, `toJSONSchema`, `input`/`output`), which take both.
 */
export interface EndpointDef {
  method: 'GET' | 'POST';
  path: string;
  access: Access;
  summary: string;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  data: $ZodType;
  /** multipart/form-data with files in the field `field` (the text fields are validated with `body`). */
  upload?: {
    field: string;
    maxFiles: number;
    maxFileBytes: number;
    types: readonly ('image/jpeg' | 'image/png' | 'application/pdf')[];
  };
}

/** Keeps a call table's literal types (use for every table of calls). */
export const define = <const E extends Record<string, EndpointDef>>(table: E) => table;

/**
 * Fills `:name` parameters of a path template: `buildPath('exam/v1/start-exam/:examId/', { examId: 5 })`
 * → 'exam/v1/start-exam/5/'. Throws when a parameter is missing.
 */
export function buildPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(value));
  });
}
