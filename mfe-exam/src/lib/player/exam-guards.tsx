import { useEffect, useState } from 'react';
import { Button, Dialog } from '@classroom/shared/ui';
import {
  BROWSER_CHECK_TEXT,
  BROWSER_CHECK_TITLE,
  blocksBackAndContextMenu,
  browserVerdict,
  UPDATE_CHROME,
  UPDATE_CHROME_URL,
} from './variant';

/**
 * 001 §2.4: in a normal exam (not DPP) the browser Back button is blocked — a duplicate history entry is pushed and
 * pushed again on every popstate, so Back stays on the exam — and the right-click menu is disabled.
 */
export function useExamGuards(dpp: boolean): void {
  useEffect(() => {
    if (!blocksBackAndContextMenu(dpp)) return;
    const block = (e: MouseEvent) => e.preventDefault();
    const hold = () => window.history.pushState(window.history.state, '', window.location.href);
    hold();
    document.addEventListener('contextmenu', block);
    window.addEventListener('popstate', hold);
    return () => {
      document.removeEventListener('contextmenu', block);
      window.removeEventListener('popstate', hold);
    };
  }, [dpp]);
}

/** 001 §2.4, 000 §5: the browser check — not Chrome or Safari → a modal (Android: use Chrome) with Update Chrome. */
export function BrowserCheck({
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
}: {
  userAgent?: string;
}) {
  const verdict = browserVerdict(userAgent);
  const [open, setOpen] = useState(verdict !== 'ok');
  if (verdict === 'ok') return null;
  return (
    <Dialog
      open={open}
      title={BROWSER_CHECK_TITLE}
      onDismiss={() => setOpen(false)}
      actions={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Continue anyway
          </Button>
          <Button onClick={() => window.open(UPDATE_CHROME_URL, '_blank', 'noopener')}>{UPDATE_CHROME}</Button>
        </>
      }
    >
      <p>{BROWSER_CHECK_TEXT[verdict]}</p>
    </Dialog>
  );
}
