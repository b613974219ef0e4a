import { useNavigate } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { Button, useTitle } from '@classroom/shared/ui';
import { MESSAGES } from '../messages';

/**
 * 000 §8, 001 §2.8 error page, for any /student/* path the host gives this remote that it does not
 * build (yet): the spec's text and a Logout button.
 */
export function ErrorView() {
  useTitle('Error');
  const navigate = useNavigate();
  return (
    <section style={{ padding: 'var(--cp-space-8) var(--cp-space-4)', textAlign: 'center' }} aria-labelledby="mfe-account-error">
      <h1 id="mfe-account-error" style={{ fontSize: '1.25rem' }}>
        {MESSAGES.errorPage}
      </h1>
      <Button
        variant="secondary"
        onClick={async () => {
          await call('logout', {}).catch(() => undefined);
          sessionStore.getState().signOut();
          navigate('/', { replace: true });
        }}
      >
        Logout
      </Button>
    </section>
  );
}
