/** KaTeX and its stylesheet, in a chunk of their own: loaded on the first math to typeset (render-math.ts). */
import 'katex/dist/katex.min.css';

export { default } from 'katex';
