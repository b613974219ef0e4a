import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ScrollText } from './scroll-text';
import styles from './panels.module.css';

/** A neighbour in the pager: where it goes. */
export type PagerLink = { to: string } | undefined;

/**
 * A question with its worked solution and the Previous / Next pager, as the NCERT exercise page (000 §2 'NCERT
 * Exercise Questions') and the solution bank's question details (001 §2.1 questiondetails) show it. Both texts are
 * server HTML, sanitised and typeset by `RichText` inside a keyboard-scrollable region.
 *
 * - `headingId` / `heading`: the card's h2 (the article is labelled by it); `headingClass` styles it per page;
 * - `texts`: the page's words for 'Solution', 'Previous' and 'Next';
 * - `prev` / `next`: the neighbours' routes, or undefined when there is none (no dead link is drawn);
 * - `before` / `after`: what the page adds above the heading or below the pager (a breadcrumb, a hint).
 */
export function SolvedQuestion({
  headingId,
  heading,
  headingClass,
  question,
  solution,
  texts,
  prev,
  next,
  before,
  after,
}: {
  headingId: string;
  heading: string;
  headingClass?: string;
  question: string | null | undefined;
  solution: string | null | undefined;
  texts: { solution: string; previous: string; next: string };
  prev: PagerLink;
  next: PagerLink;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {before}
      <h2 id={headingId} className={headingClass}>
        {heading}
      </h2>
      <ScrollText label={heading} html={question} />
      <h3 className={styles.solutionTitle}>{texts.solution}</h3>
      <ScrollText label={texts.solution} html={solution} />
      <div className={styles.pager}>
        {prev ? (
          <Link className="cp-button cp-button--secondary" to={prev.to}>
            ← {texts.previous}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link className="cp-button cp-button--primary" to={next.to}>
            {texts.next} →
          </Link>
        )}
      </div>
      {after}
    </article>
  );
}
