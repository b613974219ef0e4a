import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { Button } from './button';
import { useTitle } from './title';

/** 000 §8, 001 §2.8: the error page text. */
export const ERROR_PAGE_TEXT = 'AWW! Snap Something went wrong Check your connection or try again later!!';
/** 001 §2.8: what the error page says when its analytics post finds the session moved to another device. */
export const ANOTHER_DEVICE_TEXT = 'You are logged into Another device';

/**
 * The error page (/error and any unknown path, 001 §2.1, §2.8): the spec's text and a Logout button that signs out
 * and goes to the sign-in page. For a signed-in student it posts the analytics call (page_name 'error') once per page
 * shown, as a TanStack Query mutation (`postErrorPageView`, @classroom/shared/query/error-page-view, loaded on demand
 * so this kit stays free of TanStack Query on the sign-in page); when that answers 401 (the session moved to another
 * device) it says 'You are logged into Another device' and the student is signed out.
 * Used by the host and by every remote for paths it does not build.
 */
export function ErrorPage() {
  useTitle('Error');
  const navigate = useNavigate();
  const [anotherDevice, setAnotherDevice] = useState(false);
  // Once per page shown: React's development re-run of effects must not post twice.
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current || !sessionStore.getState().user) return;
    posted.current = true;
    void import('@classroom/shared/query/error-page-view')
      .then(({ postErrorPageView }) => postErrorPageView())
      .then((outcome) => outcome === 'another-device' && setAnotherDevice(true))
      .catch(() => undefined);
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
