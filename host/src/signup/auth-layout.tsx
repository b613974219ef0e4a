import type { ReactNode } from 'react';
import { BrandedPage } from '../ui/branded-page';
import styles from '../ui/auth.module.css';

/** The frame of the public account screens (sign-up steps, forgot password): the branded page around one card. */
export function AuthLayout({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <BrandedPage>
      <section className={`cp-signin ${styles.card}`} aria-labelledby={labelledBy}>
        {children}
      </section>
    </BrandedPage>
  );
}
