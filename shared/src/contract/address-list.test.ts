/**
 * Every call 000 §7 names is in the endpoint table — the table drives the API's routes, the clients' calls and
 * /api/docs, so a call missing here is a call the API does not serve. The call table's rows are checked by
 * api/test/contract/ (one file per domain); this test reads the address list, quoted verbatim from 000 §7 below.
 */
import { endpoints, type EndpointName } from './endpoints';

/** 000 §7, the paragraph after the call table (verbatim; line breaks are spaces). */
const ADDRESS_LIST = `Also named in the address list, with payloads not shown: login; forgot-password request;
create-student; register; verify-otp; onboarding; get-city; payment endpoints (proceed-to-pay,
verify-payment, get-checksum, collect-payment-support, get-order-details,
get-section-installment-plans); users endpoints (change-password, update-student-email,
get-parent-details, update-parent-details, get-student-installments, post-student-report-request,
list-of-course-for-a-student, list-of-subject-for-a-student); student endpoints (student-dashboard,
get-student-attendance2, get-student-attendance-dates, get-notification, submit-nps-rating,
get-scheduled-live-classes2, past live class list, chapters and notes, live-class-assignments,
doubts: post-pending-doubt, update-pending-doubt, get-pending-doubts, student-queries-text,
get-solution; video lectures, student notes, get-objective-exam-result, get-student-percentile,
payment-due); support endpoints (get-subjects, get-study-material, get-chapters, get-teacher-notes,
get-timetable-pdf, doubt-module chapters and questions, get-books-info, get-version for the web
platform, get-school-holidays, post-feedback); ncert endpoints (meta, dashboard, detail, chapter
videos, chapter notes, exercises and questions per exercise).`;

/**
 * Items of the list that describe a call in words rather than name its address: the endpoint(s) that serve each.
 * A described item missing from this map fails the test, so a new one cannot slip through.
 */
const DESCRIBED: Record<string, EndpointName[]> = {
  'student past live class list': ['pastRecordings'],
  'student chapters and notes': ['chapterDetail', 'studyMaterial'],
  'student video lectures': ['videoLectures'],
  'student student notes': ['studentNotes'],
  'ncert meta': ['cornerFilters'],
  'ncert dashboard': ['dashboardCorner'],
  'ncert detail': ['ncertQuestions'],
  'ncert chapter videos': ['chapterVideos'],
  'ncert chapter notes': ['chapterNotes'],
  'ncert exercises and questions per exercise': ['ncertExercises', 'ncertQuestions'],
};

/** Splits on `sep` outside parentheses. */
function splitTop(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + sep.length;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter(Boolean);
}

/** The list as [group, item]: group '' for the top-level names, else the word before "endpoints". */
function addressListItems(text: string): [string, string][] {
  const flat = text.replace(/\s+/g, ' ');
  const list = flat.slice(flat.indexOf(':') + 1).replace(/\.$/, '');
  return splitTop(list, ';').flatMap((part) => {
    const grouped = /^(\w+) endpoints \((.*)\)$/.exec(part);
    if (!grouped) return [['', part] as [string, string]];
    const [, group, inner] = grouped;
    // "doubts: post-pending-doubt, …" names a sub-group; its items are calls of the outer group.
    return splitTop(inner!.replace(/;/g, ','), ',').map(
      (item) => [group!, item.replace(/^\w+: /, '')] as [string, string],
    );
  });
}

/** A named address: a hyphenated first word ('get-version for the web platform'), or a lone word ('login'). */
function addressName(item: string): string | null {
  const [first, ...rest] = item.split(' ');
  return first!.includes('-') || rest.length === 0 ? first! : null;
}

/** Named addresses deliberately not served as their own call (docs/decisions/0025-address-list-calls.md). */
const NOT_SERVED = ['onboarding', 'get-checksum'];

const paths = Object.values(endpoints).map((def) => def.path);

describe('000 §7 address list', () => {
  const items = addressListItems(ADDRESS_LIST);

  test('the quoted list parses into the groups the spec names', () => {
    expect(new Set(items.map(([group]) => group))).toEqual(
      new Set(['', 'payment', 'users', 'student', 'support', 'ncert']),
    );
    expect(items.length).toBeGreaterThan(50);
  });

  test.each(items.filter(([group, item]) => !(group === 'ncert' || addressName(item) === null)))(
    '%s %s is an address of the endpoint table',
    (_group, item) => {
      const name = addressName(item)!;
      if (NOT_SERVED.includes(name)) {
        expect(paths.filter((p) => p.split('/').includes(name))).toEqual([]);
        return;
      }
      expect(paths.filter((p) => p.split('/').includes(name))).not.toEqual([]);
    },
  );

  test.each(items.filter(([group, item]) => group === 'ncert' || addressName(item) === null))(
    '%s %s is served by the endpoints it describes',
    (group, item) => {
      const served = DESCRIBED[`${group} ${item}`];
      expect(served).toBeDefined();
      for (const name of served!) expect(endpoints).toHaveProperty(name);
    },
  );
});
