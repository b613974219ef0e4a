import { useEffect, useState, type ReactNode } from 'react';
import { loadRuntimeConfig } from '../api';
import { useSession, watchOtherTabs } from '../session';
import { Loader } from './loader';
import { SignInForm } from './sign-in-form';
import { Toaster } from './toaster';

/**
 * What a remote's team sees when it runs the remote alone (`pnpm --filter <remote> dev`): runtime
 * config, its own sign-in against the real API, the Toaster, then the remote's app. Inside the host
 * none of this is used: the host owns sign-in and the Toaster.
 */
export function StandaloneShell({ name, children }: { name: string; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const user = useSession((s) => s.user);
  useEffect(() => {
    loadRuntimeConfig()
      .then(() => setReady(true))
      .catch((err: Error) => setError(err.message));
    return watchOtherTabs(() => window.location.assign('/'));
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (!ready) return <Loader />;
  return (
    <>
      <Toaster />
      {user ? children : <SignInForm heading={`Sign in to ${name} (standalone)`} />}
    </>
  );
}
