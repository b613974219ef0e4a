import type { ComponentType } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { call, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { showToast } from '@classroom/shared/ui';
import { loadShellDialogs } from '../lazy-screens';
import type { LoginRecord, StudentData } from '@classroom/shared/contract';
import { queryClient } from '@classroom/shared/query';
import { sessionStore } from '@classroom/shared/session';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;
jest.mock('@classroom/shared/ui', () => ({ ...jest.requireActual('@classroom/shared/ui'), showToast: jest.fn() }));
jest.mock('../lazy-screens', () => {
  const actual = jest.requireActual('../lazy-screens');
  return { ...actual, loadShellDialogs: jest.fn(actual.loadShellDialogs) };
});
const mockedLoad = loadShellDialogs as jest.MockedFunction<typeof loadShellDialogs>;

/** The popups' modules, in the order the page loaded them. */
const mockLoaded: string[] = [];
jest.mock('./side-menu', () => {
  mockLoaded.push('side-menu');
  return jest.requireActual('./side-menu');
});
jest.mock('./switch-batch', () => {
  mockLoaded.push('switch-batch');
  return jest.requireActual('./switch-batch');
});

const riya = {
  id: 12,
  name: 'Riya Sharma',
  is_free: false,
  mobile_number: '9876543210',
  student_course_id: 1,
} as StudentData;
const batches = [
  { student_course_id: 1, section_name: 'NEET 2027 A', status: true },
  { student_course_id: 2, section_name: 'NEET 2027 B', status: true },
];

let TopBar: ComponentType;
/** The top bar on a page of its own (it links with react-router). */
const renderTopBar = () =>
  render(
    <MemoryRouter>
      <TopBar />
    </MemoryRouter>,
  );

describe("the top bar's popups (000 §2): loaded when first opened, never a dead control", () => {
  beforeAll(async () => {
    // Imported here, after the mocks' list exists: a top bar that imports the popups itself loads them now.
    ({ TopBar } = await import('./top-bar'));
  });
  beforeEach(() => {
    mockedCall.mockImplementation(((name: string) =>
      Promise.resolve(
        name === 'studentCourses' ? batches : { count: 0, unread: 0, notifications: [] },
      )) as unknown as typeof call);
    sessionStore.setState({
      user: { username: 'riya', token: 't', user_display_name: 'Riya Sharma' } as LoginRecord,
      student: riya,
    });
  });
  afterEach(() => {
    cleanup();
    queryClient.clear();
    sessionStore.setState({ user: null, student: null });
  });

  it('the side menu: not loaded with the bar; Enter on the menu button loads and opens it, closing gives focus back', async () => {
    const user = userEvent.setup();
    renderTopBar();
    expect(mockLoaded).toEqual([]);
    const button = screen.getByRole('button', { name: 'Open menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('dialog', { name: 'Riya Sharma' });
    expect(mockLoaded).toContain('side-menu');
    expect(menu.hasAttribute('open')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menu.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('Switch Batch: chosen from the profile menu by keyboard, it opens once its code is in, with the batches', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const profile = screen.getByRole('button', { name: /Riya/ });
    profile.focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Switch Batch' }).focus();
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Switch Batch' });
    expect(mockLoaded).toContain('switch-batch');
    expect(popup.hasAttribute('open')).toBe(true);
    expect(await screen.findByRole('radio', { name: 'NEET 2027 A Current' })).toBeTruthy();
    await act(async () => undefined);
  });

  it('offline before their code ever came: the press says the connection text, the button is not left open; the next press opens it', async () => {
    const user = userEvent.setup();
    renderTopBar();
    mockedLoad.mockRejectedValueOnce(new Error('Loading chunk shell-dialogs failed'));
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(NETWORK_UNSTABLE_TEXT));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Riya Sharma' })).toBeTruthy();
  });
});
