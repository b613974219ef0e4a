import { createElement, memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { RichText } from '@classroom/shared/math';
import { whenIdle } from '@classroom/shared/ui';
import { keptTexts } from './kept-texts';
import styles from './player.module.css';

/**
 * A kept text's typeset element, rendered again only when its props change: the swap of the shown text changes the
 * holders' look, not the text, so only the element that gains or loses the place's `id` renders (decision 0029).
 */
const KeptRichText = memo(RichText);

/** Texts kept laid out per place of the panel, the shown one included (decision 0029: kept texts). */
const KEEP = 4;

/**
 * One typeset text of the question panel (the question's text, or one option's), which keeps the texts it showed last
 * and the next question's (`ahead`) laid out and hidden (decision 0029: kept texts): a palette click or SAVE &
 * NEXT to one of them shows an element whose formulas are already laid out instead of laying them out in the click's
 * frame. Each text is its own element (`textClassName`; the shown one gets `id`) inside an element of kind `as`
 * (`className`); the hidden ones are `content-visibility: hidden` (Chromium keeps their layout and skips their style,
 * layout and paint) and `aria-hidden`, out of the accessibility tree and the tab order. `ahead` is added in idle time
 * (laid out once then, out of sight), never in the frame of the click that shows `html`; a text not kept is added in
 * that frame, as any text was before. Memoised, like the texts it replaces: a change of the draft does not render it.
 */
export const KeptTexts = memo(function KeptTexts({
  html,
  ahead,
  as = 'div',
  className,
  textClassName,
  id,
}: {
  html: string;
  ahead: string | null;
  as?: 'div' | 'span';
  className?: string;
  textClassName?: string;
  id?: string;
}) {
  const [kept, setKept] = useState<string[]>(() => [html]);
  useEffect(() => whenIdle(() => setKept((list) => keptTexts(list, html, ahead, KEEP))), [html, ahead]);
  const texts = kept.includes(html) ? kept : [...kept, html];
  return createElement(
    as,
    { className },
    texts.map((text) => (
      <KeptText
        key={text}
        html={text}
        shown={text === html}
        as={as}
        className={textClassName}
        id={text === html ? id : undefined}
      />
    )),
  );
});

/**
 * One kept text: shown, or hidden with its layout kept. A text first rendered hidden (`ahead`) is laid out once out of
 * sight (`visibility: hidden`, no height), in the idle task that added it, then hidden with `content-visibility`.
 */
const KeptText = memo(function KeptText({
  html,
  shown,
  as,
  className,
  id,
}: {
  html: string;
  shown: boolean;
  as: 'div' | 'span';
  className?: string;
  id?: string;
}) {
  const holder = useRef<HTMLElement>(null);
  const [laidOut, setLaidOut] = useState(shown);
  useLayoutEffect(() => {
    if (laidOut) return;
    void holder.current?.offsetHeight; // lays the text out now, in the idle task
    setLaidOut(true);
  }, [laidOut]);
  const look = shown ? styles.textShown : laidOut ? styles.textKept : styles.textLayingOut;
  return createElement(
    as,
    { ref: holder, className: look, 'aria-hidden': shown ? undefined : true },
    <KeptRichText as={as} className={className} id={id} html={html} />,
  );
});
