import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, isHandledByHost } from '@classroom/shared/api';
import { Button, EmptyState, ERROR_PAGE_TEXT, Loader } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';
import styles from './ui.module.css';

/**
 * The loading, error and success states of one react-query read (DESIGN 'States every screen has'): 'Loading...
 * please wait' while pending; the error page text (000 §8) with the server's message and Retry on failure; nothing when
 * the host handles the error (401, 1007); a 404 (a link to something that is gone) as an empty state; else `children(data)`.
 */
export function QueryView<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loader />;
  if (query.isError) {
    if (isHandledByHost(query.error)) return null;
    if (query.error instanceof ApiError && query.error.httpStatus === 404)
      return <EmptyState message={query.error.message} subMessage={MESSAGES.notFoundSub} />;
    return (
      <ErrorBox
        message={query.error instanceof Error ? query.error.message : String(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** 000 §8 error text with the server's message and a Retry button. */
export function ErrorBox({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.error}>
      <p role="alert">{ERROR_PAGE_TEXT}</p>
      <p>{message}</p>
      <Button onClick={onRetry}>{MESSAGES.retry}</Button>
    </div>
  );
}
