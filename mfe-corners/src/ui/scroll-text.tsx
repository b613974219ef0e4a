import { RichText } from '@classroom/shared/math';
import styles from './ui.module.css';

/**
 * Server rich text (a question, a worked solution: sanitised HTML with TeX) in a region that scrolls sideways when a
 * wide equation does not fit a 390 px phone. The region is a labelled tab stop (`label`, e.g. 'Solution'), so a
 * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollText({ label, html }: { label: string; html: string | null | undefined }) {
  return (
    <div className={styles.scrollText} role="region" aria-label={label} tabIndex={0}>
      <RichText html={html} />
    </div>
  );
}
