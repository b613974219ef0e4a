import { loadMath } from '../lib/player/load-math';

/**
 * The offline exam screen's code, from one `import()` for both who need it: the route (root.tsx) and the warm-up on the
 * generic instructions (generic-instructions-page.tsx), which fetches it online so the service worker keeps it for an
 * offline reload of the exam (001 §4.5). Two `import()`s of the same module were built as two chunk files of identical
 * content under two chunk ids; the warm-up fetched one, the route asked for the other, and an offline reload found the
 * route's file missing.
 */
export const loadOfflineExamPage = () => {
  // The exam's math: KaTeX and its faces beside the page's code (player/load-math.ts), kept by the service worker too.
  void loadMath();
  return import('./offline-exam-page');
};
