/**
 * Fee records of the demo students (001 §2.1 Fees: feesummary, feemodule/installmentpage), split by the
 * plan logic (src/payments/installment-plan.ts) so the amounts add up; dates relative to the seed clock.
 * - enrolled (Aarav): ₹1,35,000 in 3 installments, all paid with receipts — his fee summary is real, nothing due.
 * - payer-plan (Riya): ₹1,50,000 in 5 installments of ₹30,000 — 2 paid, the 3rd due in 7 days, 2 upcoming (kept for the
 *   e2e tests that pay the due installment and share a payment link with a parent).
 * Each student row keeps the plan's outstanding rupees and the next due date (the lock rule, 001 §2.7).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { feeInstallments, students } from '../src/db/schema';
import { outstanding, splitPlan } from '../src/payments/installment-plan';

const DAY = 86_400_000;

/** One demo plan: total rupees, installment count, each installment's due date as days from the seed clock, how many are paid. */
export interface DemoPlan {
  totalRupees: number;
  dueInDays: number[];
  paid: number;
}

export const DEMO_PLANS = {
  enrolled: { totalRupees: 135_000, dueInDays: [-240, -150, -60], paid: 3 },
  'payer-plan': { totalRupees: 150_000, dueInDays: [-120, -60, 7, 67, 127], paid: 2 },
} as const satisfies Record<string, DemoPlan>;

/** Inserts `plan` for `studentId` and sets the student's outstanding fee and due date from it. */
export async function seedFeePlan(db: Db, studentId: number, plan: DemoPlan, now: Date): Promise<void> {
  const amounts = splitPlan(plan.totalRupees, plan.dueInDays.length);
  const rows = plan.dueInDays.map((days, i) => {
    const dueDate = new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
    const paid = i < plan.paid;
    return {
      studentId,
      label: `Installment ${i + 1}`,
      amountRupees: amounts[i]!,
      dueDate,
      paidAt: paid ? new Date(now.getTime() + (days - 3) * DAY) : null,
      receiptNo: paid ? `RCPT-S${studentId}-${i + 1}` : null,
    };
  });
  await db.insert(feeInstallments).values(rows);
  const owed = outstanding(rows.map((r) => ({ amount: r.amountRupees, dueDate: r.dueDate, paid: r.paidAt !== null })));
  await db.update(students).set(owed).where(eq(students.id, studentId));
}
