/** Installment plans in plain TS (001 §2.1 Fees: feesummary, feemodule/installmentpage). */
import {
  installmentStatuses,
  outstanding,
  planTotals,
  splitPlan,
  type PlanInstallment,
} from '../src/payments/installment-plan';

describe('splitPlan: whole rupees that add up to the total', () => {
  test.each([
    [150_000, 5],
    [100_000, 3],
    [45_000, 1],
    [7, 7],
    [1_00_001, 4],
  ])('₹%i in %i installments', (total, count) => {
    const parts = splitPlan(total, count);
    expect(parts).toHaveLength(count);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
    expect(parts.every((p) => Number.isInteger(p) && p > 0)).toBe(true);
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
  });
  test('the rupees left over go to the first installments', () => {
    expect(splitPlan(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
  });
  test('refuses a plan that cannot be paid in whole rupees', () => {
    expect(() => splitPlan(100, 0)).toThrow(RangeError);
    expect(() => splitPlan(2, 3)).toThrow(RangeError);
    expect(() => splitPlan(100.5, 2)).toThrow(RangeError);
  });
});

const plan = (paid: number, dates: (string | null)[], amount = 30_000): PlanInstallment[] =>
  dates.map((dueDate, i) => ({ amount, dueDate, paid: i < paid }));

describe('installmentStatuses: some paid, the next one due, later ones upcoming', () => {
  const dates = ['2026-08-01', '2026-10-01', '2026-12-01', '2027-02-01', '2027-04-01'];
  test('the first unpaid installment is due even before its date; later ones are upcoming', () => {
    expect(installmentStatuses(plan(2, dates), '2026-11-23')).toEqual(['paid', 'paid', 'due', 'upcoming', 'upcoming']);
  });
  test('paying the due installment makes the next one due', () => {
    expect(installmentStatuses(plan(3, dates), '2026-11-23')).toEqual(['paid', 'paid', 'paid', 'due', 'upcoming']);
  });
  test('every unpaid installment whose date has come (or has no date) is due', () => {
    expect(installmentStatuses(plan(1, dates), '2026-12-01')).toEqual(['paid', 'due', 'due', 'upcoming', 'upcoming']);
    expect(installmentStatuses(plan(0, ['2027-01-01', null]), '2026-11-23')).toEqual(['due', 'due']);
  });
  test('all paid: nothing due', () => {
    expect(installmentStatuses(plan(5, dates), '2027-05-01')).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
  });
});

describe('planTotals and outstanding: the amounts add up', () => {
  const amounts = splitPlan(150_000, 5);
  const rows: PlanInstallment[] = amounts.map((amount, i) => ({ amount, dueDate: `2027-0${i + 1}-15`, paid: i < 2 }));
  test('total = paid + due', () => {
    expect(planTotals(rows)).toEqual({ total: 150_000, paid: 60_000, due: 90_000 });
  });
  test("the student row keeps the rupees still to pay and the next installment's due date", () => {
    expect(outstanding(rows)).toEqual({ feePending: 90_000, feeDueDate: '2027-03-15' });
    expect(outstanding(rows.map((r) => ({ ...r, paid: true })))).toEqual({ feePending: 0, feeDueDate: null });
  });
});
