/**
 * Loading an institute from CSV (api/import/import-students.ts, docs/OPERATIONS.md "Load the students"): the committed
 * sample files load; a re-run changes nothing; an invalid row is named by file, row and field and nothing is written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { importInstitute, InvalidInstituteFile } from '../import/import-students';
import { schools, sections, studentCourses, students } from '../src/db/schema';
import { call, useHarness } from './helpers';

jest.setTimeout(60_000);
const h = useHarness({}, 180_000);
const SAMPLES = path.resolve(__dirname, '../import/samples');
const files = {
  batches: readFileSync(path.join(SAMPLES, 'batches.csv'), 'utf8'),
  students: readFileSync(path.join(SAMPLES, 'students.csv'), 'utf8'),
};
/** The sample's data lines, split on the commas outside quotes. */
const lines = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((c) => c.replace(/^"|"$/g, '')));

/** Every row of the tables the import writes, in a stable order. */
async function snapshot() {
  const { db } = h.handle;
  return {
    sections: await db.select().from(sections).orderBy(asc(sections.id)),
    schools: await db.select().from(schools).orderBy(asc(schools.id)),
    students: await db.select().from(students).orderBy(asc(students.id)),
    studentCourses: await db.select().from(studentCourses).orderBy(asc(studentCourses.id)),
  };
}

test('the sample files load: every batch and student, in their batch, with class and fees due', async () => {
  const result = await importInstitute(h.handle.db, files, new Date());
  const sampleStudents = lines(files.students);
  expect(result).toEqual({
    batches: { created: lines(files.batches).length, updated: 0, unchanged: 0 },
    students: { created: sampleStudents.length, updated: 0, unchanged: 0 },
  });
  const loaded = await h.handle.db
    .select({ s: students, batch: sections.sectionName, course: studentCourses })
    .from(students)
    .innerJoin(studentCourses, eq(studentCourses.id, students.studentCourseId))
    .innerJoin(sections, eq(sections.id, studentCourses.sectionId))
    .where(
      inArray(
        students.mobile,
        sampleStudents.map((r) => r[0]!),
      ),
    )
    .orderBy(asc(students.mobile));
  expect(
    loaded.map(({ s, batch }) => [
      s.mobile,
      s.name,
      s.email,
      s.standard,
      batch,
      String(s.feePending),
      s.feeDueDate ?? '',
    ]),
  ).toEqual(sampleStudents.map((r) => r.slice(0, 7)));
  expect(loaded.every(({ s, course }) => s.sectionId === course.sectionId)).toBe(true);
  // No password yet: nobody can sign in as an imported student until they set one (Forgot password).
  const [first] = sampleStudents;
  for (const password of ['', 'unset', first![0]!])
    expect((await call(h.app, 'login', { body: { username: first![0], password } })).statusCode).not.toBe(200);
});

test('a re-run of the same files changes nothing', async () => {
  const before = await snapshot();
  const result = await importInstitute(h.handle.db, files, new Date(Date.now() + 86_400_000));
  expect(result).toEqual({
    batches: { created: 0, updated: 0, unchanged: lines(files.batches).length },
    students: { created: 0, updated: 0, unchanged: lines(files.students).length },
  });
  expect(await snapshot()).toEqual(before);
});

test('an invalid row: the error names the file, row and field, and nothing of either file is written', async () => {
  const before = await snapshot();
  const newBatch = `${files.batches.trimEnd()}\nJEE 2029 Weekend,10\n`;
  const rows = files.students.trimEnd().split('\n');
  // Row 3 of the file (the header is row 1) gets a 9-digit mobile; a new, valid student is added at the end.
  rows[2] = rows[2]!.replace(/^\d{10}/, '912340000');
  rows.push('9123400099,New Student,new.student@example.in,10,JEE 2029 Weekend,1000,2027-02-01,New School,,');
  const error = await importInstitute(h.handle.db, { batches: newBatch, students: rows.join('\n') }, new Date()).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InvalidInstituteFile);
  expect((error as InvalidInstituteFile).errors).toEqual([
    expect.stringMatching(/^students\.csv row 3, mobile: must be a 10-digit mobile number$/),
  ]);
  expect(await snapshot()).toEqual(before);

  // A batch no file or table has: named by row and field, and the new batch of the same run is not written either.
  const unknownBatch = `${files.students.trimEnd()}\n9123400098,Late Joiner,late@example.in,12,No Such Batch,0,,DPS,,\n`;
  const row = unknownBatch.trim().split('\n').length;
  await expect(importInstitute(h.handle.db, { batches: newBatch, students: unknownBatch }, new Date())).rejects.toThrow(
    `students.csv row ${row}, batch: no batch 'No Such Batch'`,
  );
  expect(await snapshot()).toEqual(before);
});
