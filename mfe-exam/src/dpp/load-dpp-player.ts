import { loadMath } from '../lib/player/load-math';

/**
 * The DPP player's page (001 §2.1 InstructionsGenericDpp/{id}/exam), with KaTeX and its faces asked for beside its code
 * (`loadMath`, as the exam players' loaders do): a module of its own, so the build can name the screen's files for a
 * page opened straight on it (mfe-exam/webpack.config.cjs `SCREEN_LOADERS`, decision 0008). Rejects as `import()`
 * does when the page's code cannot load.
 */
export function loadDppPlayerPage(): Promise<typeof import('./dpp-player-page')> {
  void loadMath();
  return import('./dpp-player-page');
}
