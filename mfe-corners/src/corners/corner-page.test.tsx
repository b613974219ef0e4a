import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import { CornerPage } from './corner-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const video = (n: number) => ({ video_id: n, video_name: `Video ${n}`, video_icon_url: null });
const note = (n: number) => ({ note_name: `Note ${n}`, question_id: null, notes_pdf_url: `https://cdn.example/n${n}.pdf` });
const subjects = [
  {
    id: 1,
    subject_name: 'Physics',
    primary_color: '#1565c0',
    secondary_color: '#e3f2fd',
    chapters: [
      { id: 40, chapter_name: 'Units and Measurement', videos: [1, 2, 3, 4, 5, 6].map(video), notes: [1, 2, 3, 4].map(note) },
      { id: 41, chapter_name: 'Motion in a Straight Line', videos: [], notes: [] },
    ],
  },
];

function serve(corner: unknown) {
  mockedCall.mockImplementation((async (name: string, args: { query?: { class_assoc?: number } }) => {
    if (name === 'cornerFilters') return { classes: [{ id: 11, class_name: 'Class 11' }, { id: 12, class_name: 'Class 12' }] };
    if (name === 'dashboardCorner') return typeof corner === 'function' ? corner(args.query?.class_assoc) : corner;
    throw new Error(name);
  }) as typeof call);
}

const renderCorner = (type: 'jee' | 'ncert') =>
  render(
    <MemoryRouter initialEntries={[`/student/${type}`]}>
      <CornerPage type={type} />
    </MemoryRouter>,
  );

beforeEach(() => mockedCall.mockReset());

describe('CornerPage (000 §2 Corner cards)', () => {
  it("000 §2: 'Select Class', subjects as accordions, chapter 1's videos with a 'See all' card at 5+, first 3 notes", async () => {
    serve({ subjects });
    renderCorner('jee');
    const select = await screen.findByLabelText('Select Class');
    expect((select as HTMLSelectElement).value).toBe('11');
    const physics = (await screen.findByText('Physics')).closest('details') as HTMLElement;
    expect(physics.hasAttribute('open')).toBe(true);
    expect(within(physics).getByText('Motion in a Straight Line')).toBeTruthy();
    expect(within(physics).getAllByRole('link', { name: /^Video/ })).toHaveLength(4);
    expect(within(physics).getByRole('link', { name: /See all/ }).getAttribute('href')).toBe('/student/jee');
    expect(within(physics).getByRole('heading', { name: 'Notes' })).toBeTruthy();
    expect(within(physics).getAllByRole('link', { name: /^Note/ })).toHaveLength(3);
    expect(mockedCall).toHaveBeenCalledWith('dashboardCorner', expect.objectContaining({ query: { corner_type: 'jee', class_assoc: 11 } }));
  });

  it("000 §2: changing the class reloads; no subjects → 'No {TYPE} content available'", async () => {
    serve((classAssoc: number) => ({ subjects: classAssoc === 12 ? [] : subjects }));
    renderCorner('ncert');
    await screen.findByText('Physics');
    expect(screen.getByRole('heading', { name: 'Exercise solutions' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Select Class'), { target: { value: '12' } });
    expect(await screen.findByText('No NCERT content available')).toBeTruthy();
  });

  it('shows the error text with Retry when the call is refused', async () => {
    mockedCall.mockRejectedValue(new ApiError('Some error occurred', 'refused', 500));
    renderCorner('jee');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
