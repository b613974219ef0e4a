import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, call, logout } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { queryClient } from '@classroom/shared/query';
import { ERROR_PAGE_VIEW_KEY } from '@classroom/shared/query/error-page-view';
import { ErrorPage } from './error-page';

jest.mock('@classroom/shared/api', () => ({
  ...jest.requireActual('@classroom/shared/api'),
  call: jest.fn(),
  logout: jest.fn(),
}));
const mockedCall = call as jest.MockedFunction<typeof call>;
const mockedLogout = logout as jest.MockedFunction<typeof logout>;

const signedIn = () =>
  sessionStore.setState({
    user: {
      token: 't',
      user_id: 7,
      username: '9876543210',
      user_display_name: 'Aarav',
      permission: 'student',
    } as never,
  });

describe('error page (001 §2.8)', () => {
  beforeEach(() => {
    mockedCall.mockReset();
    mockedLogout.mockReset();
  });

  it('posts the analytics call; a 401 says "You are logged into Another device" and signs out', async () => {
    signedIn();
    mockedCall.mockRejectedValue(new ApiError('User logged into another device', 'session-expired', 401));
    render(
      <MemoryRouter>
        <ErrorPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: /AWW! Snap Something went wrong/ })).toBeTruthy();
    expect(await screen.findByText('You are logged into Another device')).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('postAnalytics', { body: { page_name: 'error' } });
    await waitFor(() => expect(mockedLogout).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it("posts once per page shown, as a mutation of the page's one QueryClient, even when React runs effects twice", async () => {
    signedIn();
    let answer: (value: never) => void = () => undefined;
    mockedCall.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(
      <StrictMode>
        <MemoryRouter>
          <ErrorPage />
        </MemoryRouter>
      </StrictMode>,
    );
    await waitFor(() => expect(queryClient.isMutating({ mutationKey: ERROR_PAGE_VIEW_KEY })).toBe(1));
    answer(undefined as never);
    await waitFor(() => expect(queryClient.isMutating({ mutationKey: ERROR_PAGE_VIEW_KEY })).toBe(0));
    expect(mockedCall).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('You are logged into Another device')).toBeNull();
    expect(mockedLogout).not.toHaveBeenCalled();
  });

  it('a visitor who is not signed in sees the text and Logout, and nothing is posted', () => {
    sessionStore.setState({ user: null } as never);
    render(
      <MemoryRouter>
        <ErrorPage />
      </MemoryRouter>,
    );
    expect(screen.queryByText('You are logged into Another device')).toBeNull();
    expect(mockedCall).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});
