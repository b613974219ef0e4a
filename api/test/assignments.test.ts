/**
 * Assignments (001 §2.1 assignment, submitassignment, submittedassignment, updateassignment,
 * assignmentslist, assignmentssubjects, assignmentschapters, assignments_all_list): subject → chapter → list, submit
 * photos or a PDF checked by their bytes, update before the due date, marks and remarks once graded by an admin.
 */
import { endpoints } from '@classroom/shared/contract';
import { SEEDED_ASSIGNMENTS } from '../seed/assignments-practice';
import { assignmentFileTypeOf, assignmentStatusOf, canSubmit } from '../src/assignments/rules';
import { call, multipartBody, signIn, useHarness } from './helpers';

const ADMIN = 'assignment-admin-token-for-tests';
// Whole flows over the API (several calls each); the default 5 s is short on a loaded CI machine.
jest.setTimeout(30_000);

const h = useHarness({ config: { adminToken: ADMIN } });

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(1)</script></html>');

const all = async (token: string) =>
  endpoints.assignmentsAll.data.parse((await call(h.app, 'assignmentsAll', { token })).body.data);
const byTitle = async (token: string, title: string) => (await all(token)).find((a) => a.title === title)!;
const grade = (body: unknown, token = ADMIN) =>
  h.app.inject({
    method: 'POST',
    url: '/api/admin/v1/grade-assignment/',
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });

describe('rules (pure)', () => {
  it('types a file by its magic bytes only: JPEG, PNG, PDF; anything else is null', () => {
    expect(assignmentFileTypeOf(JPEG)).toBe('image/jpeg');
    expect(assignmentFileTypeOf(PNG)).toBe('image/png');
    expect(assignmentFileTypeOf(PDF)).toBe('application/pdf');
    expect(assignmentFileTypeOf(HTML)).toBeNull();
    expect(assignmentFileTypeOf(Buffer.from('%PD'))).toBeNull();
  });
  it('status: pending before the due date, missed at and after it, submitted, graded; submit allowed only before due and until graded', () => {
    const due = new Date('2026-11-30T10:00:00Z');
    const before = new Date('2026-11-30T09:59:59Z');
    expect(assignmentStatusOf(due, null, before)).toBe('pending');
    expect(assignmentStatusOf(due, null, due)).toBe('missed');
    expect(assignmentStatusOf(due, { gradedAt: null }, due)).toBe('submitted');
    expect(assignmentStatusOf(due, { gradedAt: before }, before)).toBe('graded');
    expect(canSubmit(due, null, before)).toBe(true);
    expect(canSubmit(due, { gradedAt: null }, due)).toBe(false);
    expect(canSubmit(due, { gradedAt: before }, before)).toBe(false);
  });
});

