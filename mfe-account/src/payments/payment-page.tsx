/**
 * /student/payment (001 §2.1 Fees 'payment'): the student's payments hub. A free student sees the online course on
 * offer (the banner's course, 000 §3 Banner) with Enroll Now (EnrolmentPayment, 000 §4); an enrolled student sees the
 * way to the fee summary when that screen is built (a free student has no fees: that page would be empty).
 */
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { call, errorText } from '@classroom/shared/api';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { isScreenBuilt } from '@classroom/shared/links';
import { queryClient } from '@classroom/shared/query';
import { Button, Loader, useTitle } from '@classroom/shared/ui';
import { useStudent } from '@classroom/shared/query/student';
import { MESSAGES } from '../messages';
import { EnrolmentPayment } from './enrolment-payment';
import styles from '../forms.module.css';

function Payments() {
  const t = MESSAGES.fees;
  useTitle(t.paymentTitle);
  const { student } = useStudent();
  const banner = useQuery({
    queryKey: ['account', 'banner'],
    queryFn: ({ signal }) => call('bannerDetails', { signal }),
  });
  if (!student || banner.isPending) return <Loader />;
  const offer = banner.data && banner.data.show_banner && !banner.data.post_enrollment ? banner.data : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.paymentTitle}</h1>
      {banner.isError && (
        <div className={styles.card}>
          <p role="alert">{errorText(banner.error)}</p>
          <Button variant="secondary" onClick={() => void banner.refetch()}>
            {MESSAGES.retry}
          </Button>
        </div>
      )}
      {student.is_free && offer && (
        <section className={styles.card} aria-labelledby="offer-title">
          <h2 id="offer-title" className={styles.heading}>
            {offer.course_name}
          </h2>
          <p className={styles.muted}>{offer.pre_launch_desc}</p>
          <p>
            <strong className="cp-tabular">{formatRupees(offer.course_online_price)}</strong> · {t.starts}{' '}
            {formatDay(offer.course_start_date)}
          </p>
          <div>
            <EnrolmentPayment
              course={{
                binding: offer.course_binding,
                name: offer.course_name,
                priceRupees: offer.course_online_price,
              }}
            />
          </div>
        </section>
      )}
      {!student.is_free && <p className={styles.muted}>{t.enrolled}</p>}
      {!student.is_free && isScreenBuilt('/student/feesummary') && (
        <p>
          <Link to="/student/feesummary">{t.summaryLink}</Link>
        </p>
      )}
    </div>
  );
}

/** The page, wrapped in the shared QueryClientProvider. */
export function PaymentPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <Payments />
    </QueryClientProvider>
  );
}
