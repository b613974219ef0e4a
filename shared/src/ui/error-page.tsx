import { useNavigate } from 'react-router-dom';
import { logout } from '../api';
import { Button } from './button';
import { useTitle } from './title';

/** 000 §8, 001 §2.8: the error page text. */
export const ERROR_PAGE_TEXT = 'AWW! Snap Something went wrong Check your connection or try again later!!';

/**
 * The error page (/error and any unknown path, 001 §2.1): the spec's text and a Logout button that
 * signs out and goes to the sign-in page. Used by the host and by every remote for paths it does not build.
 */
export function ErrorPage() {
  useTitle('Error');
  const navigate = useNavigate();
  return (
    <section className="cp-error-page" aria-labelledby="cp-error-page-title">
      <h1 id="cp-error-page-title">{ERROR_PAGE_TEXT}</h1>
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
