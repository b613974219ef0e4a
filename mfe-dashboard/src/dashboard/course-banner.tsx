import type { DataOf } from '@classroom/shared/contract';
import { formatDay, formatRupees } from '@classroom/shared/format';
import { Button } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import { usePeerComponent } from '../lib/use-peer-component';
import { loadPeerComponent } from '../lib/load-peer';
import styles from './banner.module.css';

type BannerData = NonNullable<DataOf<'bannerDetails'>>;

/**
 * Props of mfe-account's `./EnrolmentPayment` (000 §4 Enrolment payment; documented in
 * mfe-account/src/payments/enrolment-payment.tsx): the course, with its price in rupees (the provider gets × 100 paise).
 * The component renders the Enroll Now button itself and runs the whole checkout.
 */
export interface EnrolmentPaymentProps {
  course: { binding: string; name: string; priceRupees: number };
}

/**
 * The dashboard banner (000 §2, §3 Banner): pre-launch header and description, course name and start date, features,
 * price in ₹ with en-IN grouping, the web image on desktop and the mobile one on phones, and Enroll Now. Enroll Now is
 * mfe-account's `./EnrolmentPayment` (000 §4) — the one enrolment flow, also on /student/payment, which ends on the
 * payment status page of the order it made — loaded through Module Federation once the banner is on screen, so one
 * press starts the checkout; until it arrives a disabled Enroll Now stands in, and while that remote or expose is
 * missing or down the remote-fallback text with Retry shows instead — never a broken button. Hidden unless show_banner.
 */
export function CourseBanner({
  banner,
  load = loadPeerComponent,
}: {
  banner: BannerData;
  load?: typeof loadPeerComponent;
}) {
  const shown = banner.show_banner;
  const payment = usePeerComponent<EnrolmentPaymentProps>('mfe_account', './EnrolmentPayment', {
    enabled: shown,
    load,
  });
  if (!shown) return null;
  const t = MESSAGES.banner;
  return (
    <section className={styles.banner} aria-labelledby="dash-banner-heading" id="dash-banner">
      {(banner.course_img_web || banner.course_img_mobile) && (
        <picture>
          {banner.course_img_web && <source media="(min-width: 992px)" srcSet={banner.course_img_web} />}
          <img
            className={styles.image}
            src={banner.course_img_mobile ?? banner.course_img_web ?? ''}
            alt=""
            width={640}
            height={320}
          />
        </picture>
      )}
      <div>
        <h2 id="dash-banner-heading" className={styles.header}>
          {banner.pre_launch_header}
        </h2>
        <p className={styles.desc}>{banner.pre_launch_desc}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Course</dt>
            <dd>{banner.course_name}</dd>
          </div>
          <div>
            <dt>{t.starts}</dt>
            <dd>{formatDay(banner.course_start_date)}</dd>
          </div>
          <div>
            <dt>{t.price}</dt>
            <dd data-testid="banner-price">{formatRupees(banner.course_online_price)}</dd>
          </div>
        </dl>
        {banner.features.length > 0 && (
          <ul className={styles.features} aria-label="Features">
            {banner.features.map((f) => (
              <li key={`${f.snapshot}-${f.details}`}>
                <strong>{f.snapshot}</strong> {f.details}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {payment.status === 'loading' && (
            <Button disabled aria-busy>
              {t.enroll}
            </Button>
          )}
          {payment.status === 'ready' && (
            <payment.Component
              course={{
                binding: banner.course_binding,
                name: banner.course_name,
                priceRupees: banner.course_online_price,
              }}
            />
          )}
          {payment.status === 'failed' && (
            <div className={styles.fallback} role="alert">
              <p>
                <strong>{t.paymentUnavailable}</strong>
              </p>
              <p>{t.paymentUnavailableSub}</p>
              <Button onClick={payment.retry}>{MESSAGES.retry}</Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
