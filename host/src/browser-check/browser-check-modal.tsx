import { useState, type RefObject } from 'react';
import { Button, Dialog } from '@classroom/shared/ui';
import { BROWSER_CHECK_KEY, BROWSER_CHECK_TEXT, shouldWarn, updateChromeUrl } from './browser-check';

/**
 * The app-wide browser check modal (000 §5, §8; 001 §2.4): on a browser that is neither Chrome nor Safari it says to
 * use Chrome on Android or Safari and offers 'Update Chrome' (opens the store in a new tab) and Close; shown once per
 * session (sessionStorage), on any route. It opens as the page loads, when nothing has focus yet: on closing (Close or
 * Escape) focus goes to `returnFocusTo` (the skip link, the page's first stop) rather than being lost (decision 0023).
 */
export function BrowserCheckModal({ returnFocusTo }: { returnFocusTo: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(() => {
    if (typeof window === 'undefined' || !shouldWarn(navigator.userAgent, window.sessionStorage)) return false;
    window.sessionStorage.setItem(BROWSER_CHECK_KEY, '1');
    return true;
  });
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      title={BROWSER_CHECK_TEXT.title}
      onDismiss={close}
      returnFocusTo={returnFocusTo}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={close}>
            {BROWSER_CHECK_TEXT.close}
          </Button>
          <a
            className="cp-button cp-button--primary"
            href={updateChromeUrl(navigator.userAgent)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
          >
            {BROWSER_CHECK_TEXT.update}
            <span className="cp-visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      }
    >
      <p>{BROWSER_CHECK_TEXT.body}</p>
    </Dialog>
  );
}
