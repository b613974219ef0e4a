import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { PaymentStatusPage } from './payment-status-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const FAILED_ORDER = {
  order_id: 'order_Fee42abc',
  kind: 'fee',
  status: 'failed',
  amount_rupees: 45000,
  amount_paise: 4500000,
  course_name: null,
  installment_label: 'Installment 2',
  payment_id: null,
  // 20:00 UTC is 1:30 AM the next day in IST.
  created_at: '2026-11-25T20:00:00.000Z',
  updated_at: '2026-11-25T20:02:00.000Z',
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/student/feemodule/paymentstatus/:status" element={<PaymentStatusPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers get-order-details with `order` (or its error) and collect-payment-support with `support`. */
function answer(order: unknown, support?: (body: Record<string, unknown>) => unknown) {
  mockedCall.mockImplementation((async (name: string, input: { body?: Record<string, unknown> }) => {
    if (name === 'orderDetails') {
      if (order instanceof Error) throw order;
      return order;
    }
    if (name === 'collectPaymentSupport' && support) return support(input.body!);
    throw new Error(name);
  }) as unknown as typeof call);
}

beforeEach(() => {
  queryClient.clear();
  mockedCall.mockReset();
});

const COURSE_ORDER = {
  ...FAILED_ORDER,
  order_id: 'order_Course7xyz',
  kind: 'course',
  course_name: 'JEE 2027 Online Classroom',
  installment_label: null,
};

/** The text under the status heading. */
const statusText = () =>
  within(screen.getByRole('region', { name: /payment/i })).getByText((_, el) => el?.tagName === 'P').textContent;

describe('what the status page says happened (000 §2 failure popup text; the rest must be true)', () => {
  it('a failed payment never claims no money was taken: it says the payment was not recorded and where to report a debit', async () => {
    answer(FAILED_ORDER);
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Fee42abc');
    await screen.findByRole('button', { name: 'Having trouble? Contact payment support' });
    expect(screen.getByRole('heading', { name: "Your payment didn't happen" })).toBeTruthy();
    expect(statusText()).not.toMatch(/no money was taken/i);
    expect(statusText()).toMatch(/not recorded/);
    expect(statusText()).toMatch(/money left your account/);
  });

  it("a failed enrolment's Try again leads back to the course on offer, not to the fee installments", async () => {
    answer(COURSE_ORDER);
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Course7xyz');
    await screen.findByRole('button', { name: 'Having trouble? Contact payment support' });
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/student/payment');
  });

  it("a failed installment's Try again leads to Pay Now", async () => {
    answer(FAILED_ORDER);
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Fee42abc');
    await screen.findByRole('button', { name: 'Having trouble? Contact payment support' });
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/student/payment/paynow');
  });

  it('a paid enrolment says the student is enrolled, with no fee-summary receipt it does not have', async () => {
    answer({ ...COURSE_ORDER, status: 'paid', payment_id: 'pay_Sandbox1' });
    renderAt('/student/feemodule/paymentstatus/success?order_id=order_Course7xyz');
    await screen.findByRole('button', { name: 'Having trouble? Contact payment support' });
    expect(statusText()).toMatch(/enrolled in JEE 2027 Online Classroom/);
    expect(statusText()).not.toMatch(/receipt/i);
    expect(screen.queryByRole('link', { name: 'Fee summary' })).toBeNull();
  });

  it('a paid installment points to its receipt in the fee summary', async () => {
    answer({ ...FAILED_ORDER, status: 'paid', payment_id: 'pay_Sandbox2' });
    renderAt('/student/feemodule/paymentstatus/success?order_id=order_Fee42abc');
    await screen.findByRole('button', { name: 'Having trouble? Contact payment support' });
    expect(statusText()).toMatch(/receipt is in your fee summary/);
    expect(screen.getByRole('link', { name: 'Fee summary' }).getAttribute('href')).toBe('/student/feesummary');
  });
});

