import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, call } from '@classroom/shared/api';
import { JoinButton, startFailureText } from './join-button';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const renderJoin = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <JoinButton liveClassId={42} name="Lecture 3" />
    </QueryClientProvider>,
  );

describe('Join (000 §7 start live class, §8)', () => {
  beforeAll(() => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });

  it("000 §8: the alert says the server's message, else 'Something went wrong. Please try again.'", () => {
    expect(startFailureText(new ApiError('The class has ended', 'refused', 400))).toBe('The class has ended');
    expect(startFailureText(new ApiError('Network Error', 'network'))).toBe('Something went wrong. Please try again.');
    expect(startFailureText(new Error('x'))).toBe('Something went wrong. Please try again.');
    expect(startFailureText(new ApiError('Some error occurred', 'refused', 500))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('opens the class only after start-live-class succeeds', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    mockedCall.mockResolvedValueOnce({ live_class_link: 'https://meet.example/42', liveclass_id: 42 } as never);
    renderJoin();
    fireEvent.click(screen.getByRole('button', { name: /Join/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://meet.example/42', '_blank', 'noopener,noreferrer'));
    expect(mockedCall).toHaveBeenCalledWith('startLiveClass', { body: { live_class_id: 42 } });
    open.mockRestore();
  });

  it("a refused start shows 'Some error occurred' with the server's message and opens nothing", async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    mockedCall.mockRejectedValueOnce(new ApiError('The class has ended', 'refused', 400));
    renderJoin();
    fireEvent.click(screen.getByRole('button', { name: /Join/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The class has ended');
    expect(screen.getByText('Some error occurred')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('offline, Join is not offered (its call would wait without end): disabled, with the connection text', () => {
    const setOnline = (online: boolean) => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
    };
    renderJoin();
    setOnline(false);
    const join = screen.getByRole('button', { name: /Join/ }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Needs a connection' }).textContent).toContain(
      'Please check your internet connection.',
    );
    setOnline(true);
    expect(join.disabled).toBe(false);
    expect(screen.queryByRole('status', { name: 'Needs a connection' })).toBeNull();
  });
});