describe('lists (assignmentssubjects → assignmentschapters → assignmentslist, assignments_all_list)', () => {
  it("walks subject → chapter → list for the caller's batch, with pending counts", async () => {
    const s = await signIn(h.app, 'enrolled');
    const subjects = endpoints.assignmentSubjects.data.parse(
      (await call(h.app, 'assignmentSubjects', { token: s.token })).body.data,
    );
    expect(subjects.map((x) => x.subject_name)).toEqual(['Physics', 'Chemistry', 'Mathematics']);
    const physics = subjects.find((x) => x.subject_name === 'Physics')!;
    expect(physics).toMatchObject({ total: 2, pending: 2 });
    expect(subjects.find((x) => x.subject_name === 'Chemistry')).toMatchObject({ total: 1, pending: 0 });
    const chapters = endpoints.assignmentChapters.data.parse(
      (await call(h.app, 'assignmentChapters', { token: s.token, query: { subject_id: physics.subject_id } })).body
        .data,
    );
    const plane = chapters.chapters.find((c) => c.chapter_name === 'Motion in a Plane')!;
    expect(plane).toMatchObject({ total: 1, pending: 1 });
    const list = endpoints.assignmentsList.data.parse(
      (
        await call(h.app, 'assignmentsList', {
          token: s.token,
          query: { subject_id: physics.subject_id, chapter_id: plane.chapter_id },
        })
      ).body.data,
    );
    expect(list.assignments.map((a) => a.title)).toEqual([SEEDED_ASSIGNMENTS.open]);
    expect(list.assignments[0]).toMatchObject({
      status: 'pending',
      can_submit: true,
      marks: null,
      remarks: null,
      max_marks: 20,
    });
  });

  it('the seeded past assignment is graded for Aarav (17/20 with remarks) and missed for Diya; due date first', async () => {
    const aarav = await signIn(h.app, 'enrolled');
    const diya = await signIn(h.app, 'enrolled-2');
    expect(await byTitle(aarav.token, SEEDED_ASSIGNMENTS.past)).toMatchObject({
      status: 'graded',
      marks: 17,
      remarks: 'Good work. Check significant figures in Q7.',
      can_submit: false,
    });
    expect(await byTitle(diya.token, SEEDED_ASSIGNMENTS.past)).toMatchObject({
      status: 'missed',
      marks: null,
      can_submit: false,
    });
    const dues = (await all(aarav.token)).map((a) => a.due_at);
    expect([...dues].sort()).toEqual(dues);
  });

  it("another batch's student sees none of them, and cannot open one (404)", async () => {
    const ishaan = await signIn(h.app, 'school-40059');
    expect(await all(ishaan.token)).toEqual([]);
    const aarav = await signIn(h.app, 'enrolled');
    const id = (await byTitle(aarav.token, SEEDED_ASSIGNMENTS.open)).assignment_id;
    const res = await call(h.app, 'assignmentDetail', { token: ishaan.token, params: { assignmentId: id } });
    expect(res.statusCode).toBe(404);
  });
});

