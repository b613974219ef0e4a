import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, DEFAULT_ERROR_TEXT, call, logout as signOut } from '@classroom/shared/api';
import { formatRupees } from '@classroom/shared/format';
import { Button, Dialog, Loader, useTitle } from '@classroom/shared/ui';
import { useLinks } from '@classroom/shared/config';
import { useSession } from '@classroom/shared/session';
import { LockedPay } from '../fees/locked-pay';
import { MESSAGES } from '../messages';
import styles from './locked.module.css';

type State = { status: 'loading' } | { status: 'locked'; amountDue: number } | { status: 'error'; message: string } | { status: 'leaving' };

/** 001 §2.7 fetch failure: the server's message, or 'Some error occurred'. A 401 is left to the host. */
function failureText(error: unknown): string | null {
  if (error instanceof ApiError && error.kind === 'session-expired') return null;
  return (error instanceof Error && error.message) || DEFAULT_ERROR_TEXT;
}

/**
 * The locked-account screen at /student/locked (001 §2.7, §4.8). Not guarded and shown without the top
 * bar. Fetches payment-due: profileLocked true → the amount due in rupees, Logout, a contact-counsellor
 * link and a care e-mail address, and Pay now (issue 11 §6); false → replaced to /student; failure → an alert with the message.
 * Signed out there is no account to show as locked: the page goes to sign-in (/) instead of a sign-in form under
 * 'Profile Locked'.
 */
export function LockedPage() {
  const signedIn = useSession((s) => s.user !== null);
  return signedIn ? <LockedAccount /> : <Navigate to="/" replace />;
}

function LockedAccount() {
  useTitle(MESSAGES.lockedTitle);
  const links = useLinks();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    call('paymentDue', { signal: controller.signal }).then(
      (due) => {
        if (controller.signal.aborted) return;
        if (due.profileLocked) setState({ status: 'locked', amountDue: due.amountDue });
        else {
          setState({ status: 'leaving' });
          navigate('/student', { replace: true });
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = failureText(error);
        setState(message === null ? { status: 'leaving' } : { status: 'error', message });
      },
    );
    return () => controller.abort();
  }, [attempt, navigate]);

  const logout = async () => {
    await signOut();
    navigate('/', { replace: true });
  };

  if (state.status === 'leaving') return null;
  if (state.status === 'loading') return <Loader />;
  if (state.status === 'error') {
    return (
      <Dialog
        open
        title={MESSAGES.defaultError}
        onDismiss={() => setAttempt((n) => n + 1)}
        actions={<Button onClick={() => setAttempt((n) => n + 1)}>{MESSAGES.okay}</Button>}
      >
        <p role="alert">{state.message}</p>
      </Dialog>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="locked-title">
      <div className={styles.card}>
        <h1 id="locked-title" className={styles.title}>
          {MESSAGES.locked.heading}
        </h1>
        <p>{MESSAGES.locked.explanation}</p>
        <p className={styles.amount}>
          <span>{MESSAGES.locked.amountDue}</span>
          <strong className="cp-tabular">{formatRupees(state.amountDue)}</strong>
        </p>
        <div className={styles.actions}>
          <LockedPay />
          {links.counsellor && (
            <a className="cp-button cp-button--primary" href={links.counsellor} target="_blank" rel="noopener noreferrer">
              {MESSAGES.locked.contactCounsellor}
              <span className="cp-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <Button variant="secondary" onClick={logout}>
            {MESSAGES.logout}
          </Button>
        </div>
        {links.careEmail && (
          <p className={styles.mail}>
            {MESSAGES.locked.careMail} <a href={`mailto:${links.careEmail}`}>{links.careEmail}</a>
          </p>
        )}
      </div>
    </section>
  );
}
