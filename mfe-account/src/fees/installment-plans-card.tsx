/**
 * "Ways to pay" on the installment page (000 §7 get-section-installment-plans): the current batch's course price and
 * how it can be paid — in full, or in 2 or 3 installments whose amounts (whole rupees, ₹ with Indian grouping) add up
 * to the price. Nothing is shown while loading, on a refusal, or when the batch has no course on sale (`plans` empty):
 * the student's own installments above are the page's content. Needs the page's QueryClientProvider.
 */
import { useQuery } from '@tanstack/react-query';
import { formatRupees } from '@classroom/shared/format';
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
      <ul className={styles.plans}>
        {data.plans.map((plan) => (
          <li key={plan.installments}>
            <span>{plan.installments === 1 ? t.full : t.split(plan.installments)}</span>
            <span className={styles.amount}>{plan.amounts_rupees.map(formatRupees).join(' + ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
