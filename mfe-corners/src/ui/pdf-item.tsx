import { useRef, useState } from 'react';
import { Button } from '@classroom/shared/ui';
import { LIBRARY, MESSAGES } from '../messages';
import { fetchWithProgress, pdfFileName, percent, saveBlob, type DownloadProgress } from '../lib/download';
import styles from './library.module.css';

/**
 * One PDF: its name, 'Open' (the browser's PDF viewer in a new tab) and 'Download' with a progress bar and a Cancel
 * while it runs; a failure says so with the reason.
 */
export function PdfItem({ name, url, meta }: { name: string; url: string; meta?: string }) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const download = async () => {
    setError(null);
    abort.current = new AbortController();
    try {
      const blob = await fetchWithProgress(url, setProgress, abort.current.signal);
      saveBlob(blob, pdfFileName(name));
    } catch (err) {
      if (!abort.current.signal.aborted) setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };
  const pct = progress ? percent(progress) : null;
  return (
    <li className={styles.pdf}>
      <div className={styles.pdfText}>
        <span className={styles.pdfName}>{name}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
      </div>
      <div className={styles.pdfActions}>
        <a className="cp-button cp-button--secondary" href={url} target="_blank" rel="noopener noreferrer">
          {LIBRARY.open}
          <span className="cp-visually-hidden">
            {' '}
            {name} {MESSAGES.opensInNewTab}
          </span>
        </a>
        {progress ? (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={pct ?? undefined}
              aria-label={LIBRARY.downloading(name)}
            >
              {pct ?? ''}
            </progress>
            <span className={styles.meta} aria-live="polite">
              {pct === null ? LIBRARY.receivedKb(Math.round(progress.received / 1024)) : `${pct}%`}
            </span>
            <Button variant="ghost" onClick={() => abort.current?.abort()}>
              {LIBRARY.cancel}
            </Button>
          </>
        ) : (
          <Button variant="primary" onClick={() => void download()}>
            {LIBRARY.download}
            <span className="cp-visually-hidden"> {name}</span>
          </Button>
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
