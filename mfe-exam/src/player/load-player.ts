/**
 * KaTeX's faces nearly every formula is set in: the upright main face (numbers, operators, roman text) and the math
 * italic (variables), as FontFaceSet `load` descriptors. KaTeX's CSS declares them `font-display: block`, so a formula
 * laid out before its face has loaded is painted blank until it arrives.
 */
const KATEX_FACES = ['1em KaTeX_Main', 'italic 1em KaTeX_Math'] as const;

let math: Promise<void> | null = null;

/**
 * KaTeX, then its two common faces (their `@font-face` rules come with KaTeX's CSS), asked for once per page. Resolves
 * when all have loaded or failed: a failure is left to the question, which loads what it needs itself (RichText asks
 * for KaTeX on its first math; the browser asks for a face at its first layout), and KaTeX is asked for again on the
 * next call. `@classroom/shared/math` is imported here, not at the top: the screens' table (root.tsx) imports this
 * module, and a static import would make every first mount of mfe-exam wait for the math module's chunks.
 */
export function loadMath(): Promise<void> {
  math ??= import('@classroom/shared/math')
    .then(({ loadKatex }) => loadKatex())
    .then(
      () =>
        Promise.all(KATEX_FACES.map((face) => document.fonts?.load(face))).then(
          () => undefined,
          () => undefined,
        ),
      () => {
        math = null;
      },
    );
  return math;
}

/**
 * The exam player's page (001 §2.4), from one `import()` for all who open it — the JEE Main and JEE Advanced exam
 * routes and the instructions pages' warm-up — with KaTeX and its faces asked for beside its code (docs/PERFORMANCE.md,
 * "the cold player"; decision 0029). Without them a cold player — a reload mid-exam, a link opened straight to the
 * exam screen — asked for KaTeX only once its first question had rendered its TeX source, and for the faces only once
 * that typeset question was laid out: two round trips after the question appeared, its formulas shown as source, then
 * blank. Rejects as `import()` does when the player's code cannot load.
 */
export function loadPlayerPage(): Promise<typeof import('./player-page')> {
  void loadMath();
  return import('./player-page');
}