describe('payment status with an order (000 §7 get-order-details, collect-payment-support)', () => {
  it('shows the failed order in ₹ and IST, then reports it to payment support and says when it was received', async () => {
    answer(FAILED_ORDER, (body) => ({
      report_id: 7,
      order_id: body.order_id,
      reason: body.reason,
      status: 'open',
      created_at: '2026-11-25T20:05:00.000Z',
      already_reported: false,
    }));
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Fee42abc');
    const order = await screen.findByRole('region', { name: 'Your order' });
    const values = await within(order).findAllByRole('definition');
    expect(values.map((v) => v.textContent)).toEqual([
      'Installment 2',
      '₹45,000',
      'Failed',
      '26 Nov 2026, 1:30 AM',
      '26 Nov 2026, 1:32 AM',
      'order_Fee42abc',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Having trouble? Contact payment support' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send to payment support' }));
    expect(await screen.findByText('Please choose what went wrong')).toBeTruthy();
    expect(screen.getByText(/^Please tell us a little more/)).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalledWith('collectPaymentSupport', expect.anything());

    fireEvent.click(screen.getByRole('radio', { name: 'Money was deducted but the payment failed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Details' }), {
      target: { value: 'HDFC took ₹45,000 at 1:30 AM.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to payment support' }));
    const received = await screen.findByRole('status', { name: 'Payment support' });
    expect(received.textContent).toBe(
      'Thank you. We received your report on 26 Nov 2026, 1:35 AM and will get back to you.',
    );
    expect(document.activeElement).toBe(received);
    expect(mockedCall).toHaveBeenCalledWith('collectPaymentSupport', {
      body: {
        order_id: 'order_Fee42abc',
        reason: 'Money was deducted but the payment failed',
        details: 'HDFC took ₹45,000 at 1:30 AM.',
      },
    });
    expect(screen.getByRole('link', { name: /your reports in Help and Support/ }).getAttribute('href')).toBe(
      '/student/help-and-support',
    );
  });

  it("keeps what was typed and shows the server's refusal", async () => {
    answer(FAILED_ORDER, () => {
      throw new ApiError('You have reported 5 payment problems today.', 'refused', 429);
    });
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Fee42abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Having trouble? Contact payment support' }));
    fireEvent.click(screen.getByRole('radio', { name: 'I was charged more than once' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Details' }), { target: { value: 'Pending since noon.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to payment support' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have reported 5 payment problems today.');
    expect((screen.getByRole('textbox', { name: 'Details' }) as HTMLTextAreaElement).value).toBe('Pending since noon.');
  });

  it('offers no payment support for an order the server does not answer as theirs; Help and Support instead', async () => {
    answer(new ApiError('Order not found', 'refused', 404));
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_NotMine1');
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
    expect(screen.queryByRole('button', { name: /payment support/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact Help and Support' }).getAttribute('href')).toBe(
      '/student/help-and-support',
    );
  });

  it.each(['success', 'failure'])(
    'without an order id (paymentstatus/%s) claims no outcome, promises no receipt, and links to real pages',
    (status) => {
      renderAt(`/student/feemodule/paymentstatus/${status}`);
      expect(screen.getByRole('heading', { name: 'We can’t tell which payment this is' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /successful|didn't happen/ })).toBeNull();
      expect(statusText()).not.toMatch(/your receipt is/i);
      expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Fee summary' }).getAttribute('href')).toBe('/student/feesummary');
      expect(screen.getByRole('link', { name: 'Contact Help and Support' }).getAttribute('href')).toBe(
        '/student/help-and-support',
      );
      expect(mockedCall).not.toHaveBeenCalled();
    },
  );

  it("another student's order on the success page: no success, no receipt promised", async () => {
    answer(new ApiError('Order not found', 'refused', 404));
    renderAt('/student/feemodule/paymentstatus/success?order_id=order_NotMine1');
    expect((await screen.findByRole('alert')).textContent).toBe('Order not found');
    expect(screen.getByRole('heading', { name: 'We can’t tell which payment this is' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Payment successful' })).toBeNull();
    expect(statusText()).not.toMatch(/your receipt is/i);
  });

  it("the order's own status decides, not the address: a failed order on the success page says it failed", async () => {
    answer(FAILED_ORDER);
    renderAt('/student/feemodule/paymentstatus/success?order_id=order_Fee42abc');
    expect(await screen.findByRole('heading', { name: "Your payment didn't happen" })).toBeTruthy();
    expect(statusText()).not.toMatch(/receipt/i);
  });
});

describe('the payment support reasons fit the order (PAYMENT_SUPPORT_REASONS_BY_STATUS)', () => {
  const reasonsOffered = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Having trouble? Contact payment support' }));
    return screen.getAllByRole('radio').map((r) => r.parentElement?.textContent?.trim());
  };

  it('a paid order offers receipt and amount problems, never "payment failed" or "still pending"', async () => {
    answer({ ...FAILED_ORDER, status: 'paid', payment_id: 'pay_Sandbox2' });
    renderAt('/student/feemodule/paymentstatus/success?order_id=order_Fee42abc');
    const offered = await reasonsOffered();
    expect(offered).toContain('I did not get a receipt');
    expect(offered).toContain('I was charged the wrong amount');
    expect(offered).not.toContain('Money was deducted but the payment failed');
    expect(offered).not.toContain('The payment is still pending');
  });

  it('a failed order offers a debit without payment, never a missing receipt', async () => {
    answer(FAILED_ORDER);
    renderAt('/student/feemodule/paymentstatus/failure?order_id=order_Fee42abc');
    const offered = await reasonsOffered();
    expect(offered).toContain('Money was deducted but the payment failed');
    expect(offered).not.toContain('I did not get a receipt');
  });
});
