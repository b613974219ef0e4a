import { Button, ERROR_PAGE_TEXT } from '@classroom/shared/ui';

/** Shown when the portal cannot read its runtime config or release manifest at boot. */
export function BootFailure({ error }: { error: Error }) {
  return (
    <main id="main" style={{ maxWidth: 560, margin: '10vh auto', padding: 24, textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.25rem' }}>{ERROR_PAGE_TEXT}</h1>
      <p>{error.message}</p>
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </main>
  );
}
