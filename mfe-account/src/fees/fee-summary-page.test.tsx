import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import type { CheckoutConstructor, CheckoutFailure } from '../lib/checkout/checkout-sdk';
import { FeeSummaryPage } from './fee-summary-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

beforeEach(() => {
  queryClient.clear();
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'studentInstallments')
      return {
        total: 135000,
        paid: 45000,
        due: 90000,
        currency: 'INR',
        installments: [
          {
            id: 1,
            label: 'Installment 1',
            amount: 45000,
            due_date: '2026-06-15',
            status: 'paid',
            paid_on: '2026-06-10T10:00:00.000Z',
            receipt_no: 'RCPT-000007',
          },
          {
            id: 2,
            label: 'Installment 2',
            amount: 45000,
            due_date: '2026-11-15',
            status: 'due',
            paid_on: null,
            receipt_no: null,
          },
          {
            id: 3,
            label: 'Installment 3',
            amount: 45000,
            due_date: '2027-02-15',
            status: 'upcoming',
            paid_on: null,
            receipt_no: null,
          },
        ],
      };
    if (name === 'proceedToPay')
      return { order_id: 'order_Fail7', amount_paise: 4_500_000, description: 'Installment 2' };
    if (name === 'failedFeePayment') return { order_id: 'order_Fail7', status: 'failed' };
    if (name === 'sectionInstallmentPlans')
      return {
        section_name: 'JEE 2027 A',
        course_name: 'JEE 2027 Online Classroom',
        total_rupees: 135001,
        plans: [
          {
            installments: 3,
            amounts_rupees: [45000, 45000, 45001],
            due_dates: ['2026-06-15', '2026-11-15', null],
          },
        ],
      };
    throw new Error(name);
  }) as typeof call);
});

describe('fee screens (001 §2.1 Fees)', () => {
  it('summary: total, paid and due in ₹ with en-IN grouping; each installment with status; receipts; Pay now and the parent link only for the due one', async () => {
    render(
      <MemoryRouter>
        <FeeSummaryPage view="summary" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee Summary' })).toBeTruthy();
    expect(screen.getByText('₹1,35,000')).toBeTruthy();
    expect(screen.getByText('₹90,000')).toBeTruthy();
    expect(screen.getByText(/Receipt RCPT-000007/)).toBeTruthy();
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Pay ₹45,000 now' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Share payment link with parent' })).toHaveLength(1);
  });

  it("installments: the student's installments, then exactly the plan the server takes — ₹ en-IN, IST calendar days", async () => {
    render(
      <MemoryRouter>
        <FeeSummaryPage view="installments" />
      </MemoryRouter>,
    );
    const plan = await screen.findByRole('region', { name: 'Your payment plan' });
    expect(screen.getByText('Installment 3')).toBeTruthy();
    expect([...plan.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'JEE 2027 Online Classroom costs ₹1,35,001. You pay it:',
      'In 3 installments: ₹45,000 + ₹45,000 + ₹45,001',
    ]);
    expect(plan.textContent).not.toMatch(/In full|In 2 installments/);
  });

  it('pay now: only the next unpaid installment', async () => {
    render(
      <MemoryRouter>
        <FeeSummaryPage view="paynow" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Installment 2')).toBeTruthy();
    expect(screen.queryByText('Installment 3')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Pay ₹45,000 now' })).toHaveLength(1);
  });
});

/** The path and query the router is at (the status page's stand-in). */
function Where() {
  const { pathname, search } = useLocation();
  return <p>{pathname + search}</p>;
}

describe('a failed payment (000 §4 failure popup; 000 §7 get-order-details on the status page)', () => {
  afterEach(() => delete window.Razorpay);

  it("shows 'Oops', reports the order failed, then opens that order's status page", async () => {
    // A provider window that fails at once, as the sandbox's Fail button does.
    window.Razorpay = class {
      private failed: ((f: CheckoutFailure) => void)[] = [];
      on(_event: 'payment.failed', fn: (f: CheckoutFailure) => void) {
        this.failed.push(fn);
      }
      open() {
        setTimeout(() => this.failed.forEach((fn) => fn({ error: { description: 'Payment failed' } })));
      }
    } as unknown as CheckoutConstructor;
    render(
      <MemoryRouter initialEntries={['/student/feemodule/payment']}>
        <Routes>
          <Route path="/student/feemodule/payment" element={<FeeSummaryPage view="paynow" />} />
          <Route path="/student/feemodule/paymentstatus/:status" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹45,000 now' }));
    expect(await screen.findByText("Your payment didn't happen")).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('failedFeePayment', {
      params: { orderId: 'order_Fail7' },
      body: { reason: 'Payment failed' },
    });
    // The popup stays its 3.5 s (000 §9), then the status page of the order opens.
    expect(
      await screen.findByText('/student/feemodule/paymentstatus/failure?order_id=order_Fail7', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  }, 30_000);
});

describe('offline (decision 0016: a payment needs the server)', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => void window.dispatchEvent(new Event('online')));
  });

  it('Pay now is not offered offline: disabled, with the connection text; back online it is', async () => {
    render(
      <MemoryRouter>
        <FeeSummaryPage view="paynow" />
      </MemoryRouter>,
    );
    const pay = await screen.findByRole('button', { name: 'Pay ₹45,000 now' });
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status', { name: 'Needs a connection' }).textContent).toBe(
      'Your connection seems unstable. Please check your internet connection.A payment needs a connection.',
    );
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect((pay as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status', { name: 'Needs a connection' })).toBeNull();
  });
});
