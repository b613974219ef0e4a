/**
 * "Your payment plan" on the installment page (000 §7 get-section-installment-plans): how the server takes the course
 * fee — the student's own plan (each installment's amount, ₹ with Indian grouping, and due date, an IST calendar day
 * that never shifts) or, without a plan, the price in full. It offers only what proceed-to-pay and enroll-course
 * accept: never a split the server would refuse. Nothing is shown while loading, on a refusal, or when there is no
 * way to pay (`plans` empty). Needs the page's QueryClientProvider.
 */
import { useQuery } from '@tanstack/react-query';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { MESSAGES } from '../messages';
import { sectionInstallmentPlansQuery } from './queries';
import styles from './fees.module.css';

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
        <div key={plan.installments}>
          <strong id={`plan-${plan.installments}`}>
            {plan.installments === 1 ? t.full : t.split(plan.installments)}
          </strong>
          <ol className={styles.plans} aria-labelledby={`plan-${plan.installments}`}>
            {plan.amounts_rupees.map((amount, i) => {
              const due = plan.due_dates[i];
              return (
                <li key={i}>
                  <span className={styles.amount}>{formatRupees(amount)}</span>
                  <span className={styles.meta}>{due ? t.dueOn(formatDay(due)) : t.dueNow}</span>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}
