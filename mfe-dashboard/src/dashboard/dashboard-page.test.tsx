import { Profiler } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { emit, on } from '@classroom/shared/events';
import { shouldRetry } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';
import { makeAttendance, makeBanner, makeClass, makeExam, makeMpp, makeStudent, makeUser } from '../testing/factories';
import { DashboardPage, FIRST_VIEWPORT_CARDS } from './dashboard-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

/** Serves student-dashboard (the dashboard's one call): these rows and banner, an attendance record. */
function serve(lists: { mpps?: unknown[]; exams?: unknown[]; classes?: unknown[]; banner?: unknown }) {
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'studentDashboard') {
      return {
        mpps: lists.mpps ?? [],
        exams: lists.exams ?? [],
        classes: lists.classes ?? [],
        banner: lists.banner ?? null,
        attendance: makeAttendance(),
      };
    }
    throw new Error(`unexpected call ${name}`);
  }) as typeof call);
}
/** A shown course banner (000 §2), its heading the cold dashboard's LCP element. */
const BANNER = makeBanner();
const callsOf = (name: string) => mockedCall.mock.calls.filter(([n]) => n === name);

/** A fresh client per test with the shared retry rule (no delay), as the page's shared client has. */
let client: QueryClient;
let stopInvalidate: () => void = () => undefined;
const renderPage = () =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/student']}>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => stopInvalidate());

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, retryDelay: 0, staleTime: 30_000 } } });
  stopInvalidate = on('portal:batch-switched', () => void client.invalidateQueries());
  mockedCall.mockReset();
  sessionStore.setState({ user: makeUser(), student: makeStudent() });
});

