import { loadMath } from './load-math';

/**
 * The exam player's page (001 §2.4), from one `import()` for all who open it — the JEE Main and JEE Advanced exam
 * routes and the instructions pages' warm-up — with KaTeX and its faces asked for beside its code (decision
 * 0029). Without them a cold player — a reload mid-exam, a link opened straight to the
 * exam screen — asked for KaTeX only once its first question had rendered its TeX source, and for the faces only once
 * that typeset question was laid out: two round trips after the question appeared, its formulas shown as source, then
 * blank. Rejects as `import()` does when the player's code cannot load.
 */
export function loadPlayerPage(): Promise<typeof import('./player-page')> {
  void loadMath();
  return import('./player-page');
}
