/**
 * Random input to every route (SECURITY.md "Every body, query and path validated"; fast-check): never a 5xx, and a
 * refused request leaves the database unchanged — every call of the contract table and the admin import route.
 */
import { endpoints, type EndpointName } from '@classroom/shared/contract';
import fc from 'fast-check';
import { signIn, useHarness } from './helpers';
import { ADMIN, ADMIN_URL, PAPER, SECURITY_HARNESS, fingerprint } from './security-helpers';

const h = useHarness(SECURITY_HARNESS);

const NAMES = Object.keys(endpoints) as EndpointName[];
const anyValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }),
  fc.string({ maxLength: 12 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
);
const record = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'student_id',
      'studentId',
      'student',
      'school_id',
      'ques_id',
      'examId',
      'skip',
      'limit',
      'type',
      'updatedAnswers',
      'MobileNumber',
      'order_id',
      'corner_type',
      'chapter_id',
    ),
    fc.string({ maxLength: 8 }),
  ),
  anyValue,
  { maxKeys: 5 },
);
const pathValue = fc.oneof(
  fc.integer({ min: -3, max: 1_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 10 }).map((s) => s.replace(/[/?#%]/g, 'x') || 'x'),
);

describe('fast-check: random input to every route', () => {
  test('never a 5xx; a refused request changes nothing (every call of the contract table is reached)', async () => {
    const s = await signIn(h.app, 'free');
    const SKIPPED: EndpointName[] = ['logout', 'switchUser', 'login']; // they change tokens only / rate limits
    const reached = new Set<EndpointName>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMES), record, record, pathValue, async (name, body, query, p) => {
        if (SKIPPED.includes(name)) return;
        reached.add(name);
        const def = endpoints[name];
        const params = Object.fromEntries([...def.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, p]));
        const before = await fingerprint(h);
        const res = await h.app.inject({
          method: def.method,
          url: `/api/${def.path.replace(/:([A-Za-z]+)/g, (_m, k: string) => encodeURIComponent(params[k]!))}`,
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          ...(def.method === 'POST' ? { payload: body } : {}),
          headers: { authorization: `Token ${s.token}` },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
          expect(await fingerprint(h)).toBe(before);
        }
      }),
      {
        // Every call once with empty input (so a longer call table never leaves one out), then random input; ~300 runs in all.
        examples: NAMES.map((n): [EndpointName, Record<string, unknown>, Record<string, unknown>, string] => [
          n,
          {},
          {},
          '1',
        ]),
        numRuns: Math.max(150, 300 - NAMES.length),
        seed: 20270101,
      },
    );
    // Every route of the table (DPP calls, exam info v2, analytics included) got random input at least once.
    expect(NAMES.filter((n) => !SKIPPED.includes(n) && !reached.has(n))).toEqual([]);
    expect([...reached]).toEqual(expect.arrayContaining(['dppStart', 'dppSaveAnswer', 'examInfoV2', 'postAnalytics']));
  }, 60_000);

  test('the admin import route: random files, schedule_for and credentials — never a 5xx; a refused import changes nothing', async () => {
    const s = await signIn(h.app, 'free');
    const auth = fc.constantFrom(undefined, `Bearer ${ADMIN}`, `Token ${s.token}`, `Bearer ${s.token}`, 'Bearer wrong');
    const file = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      // The sample paper with one top-level field replaced, removed or added.
      fc
        .tuple(
          fc.constantFrom(...Object.keys(PAPER), 'extra'),
          fc.option(fc.oneof(anyValue, fc.jsonValue({ maxDepth: 2 })), { nil: undefined }),
        )
        .map(([key, value]) => {
          const copy: Record<string, unknown> = { ...PAPER };
          if (value === undefined) delete copy[key];
          else copy[key] = value;
          return copy;
        }),
    );
    const scheduleFor = fc.option(
      fc.oneof(
        fc.constantFrom('none', 'all', 'section:301', 'section:abc', 'student:999999', 'student:', 'section:'),
        fc.string({ maxLength: 12 }),
      ),
      { nil: undefined },
    );
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(file, scheduleFor, auth, async (payload, schedule, authorization) => {
        const before = await fingerprint(h);
        const res = await h.app.inject({
          method: 'POST',
          url: ADMIN_URL,
          query: schedule === undefined ? undefined : { schedule_for: schedule },
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          refused += 1;
          expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
          expect(await fingerprint(h)).toBe(before);
        }
        if (authorization !== `Bearer ${ADMIN}`) expect(res.statusCode).toBe(403);
      }),
      { numRuns: 80, seed: 20270102 },
    );
    expect(refused).toBeGreaterThan(0);
  }, 60_000);
});
