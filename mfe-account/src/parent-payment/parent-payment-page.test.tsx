import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, call } from '@classroom/shared/api';
import { queryClient } from '@classroom/shared/query';
import { ParentPaymentPage } from './parent-payment-page';

jest.mock('@classroom/shared/api', () => ({ ...jest.requireActual('@classroom/shared/api'), call: jest.fn() }));
const mockedCall = call as jest.MockedFunction<typeof call>;
const LINK = 'AbCdEfGhIjKlMnOpQrStUv';

const view = (over: object) => ({
  first_name: 'Riya',
  amount: 30000,
  amount_paise: 3_000_000,
  currency: 'INR',
  status: 'payable',
  order_id: 'order_abc',
  description: 'Fees: Installment 4',
  ...over,
});
const renderPage = () =>
  render(
    <MemoryRouter initialEntries={[`/parentpayment/${LINK}`]}>
      <Routes>
        <Route path="/parentpayment/:orderid" element={<ParentPaymentPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  queryClient.clear();
  mockedCall.mockReset();
});

describe('parent payment page (001 §2.1 /parentpayment/{orderid})', () => {
  it('a payable link shows only the first name and the amount in ₹ with en-IN grouping, and Pay', async () => {
    mockedCall.mockResolvedValue(view({}) as never);
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'You are paying the fees of Riya' })).toBeTruthy();
    expect(screen.getByText('₹30,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹30,000' })).toBeTruthy();
    expect(mockedCall).toHaveBeenCalledWith(
      'parentPaymentOrder',
      expect.objectContaining({ params: { linkId: LINK } }),
    );
  });

  it('a paid link says so, with no Pay', async () => {
    mockedCall.mockResolvedValue(view({ status: 'paid', order_id: null }) as never);
    renderPage();
    expect(await screen.findByText('This fee has already been paid. Thank you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });

  it('a failed order: the link has expired', async () => {
    mockedCall.mockResolvedValue(view({ status: 'failed', order_id: null }) as never);
    renderPage();
    expect(
      await screen.findByText('This payment link has expired. Please ask the student for a new link.'),
    ).toBeTruthy();
  });

  it('an unknown link (404): not valid', async () => {
    mockedCall.mockRejectedValue(
      new ApiError('This payment link is not valid. Please ask the student for a new link.', 'refused', 404),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Link not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
