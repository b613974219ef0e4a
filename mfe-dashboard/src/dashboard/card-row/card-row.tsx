import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { EmptyState } from '@classroom/shared/ui';
import { MESSAGES } from '../../messages';
import { tagsThatFit, visibleTags } from './tags';
import styles from './card-row.module.css';

export interface CardRowProps {
  /** Element id, the target of the dashboard navigation's in-page links. */
  id: string;
  /** Heading and the {TYPE} of the empty text ('MPPs', 'Tests', 'Classes'). */
  title: string;
  /** The 'See all' link (000 §2), or null when the student gets none (school 40059). */
  seeAll: { to: string; state?: unknown } | null;
  /** One element per card. */
  cards: ReactNode[];
}

/**
 * 000 §2 Dashboard: a horizontally scrolling card row with previous/next arrow buttons and a 'See all'
 * link; 'No {TYPE} content available' when empty. The arrows scroll by most of a visible width, and each is disabled
 * at its end of the row. The row's edges are read on scroll and in a ResizeObserver's callback (its first one comes
 * with the first frame, then whenever the row's width changes), where the browser has laid the page out already: the
 * mount reads no layout, so the dashboard's first render forces none and the first card paints before the arrows
 * are set. Without a ResizeObserver the edges are read after mount.
 */
export function CardRow({ id, title, seeAll, cards }: CardRowProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // Observing anew when the cards change: the first callback reads the new scroll width.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, cards.length]);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    // No `behavior`: the track's CSS decides — smooth, or at once under prefers-reduced-motion (tokens.css).
    if (el) el.scrollBy?.({ left: direction * Math.max(el.clientWidth * 0.85, 200) });
  };
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={styles.row} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {cards.length > 0 && (
          <div className={styles.controls}>
            <button
              type="button"
              className={`cp-button cp-button--ghost ${styles.arrow}`}
              aria-label={`Previous ${title}`}
              disabled={edges.atStart}
              onClick={() => scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`cp-button cp-button--ghost ${styles.arrow}`}
              aria-label={`Next ${title}`}
              disabled={edges.atEnd}
              onClick={() => scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            {seeAll && (
              <Link className={styles.seeAll} to={seeAll.to} state={seeAll.state}>
                {MESSAGES.seeAll}
                <span className="cp-visually-hidden"> {title}</span>
              </Link>
            )}
          </div>
        )}
      </div>
      {cards.length === 0 ? (
        <EmptyState message={MESSAGES.rowEmpty(title)} />
      ) : (
        <ul ref={track} className={styles.track} onScroll={measure}>
          {cards.map((card, index) => (
            <li key={index} className={styles.item}>
              {card}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One card's tag list given a fresh layout: reads its chips and returns the change to apply, or null for none. */
type TagsMeasure = () => (() => void) | null;
const tagLists = new Map<Element, TagsMeasure>();
let tagsObserver: ResizeObserver | null = null;

/**
 * Observes `list` with the one ResizeObserver of every card's tags. Its callback reads every list it reports first,
 * while the layout the browser has just made is fresh, then applies their changes together in one `flushSync`: one
 * re-render and one layout more before the frame is painted, however many cards there are — not one each, every read
 * after a change forcing a layout (decision 0027). Returns the function that stops observing.
 */
function observeTags(list: Element, measure: TagsMeasure): () => void {
  tagsObserver ??= new ResizeObserver((entries) => {
    const changes = entries.flatMap((entry) => tagLists.get(entry.target)?.() ?? []);
    if (changes.length > 0) flushSync(() => changes.forEach((change) => change()));
  });
  tagLists.set(list, measure);
  tagsObserver.observe(list);
  return () => {
    tagsObserver?.unobserve(list);
    tagLists.delete(list);
    if (tagLists.size === 0) {
      tagsObserver?.disconnect();
      tagsObserver = null;
    }
  };
}

/**
 * Tag chips of a card with the '+N' overflow indicator (000 §2 MPP card): how many fit is computed from the
 * rendered height — an invisible copy lays out every chip at the card's width — not from a fixed count. The copy is
 * measured in a ResizeObserver's callback (its first one comes with the first frame, then whenever the width
 * changes), where the browser has laid the page out already: the mount itself reads no layout, so the dashboard's
 * first render forces none (decision 0027). Every card's copy is measured
 * in one callback and the counts applied together with `flushSync` (`observeTags`), so the corrected chips are laid
 * out again, once, before the frame is painted. Without a ResizeObserver the count rule stays (`visibleTags`).
 */
export function Tags({ tags }: { tags: readonly string[] }) {
  const measure = useRef<HTMLUListElement>(null);
  const [fit, setFit] = useState(() => visibleTags(tags));
  useEffect(() => {
    const list = measure.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    return observeTags(list, () => {
      const top = list.getBoundingClientRect().top;
      const bottoms = [...list.children].map((chip) => chip.getBoundingClientRect().bottom - top);
      // jsdom lays nothing out (every size 0): keep the count rule there.
      if (!bottoms.some((b) => b > 0)) return null;
      const next = tagsThatFit(bottoms);
      return () =>
        setFit((prev) =>
          prev.shown.length === next.shown && prev.more === next.more
            ? prev
            : { shown: tags.slice(0, next.shown), more: next.more },
        );
    });
  }, [tags]);
  if (tags.length === 0) return null;
  const { shown, more } = fit;
  return (
    <div className={styles.tagBox}>
      <ul ref={measure} className={styles.tagMeasure} aria-hidden="true">
        {tags.map((tag, i) => (
          <li key={`${tag}-${i}`} className={styles.tag}>
            {tag}
          </li>
        ))}
      </ul>
      <ul className={styles.tags} aria-label="Tags" data-testid="tags">
        {shown.map((tag, i) => (
          <li key={`${tag}-${i}`} className={styles.tag}>
            {tag}
          </li>
        ))}
        {more > 0 && (
          <li className={styles.tag} title={tags.slice(shown.length).join(', ')}>
            +{more}
            <span className="cp-visually-hidden"> more</span>
          </li>
        )}
      </ul>
    </div>
  );
}
