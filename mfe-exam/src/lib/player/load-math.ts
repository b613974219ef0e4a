import mainFaceUrl from 'katex/dist/fonts/KaTeX_Main-Regular.woff2';
import mathItalicFaceUrl from 'katex/dist/fonts/KaTeX_Math-Italic.woff2';

/**
 * KaTeX's faces nearly every formula is set in — the upright main face (numbers, operators, roman text) and the math
 * italic (variables) — as FontFaceSet `load` descriptors and as their files (the same files KaTeX's CSS names: one
 * asset each in this build). KaTeX's CSS declares them `font-display: block`, so a formula laid out before its face has
 * loaded is painted blank until it arrives.
 */
const KATEX_FACES = [
  { descriptor: '1em KaTeX_Main', url: mainFaceUrl },
  { descriptor: 'italic 1em KaTeX_Math', url: mathItalicFaceUrl },
] as const;

let math: Promise<void> | null = null;

/**
 * Asks for a face's file now (`<link rel="preload" as="font" crossorigin>`, once per page), so it downloads beside
 * KaTeX's code instead of after its first layout: the face is loaded from that response when KaTeX's CSS has declared
 * it.
 */
function preloadFace(url: string): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');
  if ([...links].some((link) => link.href === url)) return;
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: url });
  document.head.append(link);
}

/**
 * KaTeX and its two common faces, asked for once per page and all at once: KaTeX's code and the faces' files start
 * downloading together (and beside the exam screen's code: `loadPlayerPage`, `loadDppPlayerPage`,
 * `loadOfflineExamPage`), then the faces are loaded (`document.fonts.load`; their `@font-face` rules come with KaTeX's
 * CSS, which `@classroom/shared/math`'s `loadKatex` adds). Resolves when all have loaded or failed: a failure is left
 * to the question, which loads what it needs itself (RichText asks for KaTeX on its first math; the browser asks for a
 * face at its first layout), and KaTeX is asked for again on the next call. `@classroom/shared/math` and KaTeX are
 * imported here, not at the top: the screens' table (root.tsx) imports this module, and static imports would make
 * every first mount of mfe-exam wait for them.
 */
export function loadMath(): Promise<void> {
  if (math) return math;
  for (const { url } of KATEX_FACES) preloadFace(url);
  // KaTeX's code and CSS (the chunks `loadKatex` asks for) start now instead of once the math module has arrived.
  void Promise.all([import('katex'), import('katex/dist/katex.min.css')]).catch(() => undefined);
  math = import('@classroom/shared/math')
    .then(({ loadKatex }) => loadKatex())
    .then(
      () =>
        Promise.all(KATEX_FACES.map(({ descriptor }) => document.fonts?.load(descriptor))).then(
          () => undefined,
          () => undefined,
        ),
      () => {
        math = null;
      },
    );
  return math;
}
