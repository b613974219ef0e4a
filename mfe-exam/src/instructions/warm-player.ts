import { loadMath, loadPlayerPage } from '../player/load-player';

/**
 * What an instructions page (JEE or JEE Advanced, `useProceedToPlayer`) loads in idle time while the student reads
 * (docs/PERFORMANCE.md, decision 0029: start → first question): the player's code, KaTeX and KaTeX's two common faces
 * (`loadPlayerPage`), so that after PROCEED the first question waits for none of them — its formulas are laid out
 * once, in their own faces. Failures are left to the player, which loads what it needs itself. Resolves when all have
 * loaded or failed.
 */
export function warmPlayer(): Promise<void> {
  return Promise.all([loadPlayerPage().catch(() => undefined), loadMath()]).then(() => undefined);
}
