/**
 * The contract check (ARCHITECTURE §4): every call of the contract table answers, through the app, 200 with an envelope
 * whose `data` parses with `endpoints[name].data`. One file per app (contract/<file>.test.ts, listed in files.ts) runs
 * its domains' cases on its own harness; coverage.test.ts holds that the domains' cases name every call of the table
 * exactly once. The seeded content itself is checked in seeded-content.test.ts.
 */
import { endpoints, envelope, type EndpointName } from '@classroom/shared/contract';
import { call, passResultRelease, useHarness, type Harness, type HarnessOptions } from '../helpers';

type Input = Parameters<typeof call>[2];

/** One case: the call, its input (read when the case runs, after the set-up) and what to keep of its reply's `data`. */
export type ContractCase = [name: EndpointName, input: () => Input, keep?: (data: unknown) => void];

/**
 * The cases of one domain over harness `h`: `setUp` signs in and finds the ids the inputs name, `token` is the token a
 * case sends unless its input gives one, `cases` run in order (a later case may use what an earlier one kept).
 */
export type ContractDomain = (h: Harness) => {
  setUp(): Promise<void>;
  token(): string;
  cases: ContractCase[];
};

/** The first bytes of a PNG: what the upload calls read to accept an image (checked by content, SECURITY.md). */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** The `student_course_id` of the first batch of the student signed in as `s`. */
export async function firstBatchOf(h: Harness, s: { token: string; userId: number }): Promise<number> {
  const courses = endpoints.studentCourses.data.parse(
    (await call(h.app, 'studentCourses', { token: s.token, query: { student_id: s.userId } })).body.data,
  );
  return courses[0]!.student_course_id;
}

/** The id of a live class of `s`'s batches that has started and has a link to join (the seed has one). */
export async function runningLiveClassOf(h: Harness, s: { token: string }): Promise<number> {
  const classes = endpoints.dashboardClasses.data.parse(
    (await call(h.app, 'dashboardClasses', { token: s.token })).body.data,
  );
  return classes.find((c) => c.type === 'live' && c.live_class_link && new Date(c.start_date) <= new Date())!
    .liveclass_id;
}

/** Calls whose reply is released at the exam's end (001 §2.2): their case runs after it. */
const RELEASED_AT_END: EndpointName[] = [
  'examResult',
  'answerKey',
  'resultAnalysis',
  'objectiveExamResult',
  'studentPercentile',
];

/**
 * Registers one harness with `options` and, for each domain of `domains` in order, a describe named for it with the
 * domain's set-up and one test per case. A domain's set-up runs when its describe starts, after the cases of the
 * domains before it: its sign-in supersedes theirs only once they are done.
 */
export function checkContract(domains: Record<string, ContractDomain>, options?: HarnessOptions): void {
  const h = useHarness(options);
  for (const [name, domain] of Object.entries(domains)) {
    describe(`the ${name} calls reply with their contract data schema`, () => {
      const { setUp, token, cases } = domain(h);
      // Some calls of set-up: far over jest's 5 s default on a loaded machine.
      beforeAll(setUp, 60_000);

      // A rest parameter: jest-each would take a third named parameter missing from a row for a `done` callback.
      test.each(cases)('%s', async (...[name, input, keep]: ContractCase) => {
        if (RELEASED_AT_END.includes(name)) await passResultRelease(h, h.seeded.exams.mock);
        else h.clock.reset();
        const res = await call(h.app, name, {
          token: name === 'login' || name === 'getVersion' ? undefined : token(),
          ...input(),
        });
        expect(res.statusCode).toBe(200);
        const parsed = envelope(endpoints[name].data).parse(res.body);
        expect(parsed.status).toBe(true);
        keep?.(res.body.data);
      });
    });
  }
}
