import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, call } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { RequestCallButton, requestCallOutcome } from './request-call-button';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

describe('Request a call (000 §4, §8)', () => {
  it("toasts 'Request sent! We will call you shortly.' for 2 s after posting the request_type", async () => {
    mockedCall.mockResolvedValue(null as never);
    const toasts: unknown[] = [];
    const off = on('portal:toast', (t) => toasts.push(t));
    render(<RequestCallButton requestType="Dashboard" />);
    fireEvent.click(screen.getByRole('button', { name: 'Request a call' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        { message: 'Request sent! We will call you shortly.', kind: 'success', durationMs: 2000 },
      ]),
    );
    expect(mockedCall).toHaveBeenCalledWith('requestCall', { body: { request_type: 'Dashboard' } });
    off();
  });

  it("a refusal shows the server's message (asked again within 10 minutes); any other failure the spec's text", () => {
    expect(requestCallOutcome(new ApiError('You have already requested a call.', 'refused', 429))).toEqual({
      message: 'You have already requested a call.',
      kind: 'error',
    });
    expect(requestCallOutcome(new ApiError('Network Error', 'network'))).toEqual({
      message: 'Something went wrong, please try again.',
      kind: 'error',
    });
    expect(requestCallOutcome(new ApiError('Some error occurred', 'refused', 500))).toEqual({
      message: 'Something went wrong, please try again.',
      kind: 'error',
    });
  });
});
