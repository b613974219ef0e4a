import { planInWords } from './installment-plans-card';

describe('the payment plan in words (000 §7 get-section-installment-plans): ₹ en-IN, due dates as IST calendar days', () => {
  it('equal installments name the amount once and the first and last due days, unshifted', () => {
    expect(
      planInWords({
        installments: 5,
        amounts_rupees: [9000, 9000, 9000, 9000, 9000],
        due_dates: ['2026-07-29', '2026-09-27', '2026-12-03', '2027-02-01', '2027-04-02'],
      }),
    ).toBe('In 5 installments of ₹9,000, due from 29 Jul 2026 to 2 Apr 2027');
  });

  it('unequal installments list every amount', () => {
    expect(
      planInWords({ installments: 2, amounts_rupees: [67501, 67500], due_dates: ['2026-12-01', '2027-03-01'] }),
    ).toBe('In 2 installments: ₹67,501 + ₹67,500, due from 1 Dec 2026 to 1 Mar 2027');
  });

  it('the price in full at enrolment has no due day', () => {
    expect(planInWords({ installments: 1, amounts_rupees: [145000], due_dates: [null] })).toBe('In full: ₹1,45,000');
  });
});
