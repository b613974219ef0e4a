import type { ReactNode } from 'react';
import styles from './auth.module.css';

/**
 * A labelled control with its error under it (react-hook-form's message): the control gets aria-invalid and
 * aria-describedby when the error shows. `children` is the control, rendered with `id`.
 */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="cp-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control whose error may show (pairs with FormField). */
export function errorAria(id: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
