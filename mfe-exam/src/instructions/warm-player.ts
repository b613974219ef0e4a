import { loadKatex } from '@classroom/shared/math';

/**
 * KaTeX's faces nearly every formula is set in: the upright main face (numbers, operators, roman text) and the math
 * italic (variables), as FontFaceSet `load` descriptors. KaTeX's CSS declares them `font-display: block`, so a formula
 * laid out before its face has loaded is painted blank until it arrives.
 */
const KATEX_FACES = ['1em KaTeX_Main', 'italic 1em KaTeX_Math'] as const;

/**
 * What an instructions page (JEE or JEE Advanced, `useProceedToPlayer`) loads in idle time while the student reads
 * (docs/PERFORMANCE.md, decision 0029: start → first question): the player's code, KaTeX, and then KaTeX's two common
 * faces, so that after PROCEED the first question waits for none of them — its formulas are laid out once, in their
 * own faces, instead of painted blank and laid out again when the faces arrive (after the first question's layout asked
 * for them). Failures are left to the player, which loads what it needs itself. Resolves when all have loaded or
 * failed.
 */
export function warmPlayer(): Promise<void> {
  const player = import('../player/player-page').catch(() => undefined);
  const faces = loadKatex()
    .then(() => Promise.all(KATEX_FACES.map((face) => document.fonts?.load(face))))
    .catch(() => undefined);
  return Promise.all([player, faces]).then(() => undefined);
}
