import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { providerThat } from '../testing/fake-provider';
import { EnrolmentPayment } from './enrolment-payment';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;

const COURSE = { binding: 'JEE2027-ONLINE', name: 'JEE 2027 Online Classroom', priceRupees: 45_000 };

/** The path and query the router is at (the status page's stand-in). */
function Where() {
  const { pathname, search } = useLocation();
  return <p>{pathname + search}</p>;
}

function renderOn(path: string, load?: (path: string) => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<EnrolmentPayment course={COURSE} load={load} />} />
        <Route path="/student/feemodule/paymentstatus/:status" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  queryClient.clear();
  mockedCall.mockReset();
  mockedCall.mockImplementation((async (name: string) => {
    if (name === 'enrollCourse')
      return { order_id: 'order_Enrol5', amount_paise: 4_500_000, description: 'Enrolment: JEE 2027 Online Classroom' };
    if (name === 'failedCoursePayment') return { order_id: 'order_Enrol5', status: 'failed' };
    if (name === 'completeCoursePayment') return { order_id: 'order_Enrol5', status: 'paid' };
    throw new Error(name);
  }) as typeof call);
});
afterEach(() => delete window.Razorpay);

describe('Enroll Now ends on the status page of the order it made, from any page (000 §4; 001 §2.1 paymentstatus)', () => {
  it("a failed enrolment: 'Oops' for its 3.5 s, the order reported failed, then that order's failure status page (the dashboard banner's path too)", async () => {
    window.Razorpay = providerThat('failed');
    renderOn('/student');
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByText("Your payment didn't happen")).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith('failedCoursePayment', {
      params: { orderId: 'order_Enrol5' },
      body: { reason: 'Payment failed' },
    });
    expect(
      await screen.findByText(
        '/student/feemodule/paymentstatus/failure?order_id=order_Enrol5',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  }, 30_000);

  it("a paid enrolment: 'Hurrey' with the countdown, then the page loads afresh on that order's success status page", async () => {
    window.Razorpay = providerThat('paid');
    const load = jest.fn();
    renderOn('/student/payment', load);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(await screen.findByRole('dialog', { name: 'Hurrey' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await waitFor(
      () => expect(load).toHaveBeenCalledWith('/student/feemodule/paymentstatus/success?order_id=order_Enrol5'),
      {
        timeout: 15_000,
      },
    );
  }, 30_000);
});