describe('DashboardPage (000 §2 Dashboard)', () => {
  it("000 §2: shows 'Loading... please wait', then the MPP, Tests and Classes rows from the calls", async () => {
    // A class running now: its card offers Join (000 §2 Class card; from 10 minutes before the start to the end).
    const now = Date.now();
    const running = makeClass({
      start_date: new Date(now - 5 * 60_000).toISOString(),
      end_date: new Date(now + 55 * 60_000).toISOString(),
    });
    serve({ mpps: [makeMpp()], exams: [makeExam()], classes: [running] });
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading... please wait');
    const mpps = await screen.findByRole('region', { name: 'MPPs' });
    expect(within(mpps).getByRole('link', { name: /Start/ }).getAttribute('href')).toBe(
      '/student/InstructionsGenericDpp',
    );
    expect(
      within(mpps)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/student/dpp-list/all');
    // The rows below the first are mounted after the first paint (decision 0027).
    const tests = await screen.findByRole('region', { name: 'Tests' });
    expect(within(tests).getByText('Active')).toBeTruthy();
    expect(within(tests).getByRole('link', { name: /Start/ }).getAttribute('href')).toBe(
      '/student/generic/5/instructions',
    );
    const classes = screen.getByRole('region', { name: 'Classes' });
    expect(within(classes).getByRole('button', { name: /Join/ })).toBeTruthy();
    expect(mockedCall.mock.calls.map(([name]) => name)).toEqual(['studentDashboard']);
  });

  it('decision 0027: the first render after the reply shows the banner and the first row; the rows below, the attendance panel and the corners mount after it with their content, in the same order', async () => {
    const mpps = Array.from({ length: FIRST_VIEWPORT_CARDS + 2 }, (_, i) =>
      makeMpp({ id: 100 + i, name: `Kinematics MPP ${i + 1}` }),
    );
    serve({ mpps, exams: [makeExam()], classes: [makeClass()], banner: BANNER });
    const { container } = renderPage();
    /** The page's sections by their headings, in page order. */
    const sections = () =>
      [...container.querySelectorAll('section[aria-labelledby]')].map(
        (section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    /** The MPP row's cards by their names, in row order. */
    const mppCards = () =>
      [...container.querySelectorAll('#dash-mpps article')].map(
        (card) => /Kinematics MPP \d+/.exec(card.textContent ?? '')?.[0],
      );
    /** The dashboard's content busy (aria-busy) while parts of it are still to come. */
    const busy = () => container.querySelector('h1')?.parentElement?.getAttribute('aria-busy') === 'true';
    // Every render React commits is one batch of DOM mutations: the sections after each.
    const commits: { busy: boolean; sections: ReturnType<typeof sections>; mpps: ReturnType<typeof mppCards> }[] = [];
    const observer = new MutationObserver(() => commits.push({ busy: busy(), sections: sections(), mpps: mppCards() }));
    observer.observe(container, { childList: true, subtree: true });
    const corners = await screen.findByRole('region', { name: 'Corners' });
    observer.disconnect();
    const firstShown = commits.find((commit) => commit.sections.includes(BANNER.pre_launch_header));
    const names = mpps.map((mpp) => mpp.name);
    expect(firstShown).toEqual({
      busy: true,
      sections: [BANNER.pre_launch_header, 'MPPs'],
      mpps: names.slice(0, FIRST_VIEWPORT_CARDS),
    });
    expect(sections()).toEqual([BANNER.pre_launch_header, 'MPPs', 'Tests', 'Classes', 'Attendance', 'Corners']);
    expect(mppCards()).toEqual(names);
    expect(busy()).toBe(false);
    expect(within(screen.getByRole('region', { name: 'Tests' })).getByText('Active')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Classes' })).getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Attendance' })).getByText(/%/)).toBeTruthy();
    expect(within(corners).getByRole('link', { name: 'JEE Corner' })).toBeTruthy();
  });

  it('decision 0027 (amended 2026-11-27): the reply is followed by one commit, which replaces the loader with the first viewport — none that keeps the loader first', async () => {
    let answer: (reply: unknown) => void = () => undefined;
    mockedCall.mockImplementation(((name: string) => {
      if (name === 'studentDashboard') return new Promise<unknown>((resolve) => (answer = resolve));
      throw new Error(`unexpected call ${name}`);
    }) as typeof call);
    /** What each commit of the page left on screen, from the reply on: the page's loader, or the banner. */
    const commits: { loader: boolean; banner: boolean }[] = [];
    let recording = false;
    const record = () => {
      if (recording)
        commits.push({
          loader: container.firstElementChild?.getAttribute('role') === 'status',
          banner: document.getElementById('dash-banner-heading') !== null,
        });
    };
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/student']}>
          <Profiler id="dashboard" onRender={record}>
            <DashboardPage />
          </Profiler>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(callsOf('studentDashboard')).toHaveLength(1));
    expect(container.firstElementChild?.getAttribute('role')).toBe('status');
    recording = true;
    await act(async () =>
      answer({
        mpps: [makeMpp()],
        exams: [makeExam()],
        classes: [makeClass()],
        banner: BANNER,
        attendance: makeAttendance(),
      }),
    );
    await screen.findByRole('region', { name: 'Tests' });
    expect(commits[0]).toEqual({ loader: false, banner: true });
  });

  it("000 §2: all three lists empty → 'No MPPs, Tests or Classes available' / 'Check back later'", async () => {
    serve({});
    renderPage();
    expect(await screen.findByText('No MPPs, Tests or Classes available')).toBeTruthy();
    expect(screen.getByText('Check back later')).toBeTruthy();
  });

  it("000 §2: one empty row says 'No {TYPE} content available'", async () => {
    serve({ mpps: [makeMpp()] });
    renderPage();
    expect(await screen.findByText('No Tests content available')).toBeTruthy();
    expect(screen.getByText('No Classes content available')).toBeTruthy();
  });

  it("000 §2: free students see demo sample rows under 'Connect with us to unlock ...', never real lists", async () => {
    sessionStore.setState({ student: makeStudent({ is_free: true }) });
    // Even were the server to send a list, a free student's rows show the sample content only.
    serve({ mpps: [makeMpp()] });
    const { container } = renderPage();
    expect(await screen.findByText('Connect with us to unlock ...')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'MPPs' })).toBeNull();
    expect(container.textContent).toContain('Sample MPP: Motion in a Straight Line');
    expect(container.textContent).not.toContain('Kinematics MPP 1');
    expect(mockedCall.mock.calls.map(([name]) => name)).toEqual(['studentDashboard']);
  });

  it('000 §2: school 40059 sees only Tests, without See all', async () => {
    sessionStore.setState({ student: makeStudent({ school_assoc: { id: 40059, school_name: 'Partner' } }) });
    serve({ mpps: [makeMpp()], exams: [makeExam({ exam_status: 4 })] });
    renderPage();
    const tests = await screen.findByRole('region', { name: 'Tests' });
    expect(within(tests).getByText('Thank you for participating')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'MPPs' })).toBeNull();
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('a refused call shows the error text with Retry; a profile-locked one renders nothing (the host navigates)', async () => {
    const { ApiError } = jest.requireActual('@classroom/shared/api');
    mockedCall.mockRejectedValue(new ApiError('Some error occurred', 'refused', 500));
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    unmount();
    mockedCall.mockRejectedValue(new ApiError('Profile locked', 'profile-locked'));
    const { container } = renderPage();
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it("the dashboard's data is asked for in one call, beside the student's data — not after it; 000 §2: 'Loading... please wait' until both are in", async () => {
    sessionStore.setState({ student: null });
    const pending: string[] = [];
    let answerStudent: (value: { student_data: ReturnType<typeof makeStudent> }) => void = () => undefined;
    mockedCall.mockImplementation(((name: string) => {
      pending.push(name);
      if (name === 'studentDetails')
        return new Promise<{ student_data: ReturnType<typeof makeStudent> }>((resolve) => (answerStudent = resolve));
      return Promise.resolve({ mpps: [makeMpp()], exams: [], classes: [], banner: null, attendance: makeAttendance() });
    }) as typeof call);
    renderPage();
    // Both are under way while neither has answered the page: the student's data is not waited for.
    await waitFor(() => expect([...pending].sort()).toEqual(['studentDashboard', 'studentDetails']));
    await act(async () => undefined);
    expect(screen.getByRole('status').textContent).toContain('Loading... please wait');
    await act(async () => answerStudent({ student_data: makeStudent() }));
    expect(await screen.findByRole('region', { name: 'MPPs' })).toBeTruthy();
    expect(pending).toHaveLength(2);
  });

  it('A 4xx refusal is never retried; a 5xx is retried twice', async () => {
    const { ApiError } = jest.requireActual('@classroom/shared/api');
    mockedCall.mockRejectedValue(new ApiError('Bad request', 'refused', 400));
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await screen.findByText('Bad request')).toBeTruthy();
    expect(callsOf('studentDashboard')).toHaveLength(1);
    unmount();
    client.clear();
    mockedCall.mockClear();
    mockedCall.mockRejectedValue(new ApiError('Down', 'refused', 503));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(callsOf('studentDashboard')).toHaveLength(3);
  });

  it('Retry asks for the dashboard again and shows it once it answers', async () => {
    const { ApiError } = jest.requireActual('@classroom/shared/api');
    mockedCall.mockRejectedValue(new ApiError('Bad request', 'refused', 400));
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    serve({ mpps: [makeMpp()] });
    act(() => retry.click());
    expect(await screen.findByRole('region', { name: 'MPPs' })).toBeTruthy();
    expect(callsOf('studentDashboard')).toHaveLength(2);
  });

  it('000 §4 switching batch: portal:batch-switched fetches the dashboard again; a second mount reads the cache', async () => {
    serve({ mpps: [makeMpp()] });
    const { unmount } = renderPage();
    await screen.findByRole('region', { name: 'MPPs' });
    const mppCalls = () => callsOf('studentDashboard').length;
    expect(mppCalls()).toBe(1);
    unmount();
    renderPage();
    await screen.findByRole('region', { name: 'MPPs' });
    expect(mppCalls()).toBe(1);
    act(() => emit('portal:batch-switched', { studentCourseId: 2 }));
    await waitFor(() => expect(mppCalls()).toBe(2));
  });
});
