/**
 * "Your payment plan" on the installment page (000 §7 get-section-installment-plans): how the server takes the course
 * fee, in one line under the student's installments (which list each amount and due date) — the student's own plan or,
 * for a free student, the price in full. It offers only what proceed-to-pay and enroll-course accept: never a split
 * the server would refuse. Amounts in ₹ with Indian grouping; due dates as IST calendar days that never shift. Nothing
 * is shown while loading, on a refusal, or when there is no way to pay (`plans` empty). Needs the page's
 * QueryClientProvider.
 */
import { useQuery } from '@tanstack/react-query';
import type { SectionInstallmentPlans } from '@classroom/shared/contract';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { MESSAGES } from '../messages';
import { sectionInstallmentPlansQuery } from './queries';
import styles from './fees.module.css';

/**
 * One plan in words: 'In full: ₹45,000', 'In 5 installments of ₹9,000' or 'In 3 installments: ₹a + ₹b + ₹c', then the
 * first and last due dates when both are known (', due from 29 Jul 2026 to 2 Apr 2027'; one installment: ', due 3 Dec
 * 2026').
 */
export function planInWords(plan: SectionInstallmentPlans['plans'][number]): string {
  const t = MESSAGES.plans;
  const amounts = plan.amounts_rupees.map(formatRupees);
  const how =
    plan.installments === 1
      ? t.full(amounts[0] ?? '')
      : new Set(amounts).size === 1
        ? t.equal(plan.installments, amounts[0]!)
        : t.split(plan.installments, amounts.join(' + '));
  const first = plan.due_dates[0];
  const last = plan.due_dates[plan.due_dates.length - 1];
  if (!first || !last) return how;
  return how + (first === last ? t.due(formatDay(first)) : t.dueFromTo(formatDay(first), formatDay(last)));
}

export function InstallmentPlansCard() {
  const t = MESSAGES.plans;
  const { data } = useQuery(sectionInstallmentPlansQuery);
  if (!data || data.plans.length === 0 || data.total_rupees === null) return null;
  return (
    <section className={styles.card} aria-labelledby="installment-plans">
      <h2 id="installment-plans" className={styles.heading}>
        {t.heading}
      </h2>
      <p className={styles.muted}>{t.intro(data.course_name ?? data.section_name, formatRupees(data.total_rupees))}</p>
      {data.plans.map((plan) => (
        <p key={plan.installments} className={styles.amount}>
          {planInWords(plan)}
        </p>
      ))}
    </section>
  );
}
