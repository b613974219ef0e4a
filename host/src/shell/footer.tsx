import { useLinks, type PortalLinks } from '@classroom/shared/config';
import styles from './footer.module.css';

/** The footer's policy links and social links in the spec's order (000 §2 Footer). */
const POLICIES: { key: 'refundPolicy' | 'privacyPolicy' | 'terms'; label: string }[] = [
  { key: 'refundPolicy', label: 'Refund Policy' },
  { key: 'privacyPolicy', label: 'Privacy Policy' },
  { key: 'terms', label: 'Terms and Conditions' },
];
const SOCIAL: { key: keyof PortalLinks['social']; label: string }[] = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'facebook', label: 'Facebook' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'instagram', label: 'Instagram' },
];

/** Brand text after the year (000 §2: 'current year with brand text'). */
export const BRAND = 'Classroom';

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="cp-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The footer (000 §2): support mail, app-store link, the current year with the brand text, Refund Policy, Privacy
 * Policy, Terms and Conditions and the social links. Every address comes from runtime config (/config.json); an
 * address the gateway does not set is left out, never a link to nowhere. `year` defaults to this year.
 */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const links = useLinks();
  const social = SOCIAL.filter((s) => links.social[s.key]);
  const policies = POLICIES.filter((p) => links[p.key]);
  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        {links.supportEmail && (
          <p>
            Support: <a href={`mailto:${links.supportEmail}`}>{links.supportEmail}</a>
          </p>
        )}
        {links.appStore && <External href={links.appStore}>Get the app</External>}
      </div>
      {policies.length > 0 && (
        <nav aria-label="Policies" className={styles.row}>
          {policies.map((p) => (
            <External key={p.key} href={links[p.key]!}>
              {p.label}
            </External>
          ))}
        </nav>
      )}
      {social.length > 0 && (
        <nav aria-label="Social" className={styles.row}>
          {social.map((s) => (
            <External key={s.key} href={links.social[s.key]!}>
              {s.label}
            </External>
          ))}
        </nav>
      )}
      <p className={styles.copy}>
        © {year} {BRAND}
      </p>
    </footer>
  );
}
