import { Link } from 'react-router-dom';
import { hasSelfLearningModule, isScreenBuilt, PRACTICE_PATH } from '@classroom/shared/links';
import { MESSAGES } from '../messages';
import styles from './dashboard.module.css';

/** One learning link: inside the portal (`to`) or an outside site (`href`, from runtime config). */
export type LearningLink = { label: string; to: string } | { label: string; href: string };

/**
 * 000 §6 on the dashboard, the same rule as the older bar (@classroom/shared/links): 'Practice (New)' when the
 * student's enable_learning_module is on and the practice screen is built; 'Self Learning Module' for the named
 * sections (hasSelfLearningModule) to the outside site of runtime config (`selfLearningModule`, hidden when unset).
 */
export function learningLinks(
  student: { enable_learning_module: boolean; section_assoc: { id: number } },
  selfLearningModule: string | null,
  built: (path: string) => boolean = isScreenBuilt,
): LearningLink[] {
  const links: LearningLink[] = [];
  if (student.enable_learning_module && built(PRACTICE_PATH))
    links.push({ label: MESSAGES.learning.practice, to: PRACTICE_PATH });
  if (selfLearningModule && hasSelfLearningModule(student.section_assoc.id))
    links.push({ label: MESSAGES.learning.selfLearning, href: selfLearningModule });
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
              <Link className="cp-button cp-button--secondary" to={link.to}>
                {link.label}
              </Link>
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