describe('submit, update, grade (submitassignment, updateassignment, submittedassignment)', () => {
  it('submits photos, replaces them with a PDF before the due date, then shows marks and remarks once graded; no change after', async () => {
    const s = await signIn(h.app, 'doubts');
    const a = await byTitle(s.token, SEEDED_ASSIGNMENTS.open2);
    const submitted = await call(h.app, 'submitAssignment', {
      token: s.token,
      params: { assignmentId: a.assignment_id },
      multipart: {
        files: [
          { field: 'files', name: 'page1.jpg', type: 'image/jpeg', data: JPEG },
          { field: 'files', name: 'page2.png', type: 'image/png', data: PNG },
        ],
      },
    });
    expect(submitted.statusCode).toBe(200);
    const detail = endpoints.submitAssignment.data.parse(submitted.body.data);
    expect(detail).toMatchObject({ status: 'submitted', can_submit: true });
    expect(detail.files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['page1.jpg', 'image/jpeg'],
      ['page2.png', 'image/png'],
    ]);

    const again = await call(h.app, 'submitAssignment', {
      token: s.token,
      params: { assignmentId: a.assignment_id },
      multipart: { files: [{ field: 'files', name: 'x.png', type: 'image/png', data: PNG }] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toMatch(/already submitted/);

    const updated = endpoints.updateAssignment.data.parse(
      (
        await call(h.app, 'updateAssignment', {
          token: s.token,
          params: { assignmentId: a.assignment_id },
          multipart: { files: [{ field: 'files', name: 'answers.pdf', type: 'application/pdf', data: PDF }] },
        })
      ).body.data,
    );
    expect(updated.files).toEqual([
      { index: 0, file_name: 'answers.pdf', mime_type: 'application/pdf', bytes: PDF.length },
    ]);
    const file = endpoints.assignmentFile.data.parse(
      (await call(h.app, 'assignmentFile', { token: s.token, query: { assignment_id: a.assignment_id, index: 0 } }))
        .body.data,
    );
    expect(Buffer.from(file.data_url.split(',')[1]!, 'base64').equals(PDF)).toBe(true);
    // The file is the submitter's only.
    const diya = await signIn(h.app, 'enrolled-2');
    expect(
      (await call(h.app, 'assignmentFile', { token: diya.token, query: { assignment_id: a.assignment_id, index: 0 } }))
        .statusCode,
    ).toBe(404);

    expect(
      (
        await grade(
          { assignment_id: a.assignment_id, student_id: s.userId, marks: 8.5, remarks: 'Neat diagrams.' },
          'wrong',
        )
      ).statusCode,
    ).toBe(403);
    expect((await grade({ assignment_id: a.assignment_id, student_id: s.userId, marks: 11 })).statusCode).toBe(400);
    const graded = await grade({
      assignment_id: a.assignment_id,
      student_id: s.userId,
      marks: 8.5,
      remarks: 'Neat diagrams.',
    });
    expect(graded.statusCode).toBe(200);
    const after = endpoints.assignmentDetail.data.parse(
      (await call(h.app, 'assignmentDetail', { token: s.token, params: { assignmentId: a.assignment_id } })).body.data,
    );
    expect(after).toMatchObject({ status: 'graded', marks: 8.5, remarks: 'Neat diagrams.', can_submit: false });
    const late = await call(h.app, 'updateAssignment', {
      token: s.token,
      params: { assignmentId: a.assignment_id },
      multipart: { files: [{ field: 'files', name: 'x.png', type: 'image/png', data: PNG }] },
    });
    expect(late.statusCode).toBe(400);
    expect(late.body.message).toMatch(/graded/);
  });

  it('refuses by content: a renamed HTML file, a PDF with photos, no file, and too big a file; nothing is stored', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const a = await byTitle(s.token, SEEDED_ASSIGNMENTS.dueSoon);
    const send = (files: { field: string; name: string; type: string; data: Buffer }[]) =>
      call(h.app, 'submitAssignment', {
        token: s.token,
        params: { assignmentId: a.assignment_id },
        multipart: { files },
      });
    const fake = await send([{ field: 'files', name: 'photo.jpg', type: 'image/jpeg', data: HTML }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.body.message).toBe("files.0: 'photo.jpg' is not a JPEG, PNG or PDF file");
    expect(
      (
        await send([
          { field: 'files', name: 'a.pdf', type: 'application/pdf', data: PDF },
          { field: 'files', name: 'b.png', type: 'image/png', data: PNG },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    const big = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await send([{ field: 'files', name: 'big.jpg', type: 'image/jpeg', data: big }]);
    expect([400, 413]).toContain(tooBig.statusCode);
    expect((await byTitle(s.token, SEEDED_ASSIGNMENTS.dueSoon)).status).toBe('pending');
  });

  it('refuses a submit at or after the due date; the student comes from the token', async () => {
    const s = await signIn(h.app, 'enrolled-2');
    const a = await byTitle(s.token, SEEDED_ASSIGNMENTS.open);
    h.clock.set(new Date(new Date(a.due_at).getTime()));
    try {
      const res = await call(h.app, 'submitAssignment', {
        token: s.token,
        params: { assignmentId: a.assignment_id },
        multipart: { files: [{ field: 'files', name: 'x.png', type: 'image/png', data: PNG }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('The due date of this assignment has passed');
      expect((await byTitle(s.token, SEEDED_ASSIGNMENTS.open)).status).toBe('missed');
    } finally {
      h.clock.reset();
    }
    const form = multipartBody({
      fields: { student_id: '1' },
      files: [{ field: 'files', name: 'x.png', type: 'image/png', data: PNG }],
    });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/student/v1/submit-assignment/${a.assignment_id}/`,
      payload: form.payload,
      headers: { authorization: `Token ${s.token}`, 'content-type': form.contentType },
    });
    expect(res.statusCode).toBe(400); // no body fields are accepted: the student is the token's
  });
});
