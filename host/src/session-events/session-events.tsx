import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NETWORK_UNSTABLE_TEXT } from '@classroom/shared/api';
import { on } from '@classroom/shared/events';
import { sessionStore, watchOtherTabs } from '@classroom/shared/session';
import { Button, Dialog } from '@classroom/shared/ui';

/** 000 §8 HTTP 401 notice. */
export const SESSION_EXPIRED_TITLE = 'Unauthorised?';
export const SESSION_EXPIRED_TEXT = 'User logged into another device';
/** 000 §9: session-expiry redirect delay, in milliseconds. */
export const SESSION_EXPIRY_REDIRECT_MS = 1000;

/**
 * The host acts on the portal's events (ARCHITECTURE §3):
 * - session expired (401): 'Unauthorised?' / 'User logged into another device', storage cleared, / after 1 s (000 §8);
 * - profile locked (1007): /student/locked, alerts suppressed (000 §4);
 * - network unstable: 'Your connection seems unstable…' with Okay (000 §8), unless the profile is locked;
 * - userdetail changed or cleared in another tab: / (001 §4.10).
 */
export function SessionEvents() {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [unstable, setUnstable] = useState(false);

  useEffect(() => {
    let locked = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offs = [
      on('portal:session-expired', () => {
        if (timer) return;
        setExpired(true);
        sessionStore.getState().signOut();
        timer = setTimeout(() => {
          setExpired(false);
          timer = undefined;
          navigate('/', { replace: true });
        }, SESSION_EXPIRY_REDIRECT_MS);
      }),
      on('portal:profile-locked', () => {
        locked = true;
        setUnstable(false);
        if (window.location.pathname !== '/student/locked') navigate('/student/locked', { replace: true });
      }),
      on('portal:network-unstable', () => {
        if (!locked) setUnstable(true);
      }),
      watchOtherTabs(() => navigate('/', { replace: true })),
    ];
    return () => {
      offs.forEach((off) => off());
      if (timer) clearTimeout(timer);
    };
  }, [navigate]);

  return (
    <>
      <Dialog open={expired} title={SESSION_EXPIRED_TITLE}>
        <p>
          <span aria-hidden="true">⚠️ </span>
          {SESSION_EXPIRED_TEXT}
        </p>
      </Dialog>
      <Dialog
        open={unstable && !expired}
        title="Some error occurred"
        onDismiss={() => setUnstable(false)}
        actions={<Button onClick={() => setUnstable(false)}>Okay</Button>}
      >
        <p>{NETWORK_UNSTABLE_TEXT}</p>
      </Dialog>
    </>
  );
}
