import { useNavigate } from 'react-router-dom';
import { call } from '@classroom/shared/api';
import { sessionStore } from '@classroom/shared/session';
import { Button, useTitle } from '@classroom/shared/ui';
import styles from './error-page.module.css';

/** 000 §8, 001 §2.8: the error page text. */
export const ERROR_PAGE_TEXT = 'AWW! Snap Something went wrong Check your connection or try again later!!';

/** The error page (/error and any unknown path, 001 §2.1) with a Logout button. */
export function ErrorPage() {
  useTitle('Error');
  const navigate = useNavigate();
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title">{ERROR_PAGE_TEXT}</h1>
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
