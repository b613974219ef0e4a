import { act, renderHook, waitFor } from '@testing-library/react';
import { queryClient } from '@classroom/shared/query';
import { providerThat } from '../../testing/fake-provider';
import { useCheckout, type CheckoutSteps } from './use-checkout';

const steps: CheckoutSteps = {
  createOrder: async () => ({ order_id: 'order_Close3', amount_paise: 900_000, description: 'Installment 3' }),
  complete: async () => undefined,
  fail: async () => undefined,
};

beforeEach(() => queryClient.clear());
afterEach(() => delete window.Razorpay);

describe("closing the checkout's popup (000 §4; 001 §2.1 paymentstatus) — the one close of every payment button", () => {
  it("closing 'Oops' returns to idle and hands over the order that failed, once", async () => {
    window.Razorpay = providerThat('failed');
    const onFailed = jest.fn();
    const { result } = renderHook(() => useCheckout(onFailed));
    await act(async () => {
      await result.current.start(steps);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('failure'));
    act(() => result.current.close());
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith('order_Close3');
  });

  it('a closed window leaves no failure to hand over', async () => {
    window.Razorpay = providerThat('dismissed');
    const onFailed = jest.fn();
    const { result } = renderHook(() => useCheckout(onFailed));
    await act(async () => {
      await result.current.start(steps);
    });
    await waitFor(() => expect(result.current.state.kind).toBe('idle'));
    act(() => result.current.close());
    expect(onFailed).not.toHaveBeenCalled();
  });
});
