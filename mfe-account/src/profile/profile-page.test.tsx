import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { makeStudent, makeUser } from '@classroom/shared/testing';
import { ProfilePage } from './profile-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

beforeEach(() => {
  sessionStore.setState({ user: makeUser(), student: makeStudent() });
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'booksInfo') return [];
    if (name === 'studentCourses')
      return [
        { student_course_id: 1, section_name: 'JEE 2027 A', is_enable: true, status: true },
        { student_course_id: 2, section_name: 'JCF_2027 Foundation', is_enable: true, status: true },
      ];
    if (name === 'studentSubjects')
      return [
        {
          id: 1,
          student_assoc: 12,
          subject_assoc: {
            id: 3,
            subject_name: 'Physics',
            is_main_subject: true,
            logo: null,
            primary_color: '#1565c0',
            secondary_color: '#e3f2fd',
          },
        },
      ];
    if (name === 'getParentDetails')
      return {
        parent_name: 'Sunita Sharma',
        relation: 'Mother',
        parent_mobile: '9812345670',
        parent_email: 'sunita@example.com',
      };
    throw new Error(name);
  }) as typeof call);
});

describe('ProfilePage (000 §2, §3, §5)', () => {
  it("shows the student data with '+91-', the batches without JCF_/M.A.T_ sections (000 §5) and the subjects", async () => {
    render(
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Aarav Sharma' })).toBeTruthy();
    expect(screen.getByText('+91-9876543210')).toBeTruthy();
    expect(screen.getByText('JEE 2027 A', { selector: 'li' })).toBeTruthy();
    expect(screen.queryByText('JCF_2027 Foundation')).toBeNull();
    expect(screen.getByText('Physics')).toBeTruthy();
    // Parent details on the profile, with the way to edit them.
    expect(await screen.findByText('Sunita Sharma (Mother)')).toBeTruthy();
    expect(screen.getByText('+91-9812345670')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit parent details' }).getAttribute('href')).toBe('/student/editparent');
    expect(mockedCall).toHaveBeenCalledWith('studentCourses', expect.objectContaining({ query: { student_id: 12 } }));
  });

  it('000 §7 update-student-email: a new account without an e-mail adds one from the profile; an invalid one is refused inline', async () => {
    sessionStore.setState({ student: { ...sessionStore.getState().student!, email: '' } });
    const base = mockedCall.getMockImplementation()!;
    mockedCall.mockImplementation((async (name: string, input?: { body?: { email: string } }) =>
      name === 'updateStudentEmail'
        ? { email: input!.body!.email }
        : base(name as never, input as never)) as typeof call);
    render(
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Not added yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }));
    fireEvent.input(screen.getByLabelText('Your e-mail'), { target: { value: 'aarav@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalledWith('updateStudentEmail', expect.anything());
    fireEvent.input(screen.getByLabelText('Your e-mail'), { target: { value: ' aarav.sharma@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await waitFor(() => expect(screen.getByText('aarav.sharma@example.in')).toBeTruthy());
    expect(mockedCall).toHaveBeenCalledWith('updateStudentEmail', { body: { email: 'aarav.sharma@example.in' } });
    expect(sessionStore.getState().student!.email).toBe('aarav.sharma@example.in');
  });
});
