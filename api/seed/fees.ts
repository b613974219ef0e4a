/**
 * Fee records of the demo students (001 §2.1 Fees: feesummary, feemodule/installmentpage). A plan's total is the fee of
 * the course it is for — the seeded course offer's price (whole rupees, as course_offers and fee_installments store
 * it), the same price the installment page's ways to pay split — divided by the plan logic
 * (src/payments/installment-plan.ts) so the amounts add up; dates relative to the seed clock. Both students are in
 * section 301, whose course is JEE 2027 Online Classroom (₹45,000):
 * - enrolled (Aarav): ₹45,000 in 3 installments of ₹15,000, all paid with receipts — his fee summary is real, nothing due.
 * - payer-plan (Riya): ₹45,000 in 5 installments of ₹9,000 — 2 paid, the 3rd due in 7 days, 2 upcoming (kept for the
 *   e2e tests that pay the due installment and share a payment link with a parent).
 * Each student row keeps the plan's outstanding rupees and the next due date (the lock rule, 001 §2.7).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { courseOffers, feeInstallments, students } from '../src/db/schema';
import { outstanding, splitPlan } from '../src/payments/installment-plan';
import { istDayOf } from '../src/ist-day';

const DAY = 86_400_000;

/**
 * One demo plan: the binding of the course it pays for (its course offer, seeded before), each installment's due date
 * as days from the seed clock (one installment per date), how many are paid.
 */
export interface DemoPlan {
  course: string;
  dueInDays: number[];
  paid: number;
}

export const DEMO_PLANS = {
  enrolled: { course: 'JEE2027-ONLINE', dueInDays: [-240, -150, -60], paid: 3 },
  'payer-plan': { course: 'JEE2027-ONLINE', dueInDays: [-120, -60, 7, 67, 127], paid: 2 },
} as const satisfies Record<string, DemoPlan>;

/**
 * Inserts `plan` for `studentId` — the course offer's price split over its installments — and sets the student's
 * outstanding fee and due date from it. Throws when the course offer is not seeded.
 */
export async function seedFeePlan(db: Db, studentId: number, plan: DemoPlan, now: Date): Promise<void> {
  const [offer] = await db
    .select({ priceRupees: courseOffers.priceRupees })
    .from(courseOffers)
    .where(eq(courseOffers.binding, plan.course));
  if (!offer) throw new Error(`seed: no course offer ${plan.course} for a fee plan`);
  const amounts = splitPlan(offer.priceRupees, plan.dueInDays.length);
  const rows = plan.dueInDays.map((days, i) => {
    const dueDate = istDayOf(new Date(now.getTime() + days * DAY));
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
