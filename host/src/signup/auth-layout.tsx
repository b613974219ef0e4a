import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The frame of the public account screens (sign-up steps, forgot password): brand above one card. */
export function AuthLayout({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <main id="main" className={styles.page}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          C
        </span>
        <span>Classroom</span>
      </div>
      <section className={`cp-signin ${styles.card}`} aria-labelledby={labelledBy}>
        {children}
      </section>
    </main>
  );
}
