import { normaliseRuntimeConfig, setRuntimeConfig } from '@classroom/shared/config';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call, logout } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { LockedPage } from './locked-page';

jest.mock('@classroom/shared/api', () => ({
  ...jest.requireActual('@classroom/shared/api'),
  call: jest.fn(),
  logout: jest.fn(),
}));
const mockedCall = call as jest.MockedFunction<typeof call>;
const mockedLogout = logout as jest.MockedFunction<typeof logout>;

const renderLocked = () =>
  render(
    <MemoryRouter initialEntries={['/student/locked']}>
      <Routes>
        <Route path="/student/locked" element={<LockedPage />} />
        <Route path="/student" element={<p>dashboard</p>} />
        <Route path="/" element={<p>sign-in</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  sessionStore.setState({
    user: {
      token: 'tok_0123456789abcdefghij',
      user_id: 34,
      username: '9876543213',
      user_display_name: 'Kavya Iyer',
      permission: 'student',
    },
  });
  mockedCall.mockReset();
  setRuntimeConfig(
    normaliseRuntimeConfig({
      apiBaseUrl: '/api/',
      links: { counsellor: 'https://example.in/counsellor', careEmail: 'care@example.in' },
    }),
  );
});

describe('LockedPage (001 §2.7, §4.8)', () => {
  it('signed out, it goes to sign-in instead of showing a sign-in form under "Profile Locked"', async () => {
    sessionStore.setState({ user: null });
    renderLocked();
    expect(await screen.findByText('sign-in')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it("001 §2.7: profileLocked true shows the amount due in rupees ('₹45,000'), a counsellor link and the care e-mail", async () => {
    mockedCall.mockResolvedValue({ profileLocked: true, amountDue: 45000 });
    renderLocked();
    expect(await screen.findByText('₹45,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Contact counsellor/ }).getAttribute('href')).toBe(
      'https://example.in/counsellor',
    );
    expect(screen.getByRole('link', { name: 'care@example.in' }).getAttribute('href')).toBe('mailto:care@example.in');
  });

  it('shows no counsellor link or care e-mail when runtime config sets none (never a link to nowhere)', async () => {
    setRuntimeConfig(normaliseRuntimeConfig({ apiBaseUrl: '/api/' }));
    mockedCall.mockResolvedValue({ profileLocked: true, amountDue: 45000 });
    renderLocked();
    expect(await screen.findByText('₹45,000')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Contact counsellor/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('001 §2.7: Logout signs out and goes to /', async () => {
    mockedCall.mockResolvedValue({ profileLocked: true, amountDue: 45000 });
    mockedLogout.mockResolvedValue(undefined);
    renderLocked();
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('sign-in')).toBeTruthy();
    expect(mockedLogout).toHaveBeenCalledTimes(1);
  });

  it('001 §4.8: profileLocked false replaces the page with /student', async () => {
    mockedCall.mockResolvedValue({ profileLocked: false, amountDue: 0 });
    renderLocked();
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it("001 §2.7: a failed fetch shows an alert with the server's message", async () => {
    mockedCall.mockRejectedValue(new ApiError('Payment service down', 'refused', 500));
    renderLocked();
    expect((await screen.findByRole('alert')).textContent).toBe('Payment service down');
    expect(screen.getByRole('dialog', { name: 'Some error occurred' })).toBeTruthy();
    mockedCall.mockResolvedValue({ profileLocked: true, amountDue: 100 });
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    await waitFor(() => expect(screen.getByText('₹100')).toBeTruthy());
  });
});
