import { ApiError } from '@classroom/shared/api';
import { Button } from '@classroom/shared/ui';
import { RETRY } from '../messages';
import { readFailureText } from '../data/read-failure';
import type { Release } from './release';
import styles from '../ui/results.module.css';

/**
 * The text a result screen shows instead of its content, or null: 'Result will be declared on {date}' (001 §2.2) —
 * known before any call (`release`) or from the server's 403 — or the failed read's text (000 §8). `retry` says
 * whether asking again can help: never for a declaration, which only time changes.
 */
export function resultMessage(release: Release, failure: unknown): { text: string; retry: boolean } | null {
  if (release.kind === 'declared') return { text: release.text, retry: false };
  const text = readFailureText(failure);
  if (!text) return null;
  return { text, retry: !(failure instanceof ApiError && failure.httpStatus === 403) };
}

/** A result screen's heading with its message: the declaration date as plain text, a failure as an alert with Retry. */
export function ResultMessage(props: {
  title: string;
  subtitle?: string;
  message: { text: string; retry: boolean };
  onRetry: () => void;
}) {
  const { title, subtitle, message, onRetry } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.muted}>{subtitle}</p>}
      {message.retry ? (
        <>
          <p role="alert" className="cp-alert">
            {message.text}
          </p>
          <Button onClick={onRetry}>{RETRY}</Button>
        </>
      ) : (
        <p className={styles.declared}>{message.text}</p>
      )}
    </div>
  );
}
