/**
 * (001 §2.1 public routes): /izest/result looks a published result up by roll number without a token;
 * /pastrecordings/{student_id} lists the caller's own past class recordings only.
 */
import { PUBLIC_PAGES_TEXT, izestResult, pastRecording } from '@classroom/shared/contract';
import { call, signIn, useHarness } from './helpers';

const h = useHarness({ loginRateLimit: { perIp: 4, izestPerIp: 4, perUsername: 1000 } });

describe('001 §2.1 /izest/result', () => {
  test('without a token: the published result of a roll number, case and spaces around it ignored', async () => {
    const res = await call(h.app, 'izestResult', {
      query: { roll_number: ' iz26000102 ', date_of_birth: '2008-11-02' },
      ip: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(izestResult.parse(res.body.data)).toMatchObject({
      roll_number: 'IZ26000102',
      student_name: 'Rahul Menon',
      exam_name: 'iZest 2026',
      score: 254.5,
      max_score: 300,
      rank: 14,
      percentile: 99.12,
    });
  });

  test('a roll number alone gives nothing: a wrong date of birth and an unknown roll number get the same 404', async () => {
    const wrongDate = await call(h.app, 'izestResult', {
      query: { roll_number: 'IZ26000102', date_of_birth: '2008-11-03' },
      ip: '10.0.0.2',
    });
    const unknown = await call(h.app, 'izestResult', {
      query: { roll_number: 'IZ26999999', date_of_birth: '2008-11-02' },
      ip: '10.0.0.2',
    });
    expect(wrongDate).toEqual({ statusCode: 404, body: { status: false, message: PUBLIC_PAGES_TEXT.izestNotFound } });
    expect(unknown).toEqual(wrongDate);
    const noDate = await call(h.app, 'izestResult', { query: { roll_number: 'IZ26000102' }, ip: '10.0.0.2' });
    expect(noDate.statusCode).toBe(400);
    const malformed = await call(h.app, 'izestResult', {
      query: { roll_number: 'IZ-26', date_of_birth: '2008-11-02' },
      ip: '10.0.0.2',
    });
    expect(malformed.statusCode).toBe(400);
  });

  test('limited per address: the fifth look-up in the window answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await call(h.app, 'izestResult', {
            query: { roll_number: `IZ2600010${i + 1}`, date_of_birth: '2000-01-01' },
            ip: '10.0.0.3',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    // Another address is not held back.
    expect(
      (
        await call(h.app, 'izestResult', {
          query: { roll_number: 'IZ26000101', date_of_birth: '2009-04-17' },
          ip: '10.0.0.4',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('001 §2.1 /pastrecordings/{student_id}', () => {
  test("the caller's own past recordings: ended online classes with a replay link, latest first", async () => {
    const { token } = await signIn(h.app, 'enrolled');
    const id = h.seeded.studentIds.enrolled;
    const res = await call(h.app, 'pastRecordings', { params: { studentId: id }, token });
    expect(res.statusCode).toBe(200);
    const list = (res.body.data as unknown[]).map((r) => pastRecording.parse(r));
    expect(list.length).toBeGreaterThan(0);
    const now = Date.now();
    for (const r of list) expect(new Date(r.end_date).getTime()).toBeLessThan(now);
    const starts = list.map((r) => new Date(r.start_date).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });

  test("another student's id is refused (403) and no token is 401", async () => {
    const { token } = await signIn(h.app, 'enrolled');
    const other = await call(h.app, 'pastRecordings', {
      params: { studentId: h.seeded.studentIds['enrolled-2'] },
      token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.body.status).toBe(false);
    expect(JSON.stringify(other.body.data ?? null)).not.toContain('/api/static/videos/');
    const anonymous = await call(h.app, 'pastRecordings', { params: { studentId: h.seeded.studentIds.enrolled } });
    expect(anonymous.statusCode).toBe(401);
  });
});
