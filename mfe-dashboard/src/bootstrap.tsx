/** Runs mfe-dashboard alone for its team (`pnpm --filter @classroom/mfe-dashboard dev`), with its own sign-in. */
import '@classroom/shared/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { StandaloneShell } from '@classroom/shared/ui';
import { Root } from './root';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StandaloneShell name="mfe-dashboard">
    <Root />
  </StandaloneShell>,
);
