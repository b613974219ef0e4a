/**
 * Rich text with math (001 §3 questions, 000 §2 NCERT solutions): server HTML sanitised with DOMPurify, TeX typeset by
 * KaTeX (a lazy chunk of its own, loaded on the first math). Used by mfe-exam and mfe-corners alike.
 */
export { isRichTextCached, loadKatex, mathErrors, renderRichText, warmRichText } from './render-math';
export { RichText } from './rich-text';
export { hasMath, splitMath } from './math-text';
export { prepareTexText, tabularToHtml } from './tex-text';
