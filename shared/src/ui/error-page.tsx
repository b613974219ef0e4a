import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, call, logout } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { Button } from './button';
import { useTitle } from './title';

/** 000 §8, 001 §2.8: the error page text. */
export const ERROR_PAGE_TEXT = 'AWW! Snap Something went wrong Check your connection or try again later!!';
/** 001 §2.8: what the error page says when its analytics post finds the session moved to another device. */
export const ANOTHER_DEVICE_TEXT = 'You are logged into Another device';

/**
 * The error page (/error and any unknown path, 001 §2.1, §2.8): the spec's text and a Logout button that signs out
 * and goes to the sign-in page. For a signed-in student it posts the analytics call (page_name 'error'); when that
 * answers 401 (the session moved to another device) it says 'You are logged into Another device' and signs out.
 * Used by the host and by every remote for paths it does not build.
 */
export function ErrorPage() {
  useTitle('Error');
  const navigate = useNavigate();
  const [anotherDevice, setAnotherDevice] = useState(false);
  useEffect(() => {
    if (!sessionStore.getState().user) return;
    call('postAnalytics', { body: { page_name: 'error' } }).catch((error: unknown) => {
      if (error instanceof ApiError && error.kind === 'session-expired') {
        setAnotherDevice(true);
        void logout();
      }
    });
  }, []);
  return (
    <section className="cp-error-page" aria-labelledby="cp-error-page-title">
      <h1 id="cp-error-page-title">{ERROR_PAGE_TEXT}</h1>
      {anotherDevice && <p role="alert">{ANOTHER_DEVICE_TEXT}</p>}
      <Button
        variant="secondary"
        onClick={async () => {
          await logout();
          navigate('/', { replace: true });
        }}
      >
        Logout
      </Button>
    </section>
  );
}
