import { Link } from 'react-router-dom';
import { useTitle } from '@classroom/shared/ui';
import { ERROR_PAGE_TEXT } from '../messages';
import styles from './error-page.module.css';

/** Any other path under mfe-exam's prefixes (001 §2.1, §2.8): the error page text with a way back. */
export function ErrorPage() {
  useTitle('Error');
  return (
    <div className={styles.page}>
      <p role="alert" className={styles.text}>{ERROR_PAGE_TEXT}</p>
      <Link className="cp-button cp-button--primary" to="/student">Go to Dashboard</Link>
    </div>
  );
}
