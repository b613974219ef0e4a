/**
 * Installment plans (001 §2.1 Fees: feesummary, feemodule/installmentpage; 000 §7 get-student-installments,
 * get-section-installment-plans). Plain TS, no database: the fee calls and the seed use it.
 *
 * Amounts are whole rupees (the provider gets rupees × 100 paise, 000 §9). Dates are 'YYYY-MM-DD' strings (UTC days).
 */

/** One installment as the plan logic sees it. */
export interface PlanInstallment {
  /** Whole rupees. */
  amount: number;
  /** 'YYYY-MM-DD', or null (due at once). */
  dueDate: string | null;
  paid: boolean;
}

/** Where one installment stands: 'paid'; 'due' (payable now); 'upcoming' (later in the plan). */
export type InstallmentStatus = 'paid' | 'due' | 'upcoming';

/**
 * Splits `totalRupees` into `count` installments of whole rupees that add up to the total exactly: equal parts,
 * the rupees left over from the division go one each to the first installments (e.g. 1,00,000 in 3 →
 * 33,334 + 33,333 + 33,333). Throws RangeError when `count` < 1 or the total is not a whole number ≥ count.
 */
export function splitPlan(totalRupees: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number ≥ 1');
  if (!Number.isInteger(totalRupees) || totalRupees < count)
    throw new RangeError('total must be whole rupees, at least one per installment');
  const base = Math.floor(totalRupees / count);
  const extra = totalRupees - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * The status of each installment on `today` ('YYYY-MM-DD'), in plan order: a paid one is 'paid'; an unpaid one is
 * 'due' when it is the first unpaid one of the plan (the next to pay), when its due date has come, or when it has
 * none; every later unpaid one is 'upcoming'. So paying the due installment makes the next one due.
 */
export function installmentStatuses(plan: readonly PlanInstallment[], today: string): InstallmentStatus[] {
  const firstUnpaid = plan.findIndex((i) => !i.paid);
  return plan.map((i, index) => {
    if (i.paid) return 'paid';
    if (index === firstUnpaid || i.dueDate === null || i.dueDate <= today) return 'due';
    return 'upcoming';
  });
}

/** Totals of a plan in rupees: `total` (every installment), `paid`, and `due` = total − paid (all still to pay). */
export function planTotals(plan: readonly PlanInstallment[]): { total: number; paid: number; due: number } {
  const total = plan.reduce((n, i) => n + i.amount, 0);
  const paid = plan.filter((i) => i.paid).reduce((n, i) => n + i.amount, 0);
  return { total, paid, due: total - paid };
}

/**
 * What the student row keeps for the lock rule (001 §2.7): the rupees still to pay, and the due date of the first
 * unpaid installment (null when all are paid, or when it has no date). isProfileLocked locks the profile while
 * `feePending` > 0 and that date has come.
 */
export function outstanding(plan: readonly PlanInstallment[]): { feePending: number; feeDueDate: string | null } {
  const next = plan.find((i) => !i.paid);
  return { feePending: planTotals(plan).due, feeDueDate: next?.dueDate ?? null };
}
