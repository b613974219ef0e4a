/** Parent details and earlier help reports (001 §2.6). Own harness (fresh db). */
import { endpoints } from '@classroom/shared/contract';
import { eq } from 'drizzle-orm';
import { students } from '../src/db/schema';
import { call, signIn, useHarness } from './helpers';

const h = useHarness({ loginRateLimit: { perIp: 1000, perUsername: 1000 } });

const valid = {
  parent_name: 'Sunita Sharma',
  relation: 'Mother',
  parent_mobile: '9812345671',
  parent_email: 'sunita@example.com',
};

describe('parent details', () => {
  test('round trip: saved values come back from get-parent-details, trimmed', async () => {
    const { token } = await signIn(h.app, 'enrolled-2');
    const before = await call(h.app, 'getParentDetails', { token });
    expect(before.statusCode).toBe(200);
    const saved = await call(h.app, 'updateParentDetails', {
      token,
      body: { ...valid, parent_name: '  Ramesh Patel ', relation: 'Father', parent_email: ' ramesh@example.in ' },
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      parent_name: 'Ramesh Patel',
      relation: 'Father',
      parent_mobile: '9812345671',
      parent_email: 'ramesh@example.in',
    };
    expect(saved.body.data).toEqual(expected);
    expect((await call(h.app, 'getParentDetails', { token })).body.data).toEqual(expected);
  });

  test('invalid name, relation, mobile or e-mail → 400 naming the field; nothing stored', async () => {
    const { token } = await signIn(h.app, 'section-303');
    const before = (await call(h.app, 'getParentDetails', { token })).body.data;
    const cases: [Record<string, string>, RegExp][] = [
      [{ parent_name: 'R2D2' }, /^parent_name: Please enter the parent's name/],
      [{ relation: 'Uncle' }, /^relation: Please choose a relation/],
      [{ parent_mobile: '12345' }, /^parent_mobile: Please enter a 10-digit Indian mobile number/],
      [{ parent_mobile: '+919812345671' }, /^parent_mobile: /],
      [{ parent_email: 'not-an-email' }, /^parent_email: Please enter a valid e-mail address/],
    ];
    for (const [change, message] of cases) {
      const res = await call(h.app, 'updateParentDetails', { token, body: { ...valid, ...change } });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await call(h.app, 'getParentDetails', { token })).body.data).toEqual(before);
  });

  test('the mobile entered is a contact only: it never becomes a sibling link that switch-user trusts', async () => {
    // Aarav's parent mobile (the fixture's sibling link) typed in by another student gives no access to Aarav.
    const [aarav] = await h.handle.db.select().from(students).where(eq(students.mobile, '9876543210'));
    const { token } = await signIn(h.app, 'school-40059');
    expect(
      (
        await call(h.app, 'updateParentDetails', {
          token,
          body: { ...valid, parent_mobile: aarav!.parentMobile ?? '9812345670' },
        })
      ).statusCode,
    ).toBe(200);
    const sw = await call(h.app, 'switchUser', { token, body: { MobileNumber: '9876543210' } });
    expect(sw.statusCode).toBe(403);
  });

  test('another student sees only their own record', async () => {
    const a = await signIn(h.app, 'enrolled-2');
    await call(h.app, 'updateParentDetails', { token: a.token, body: valid });
    const b = await signIn(h.app, 'free');
    expect((await call(h.app, 'getParentDetails', { token: b.token })).body.data).not.toEqual(
      (await call(h.app, 'getParentDetails', { token: a.token })).body.data,
    );
  });
});

describe("the student's own e-mail (000 §7 update-student-email)", () => {
  test("saved trimmed for the token's student and read back by get-student-details2; an invalid one → 400, nothing stored", async () => {
    const s = await signIn(h.app, 'doubts');
    const saved = await call(h.app, 'updateStudentEmail', {
      token: s.token,
      body: { email: '  kabir.menon@example.in ' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ email: 'kabir.menon@example.in' });
    const details = await call(h.app, 'studentDetails', { token: s.token, query: { username: '9876543220' } });
    expect(endpoints.studentDetails.data.parse(details.body.data).student_data.email).toBe('kabir.menon@example.in');
    const bad = await call(h.app, 'updateStudentEmail', { token: s.token, body: { email: 'kabir@' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^email: Please enter a valid e-mail address/);
    const [row] = await h.handle.db
      .select({ email: students.email })
      .from(students)
      .where(eq(students.mobile, '9876543220'));
    expect(row!.email).toBe('kabir.menon@example.in');
  });
});

describe('earlier help reports', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
  test("the caller's reports, newest first, with status 'open' and the number of screenshots; another's never", async () => {
    const s = await signIn(h.app, 'enrolled');
    const post = (issue_type: string, n: number) =>
      call(h.app, 'postFeedback', {
        token: s.token,
        params: { studentId: s.userId },
        multipart: {
          fields: { issue_type, description: `About ${issue_type}` },
          files: Array.from({ length: n }, (_, i) => ({
            field: 'images',
            name: `s${i}.png`,
            type: 'image/png',
            data: PNG,
          })),
        },
      });
    expect((await post('Tests', 0)).statusCode).toBe(200);
    expect((await post('Live Class, Solutions', 3)).statusCode).toBe(200);
    const list = await call(h.app, 'helpReports', { token: s.token });
    expect(list.statusCode).toBe(200);
    expect((list.body.data as unknown[]).slice(0, 2)).toMatchObject([
      { issue_type: 'Live Class, Solutions', description: 'About Live Class, Solutions', status: 'open', images: 3 },
      { issue_type: 'Tests', status: 'open', images: 0 },
    ]);
    const other = await signIn(h.app, 'enrolled-2');
    expect((await call(h.app, 'helpReports', { token: other.token })).body.data).toEqual([]);
  });
});
