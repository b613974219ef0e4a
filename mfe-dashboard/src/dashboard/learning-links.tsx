import { Link } from 'react-router-dom';
import { isScreenBuilt } from '@classroom/shared/links';
import { MESSAGES } from '../messages';
import styles from './dashboard.module.css';

/** The practice-session screen of mfe-exam that 'Practice (New)' opens (001 §2.1 practice-session; issue 12 §8). */
export const PRACTICE_PATH = '/student/practice-session';

/** One learning link: inside the portal (`to`) or an outside site (`href`, from runtime config). */
export type LearningLink = { label: string; to: string } | { label: string; href: string };

/**
 * 000 §2 Older navigation bar / 000 §6, on the dashboard: 'Practice (New)' when the student's enable_learning_module is on
 * (`enabled`) and the practice screen is built; 'Self Learning Module' to the outside site of runtime config
 * (`selfLearningModule`, hidden when unset). Decided: 000 §6 gives the Self Learning Module to 'certain named sections'
 * without naming them, so the same flag stands for them (the server turns it on for those sections' students).
 * None when `enabled` is false.
 */
export function learningLinks(enabled: boolean, selfLearningModule: string | null, built: (path: string) => boolean = isScreenBuilt): LearningLink[] {
  if (!enabled) return [];
  const links: LearningLink[] = [];
  if (built(PRACTICE_PATH)) links.push({ label: MESSAGES.learning.practice, to: PRACTICE_PATH });
  if (selfLearningModule) links.push({ label: MESSAGES.learning.selfLearning, href: selfLearningModule });
  return links;
}

/** The learning links as a labelled list of buttons (nothing when there are none). */
export function LearningLinks({ links }: { links: LearningLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={MESSAGES.learning.label}>
      <ul className={styles.learningLinks}>
        {links.map((link) => (
          <li key={link.label}>
            {'to' in link ? (
              <Link className="cp-button cp-button--secondary" to={link.to}>{link.label}</Link>
            ) : (
              <a className="cp-button cp-button--secondary" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="cp-visually-hidden"> (opens in a new tab)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
