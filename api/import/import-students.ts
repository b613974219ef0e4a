/**
 * Loading an institute from CSV (docs/OPERATIONS.md "Load the students"; README.md in this folder): batches
 * (`batch,class`) and students (`mobile,name,email,class,batch,fees_due,fee_due_date,school,parent_name,parent_mobile`).
 * Parsed with csv-parse and checked row by row with zod — every error names its row (the file's line; the header is
 * row 1) and its field — and written in one transaction: an invalid file writes nothing. Idempotent: a batch is keyed
 * by its name, a student by the mobile number, a school by its name; a re-run of the same files changes nothing.
 * An imported student has no password yet: they set one with "Forgot password" (an OTP to that mobile, 000 §7).
 */
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../src/db/client';
import { schools, sections, studentCourses, students } from '../src/db/schema';

/** A password hash that matches no password (passwords.ts refuses a malformed hash): sign-in waits for a reset. */
export const NO_PASSWORD = 'unset';

const text = z.string().trim().min(1, 'is required');
const optional = z
  .string()
  .trim()
  .transform((s) => s || null);
const mobile = z
  .string()
  .trim()
  .regex(/^[6-9]\d{9}$/, 'must be a 10-digit mobile number');
const day = z
  .string()
  .trim()
  .refine((s) => s === '' || (/^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`))), {
    message: 'must be a date yyyy-MM-dd',
  })
  .transform((s) => s || null);

export const batchRow = z.object({ batch: text, class: text });

export const studentRow = z.object({
  mobile,
  name: text,
  email: z.string().trim().pipe(z.email('must be an email address')),
  class: text,
  batch: text,
  /** Rupees still to pay (whole rupees, ≥ 0); empty = 0. */
  fees_due: z
    .string()
    .trim()
    .regex(/^\d{0,9}$/, 'must be whole rupees (digits only)')
    .transform((s) => Number(s || 0)),
  /** The day the fees are due (IST calendar day); empty with fees due = locked at once (001 §2.7). */
  fee_due_date: day,
  school: text,
  parent_name: optional,
  parent_mobile: z.union([z.literal('').transform(() => null), mobile]),
});

export type BatchRow = z.infer<typeof batchRow>;
export type StudentRowCsv = z.infer<typeof studentRow>;

/**
 * The valid rows of a CSV file with their line numbers (the header is row 1; every column of `schema` must be in it,
 * cells may be empty where the schema allows); each problem is pushed to `errors` as '<label> row N, field: message'.
 */
function parseCsv<S extends z.ZodObject>(label: string, csv: string, schema: S, errors: string[]) {
  const columns = Object.keys(schema.shape);
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true, info: true });
  } catch (error) {
    errors.push(`${label}: ${(error as Error).message}`);
    return [];
  }
  const header = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]!
    .split(',')
    .map((c) => c.trim());
  const missing = columns.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !columns.includes(c));
  if (missing.length || unknown.length) {
    errors.push(
      `${label} row 1: ${[missing.length && `missing column ${missing.join(', ')}`, unknown.length && `unknown column ${unknown.join(', ')}`].filter(Boolean).join('; ')} (columns: ${columns.join(',')})`,
    );
    return [];
  }
  const rows: { row: number; value: z.infer<S> }[] = [];
  for (const { record, info } of records) {
    const result = schema.safeParse(Object.fromEntries(columns.map((c) => [c, record[c] ?? ''])));
    if (result.success) rows.push({ row: info.lines, value: result.data });
    else
      for (const issue of result.error.issues)
        errors.push(`${label} row ${info.lines}, ${issue.path.join('.')}: ${issue.message}`);
  }
  return rows;
}

export interface InstituteFiles {
  /** The batches file's text (optional: students may name batches already in the database). */
  batches?: string;
  students?: string;
}

export interface InstituteImport {
  batches: { created: number; updated: number; unchanged: number };
  students: { created: number; updated: number; unchanged: number };
}

/** Thrown when a file is invalid; `errors` lists every problem ('students.csv row 3, mobile: …'). Nothing was written. */
export class InvalidInstituteFile extends Error {
  constructor(readonly errors: string[]) {
    super(
      `Invalid file, nothing was written:\n  ${errors.slice(0, 50).join('\n  ')}${errors.length > 50 ? `\n  … ${errors.length - 50} more` : ''}`,
    );
  }
}

/**
 * Loads batches then students into `db` in one transaction (module comment). `now` is the joining time of new
 * students. Throws InvalidInstituteFile (nothing written) when a row is invalid, a mobile number repeats in the file,
 * or a student's batch is neither in the batches file nor in the database.
 */
export async function importInstitute(db: Db, files: InstituteFiles, now: Date): Promise<InstituteImport> {
  const errors: string[] = [];
  const batchRows = files.batches ? parseCsv('batches.csv', files.batches, batchRow, errors) : [];
  const studentRows = files.students ? parseCsv('students.csv', files.students, studentRow, errors) : [];
  const seenBatch = new Map<string, number>();
  for (const { row, value } of batchRows) {
    const first = seenBatch.get(value.batch);
    if (first) errors.push(`batches.csv row ${row}, batch: '${value.batch}' is already on row ${first}`);
    else seenBatch.set(value.batch, row);
  }
  const seenMobile = new Map<string, number>();
  for (const { row, value } of studentRows) {
    const first = seenMobile.get(value.mobile);
    if (first) errors.push(`students.csv row ${row}, mobile: ${value.mobile} is already on row ${first}`);
    else seenMobile.set(value.mobile, row);
  }
  if (errors.length) throw new InvalidInstituteFile(errors);

  return db.transaction(async (tx) => {
    const counts: InstituteImport = {
      batches: { created: 0, updated: 0, unchanged: 0 },
      students: { created: 0, updated: 0, unchanged: 0 },
    };
    const batchIds = new Map<string, number>();
    const classOf = new Map<number, string>();
    for (const s of await tx.select().from(sections)) {
      if (!batchIds.has(s.sectionName)) batchIds.set(s.sectionName, s.id);
      classOf.set(s.id, s.className);
    }
    for (const { value } of batchRows) {
      const id = batchIds.get(value.batch);
      if (id === undefined) {
        const [row] = await tx
          .insert(sections)
          .values({ sectionName: value.batch, className: value.class })
          .returning({ id: sections.id });
        batchIds.set(value.batch, row!.id);
        counts.batches.created++;
        continue;
      }
      if (classOf.get(id) === value.class) {
        counts.batches.unchanged++;
        continue;
      }
      await tx.update(sections).set({ className: value.class }).where(eq(sections.id, id));
      counts.batches.updated++;
    }

    const missingBatch = studentRows.filter((r) => !batchIds.has(r.value.batch));
    if (missingBatch.length)
      throw new InvalidInstituteFile(
        missingBatch.map(
          (r) => `students.csv row ${r.row}, batch: no batch '${r.value.batch}' (add it to batches.csv)`,
        ),
      );

    const schoolIds = new Map<string, number>();
    for (const s of await tx.select().from(schools))
      if (!schoolIds.has(s.schoolName)) schoolIds.set(s.schoolName, s.id);
    const existing = new Map(
      studentRows.length
        ? (
            await tx
              .select()
              .from(students)
              .where(
                inArray(
                  students.mobile,
                  studentRows.map((r) => r.value.mobile),
                ),
              )
          ).map((s) => [s.mobile, s])
        : [],
    );
    for (const { value } of studentRows) {
      let schoolId = schoolIds.get(value.school);
      if (schoolId === undefined) {
        const [row] = await tx.insert(schools).values({ schoolName: value.school }).returning({ id: schools.id });
        schoolId = row!.id;
        schoolIds.set(value.school, schoolId);
      }
      const sectionId = batchIds.get(value.batch)!;
      const fields = {
        name: value.name,
        email: value.email,
        standard: value.class,
        schoolId,
        sectionId,
        feePending: value.fees_due,
        feeDueDate: value.fee_due_date,
        parentName: value.parent_name,
        parentMobile: value.parent_mobile,
      };
      const before = existing.get(value.mobile);
      const student = before
        ? before
        : (
            await tx
              .insert(students)
              .values({ ...fields, mobile: value.mobile, passwordHash: NO_PASSWORD, dateJoined: now })
              .returning()
          )[0]!;
      const [course] = await tx
        .insert(studentCourses)
        .values({ studentId: student.id, sectionId })
        .onConflictDoUpdate({
          target: [studentCourses.studentId, studentCourses.sectionId],
          set: { status: true, isEnable: true },
        })
        .returning({ id: studentCourses.id });
      const wanted = { ...fields, studentCourseId: course!.id };
      if (!before) {
        await tx.update(students).set({ studentCourseId: course!.id }).where(eq(students.id, student.id));
        counts.students.created++;
      } else if (Object.entries(wanted).some(([k, v]) => before[k as keyof typeof before] !== v)) {
        await tx.update(students).set(wanted).where(eq(students.id, student.id));
        counts.students.updated++;
      } else counts.students.unchanged++;
    }
    return counts;
  });
}
