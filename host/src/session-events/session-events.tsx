import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_ERROR_TEXT, NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { sessionStore, watchOtherTabs } from '@classroom/shared/session';
import { Button, Dialog } from '@classroom/shared/ui';
import { isLegacyList, isOfflineTolerant } from '../routes';

/** 000 §8 HTTP 401 notice. */
export const SESSION_EXPIRED_TITLE = 'Unauthorised?';
export const SESSION_EXPIRED_TEXT = 'User logged into another device';
/** 000 §8: the same notice on the screens of the older navigation bar (the legacy lists). */
export const OLDER_BAR_SESSION_EXPIRED_TEXT = 'Logged in to another device, please login here again';
/** 000 §9: session-expiry redirect delay, in milliseconds. */
export const SESSION_EXPIRY_REDIRECT_MS = 1000;

/**
 * The host acts on the portal's events (ARCHITECTURE §3):
 * - session expired (401): 'Unauthorised?' / 'User logged into another device' ('Logged in to another device, please
 *   login here again' on the older bar's legacy list screens), storage cleared, / after 1 s (000 §8);
 * - profile locked (1007): /student/locked, alerts suppressed (000 §4);
 * - network unstable: 'Your connection seems unstable…' with Okay (000 §8), unless the profile is locked
 *   or the screen is offline-tolerant (the offline exam keeps answers and syncs later, 001 §4.5), or the device knows
 *   it is offline (the student shell's offline notice says so, decision 0016);
 * - userdetail changed or cleared in another tab: / (001 §4.10).
 */
export function SessionEvents() {
  const navigate = useNavigate();
  // The subscriptions live as long as the host; they read the latest navigate through a ref.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  const [expired, setExpired] = useState(false);
  // The text follows the screen the 401 arrived on (the guard may move on before the notice closes).
  const [expiredText, setExpiredText] = useState(SESSION_EXPIRED_TEXT);
  const [unstable, setUnstable] = useState(false);

  useEffect(() => {
    let locked = false;
    const offs = [
      on('portal:session-expired', () => {
        // Storage is cleared now; the in-memory session stays until the redirect so the guard does
        // not leave the screen before the notice has been shown for 1 s (the timer starts once it is on screen).
        window.localStorage.clear();
        setExpiredText(isLegacyList(pathnameRef.current) ? OLDER_BAR_SESSION_EXPIRED_TEXT : SESSION_EXPIRED_TEXT);
        setExpired(true);
      }),
      on('portal:profile-locked', () => {
        locked = true;
        setUnstable(false);
        navigateRef.current('/student/locked', { replace: true });
      }),
      on('portal:network-unstable', () => {
        // A device that knows it is offline says so above the screen instead (OfflineNotice, decision 0016).
        if (!locked && !isOfflineTolerant(pathnameRef.current) && navigator.onLine) setUnstable(true);
      }),
      watchOtherTabs(() => navigateRef.current('/', { replace: true })),
      // A new sign-in (another student, or the same after paying) is no longer locked.
      sessionStore.subscribe((state, previous) => {
        if (state.user !== previous.user) locked = false;
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  // 000 §9: the notice stays 1 s from when it is painted (an effect runs after the commit), not from when the
  // 401 arrived, so a busy phone still shows it for the full second.
  useEffect(() => {
    if (!expired) return undefined;
    const timer = setTimeout(() => {
      sessionStore.getState().signOut();
      setExpired(false);
      navigateRef.current('/', { replace: true });
    }, SESSION_EXPIRY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [expired]);

  return (
    <>
      <Dialog open={expired} title={SESSION_EXPIRED_TITLE}>
        <p>
          <span aria-hidden="true">⚠️ </span>
          {expiredText}
        </p>
      </Dialog>
      <Dialog
        open={unstable && !expired}
        title={DEFAULT_ERROR_TEXT}
        onDismiss={() => setUnstable(false)}
        actions={<Button onClick={() => setUnstable(false)}>Okay</Button>}
      >
        <p>{NETWORK_UNSTABLE_TEXT}</p>
      </Dialog>
    </>
  );
}
