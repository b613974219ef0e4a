import { Link } from 'react-router-dom';
import styles from './home-logo.module.css';

/**
 * The logo that leads to the dashboard (000 §2), in the top bar and the older bar alike: the mark, the brand name
 * (`brandClassName`: each bar hides it at its own width) and, for screen readers, "home" — the link reads
 * "Classroom home".
 */
export function HomeLogo({ brandClassName }: { brandClassName?: string }) {
  return (
    <Link to="/student" className={styles.logo}>
      <span className={styles.mark} aria-hidden="true">
        C
      </span>
      <span className={brandClassName}>Classroom</span>
      <span className="cp-visually-hidden"> home</span>
    </Link>
  );
}
