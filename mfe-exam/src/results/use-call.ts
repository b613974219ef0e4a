import { useCallback, useEffect, useState } from 'react';
import { declarationText } from './result-format';

/** Loads one value with a retry: { data, error, loading, retry }. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(null);
    load()
      .then((d) => live && setData(d))
      .catch((err: unknown) => live && setError(err instanceof Error && err.message ? declarationText(err.message) : 'Some error occurred'));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { data, error, loading: !data && !error, retry };
}
