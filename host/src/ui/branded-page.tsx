import type { ReactNode } from 'react';
import styles from './branded-page.module.css';

/**
 * The frame of every public page before sign-in (sign-in, sign-up steps, forgot password; 001 §2.1): the page's
 * `main` landmark with the institute's brand above `children`.
 */
export function BrandedPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          C
        </span>
        <span>Classroom</span>
      </div>
      {children}
    </main>
  );
}
