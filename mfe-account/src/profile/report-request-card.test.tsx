import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { call } from '@classroom/shared/api';
import { ReportRequestCard } from './report-request-card';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const COURSES = [
  { student_course_id: 1, section_name: 'JEE 2027', is_enable: true, status: true },
  { student_course_id: 2, section_name: 'Class 11 Foundation', is_enable: true, status: true },
];

function renderCard(courses = COURSES, current: number | null = 2) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReportRequestCard courses={courses} current={current} />
    </QueryClientProvider>,
  );
}

beforeEach(() => mockedCall.mockReset());

it('000 §7 post-student-report-request: asks for the chosen batch (current one first) and says when, in IST', async () => {
  let asked = 0;
  mockedCall.mockImplementation((async (_name: string, input: { body: { student_section_course_id: number } }) => ({
    request_id: 40,
    section_name: COURSES.find((c) => c.student_course_id === input.body.student_section_course_id)!.section_name,
    status: 'pending',
    // 20:00 UTC is the next day in IST.
    requested_at: '2026-11-25T20:00:00.000Z',
    already_requested: asked++ > 0,
  })) as unknown as typeof call);
  renderCard();
  expect((screen.getByLabelText('Batch') as HTMLSelectElement).value).toBe('2');
  fireEvent.change(screen.getByLabelText('Batch'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Request report' }));
  const status = await screen.findByRole('status', { name: 'Progress report' });
  expect(status.textContent).toMatch(/^Report requested for JEE 2027 on 26 Nov 2026/);
  expect(mockedCall).toHaveBeenCalledWith('studentReportRequest', { body: { student_section_course_id: 1 } });
  fireEvent.click(screen.getByRole('button', { name: 'Request report' }));
  expect((await screen.findByText(/^You already asked for a report of JEE 2027/)).textContent).toContain('26 Nov 2026');
});

it('offers nothing without a batch (the server would refuse)', () => {
  const { container } = renderCard([], null);
  expect(container.textContent).toBe('');
});
