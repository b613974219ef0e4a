import { Link, Navigate, useNavigate } from 'react-router-dom';
import { isScreenBuilt } from '@classroom/shared/links';
import { STUDENT_PERMISSION, useSession } from '@classroom/shared/session';
import { SignInForm, useTitle } from '@classroom/shared/ui';
import { BrandedPage } from '../ui/branded-page';
import styles from './sign-in-page.module.css';

/** Sign-in at / and /signin (001 §2.1). A signed-in student goes straight to /student. */
export function SignInPage() {
  useTitle('Login');
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  if (user?.permission === STUDENT_PERMISSION) return <Navigate to="/student" replace />;
  return (
    <BrandedPage>
      <SignInForm heading="Sign in to your classroom" onSignedIn={() => navigate('/student', { replace: true })} />
      <nav className={styles.more} aria-label="Account">
        {isScreenBuilt('/forgot-password') && <Link to="/forgot-password">Forgot password?</Link>}
        {isScreenBuilt('/signup') && (
          <span>
            New here? <Link to="/signup">Create an account</Link>
          </span>
        )}
      </nav>
    </BrandedPage>
  );
}
