import { useState, type FormEvent } from 'react';
import { ApiError, fetchCall, NETWORK_UNSTABLE_TEXT } from '../api';
import { sessionStore } from '../session';
import { Button } from './button';

/**
 * Sign-in with mobile number and password against the API (`login`). On success the login record is
 * stored as 'userdetail' (000 §3) and `onSignedIn` runs; on failure the server's message shows
 * (e.g. 'Invalid mobile number or password'), or the network text of 000 §8. The call uses `fetchCall` (no axios
 * on the sign-in page: its host JS budget); the contract's schema chunk loads beside the request and validates the reply.
 */
export function SignInForm({ onSignedIn, heading = 'Sign in' }: { onSignedIn?: () => void; heading?: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const record = await fetchCall('login', { body: { username: username.trim(), password } });
      sessionStore.getState().signIn(record);
      onSignedIn?.();
    } catch (err) {
      setError(err instanceof ApiError && err.kind === 'network' ? NETWORK_UNSTABLE_TEXT : (err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="cp-signin" onSubmit={submit} aria-labelledby="cp-signin-heading" noValidate>
      <h1 id="cp-signin-heading">{heading}</h1>
      <p>Use your registered mobile number and password.</p>
      <div className="cp-field">
        <label htmlFor="cp-signin-username">Mobile number</label>
        <input
          id="cp-signin-username"
          name="username"
          inputMode="numeric"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="cp-field">
        <label htmlFor="cp-signin-password">Password</label>
        <input
          id="cp-signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && (
        <div className="cp-alert" role="alert">
          {error}
        </div>
      )}
      <Button type="submit" disabled={!username || !password} busy={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
