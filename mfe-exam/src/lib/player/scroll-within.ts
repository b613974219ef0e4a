/**
 * Scrolling a palette tile or a section tab into view inside its own strip (001 §4.3: "the section bar scrolls the
 * current tab into view, and the palette scrolls"), never the page: `Element.scrollIntoView` scrolls every scrollable
 * ancestor, the window too, so on a phone (390 px: the palette below the question) each move to another question
 * pulled the page down to the palette and the question out of sight. Plain TypeScript; positions in CSS pixels.
 */

/** One axis of a scroll container: its scroll offset and visible length, and an item's start and length in its content. */
export interface AxisBox {
  /** The container's scrollTop (or scrollLeft). */
  scroll: number;
  /** The container's clientHeight (or clientWidth). */
  view: number;
  /** Where the item starts, measured from the start of the container's content (not of its visible part). */
  itemStart: number;
  itemLength: number;
}

/**
 * The scroll offset that brings the item into view with the least movement ('nearest'), or null when it is in view
 * already. An item longer than the view is aligned at its start.
 */
export function nearestScroll({ scroll, view, itemStart, itemLength }: AxisBox): number | null {
  const itemEnd = itemStart + itemLength;
  if (itemStart >= scroll && itemEnd <= scroll + view) return null;
  if (itemStart < scroll || itemLength > view) return Math.max(0, itemStart);
  return itemEnd - view;
}

/**
 * Scrolls `container` (alone) on `axis` so `item` is in view, the least distance; does nothing when it is. Reads the
 * layout at once (a forced layout when the DOM has just changed): after a render, use `revealWithin`.
 */
export function scrollWithin(container: HTMLElement, item: HTMLElement, axis: 'y' | 'x'): void {
  const box = container.getBoundingClientRect();
  const rect = item.getBoundingClientRect();
  const vertical = axis === 'y';
  const scroll = vertical ? container.scrollTop : container.scrollLeft;
  const next = nearestScroll({
    scroll,
    view: vertical ? container.clientHeight : container.clientWidth,
    itemStart:
      (vertical ? rect.top - box.top - container.clientTop : rect.left - box.left - container.clientLeft) + scroll,
    itemLength: vertical ? rect.height : rect.width,
  });
  if (next === null) return;
  if (vertical) container.scrollTop = next;
  else container.scrollLeft = next;
}

/**
 * `scrollWithin` without a forced layout (the palette click): the item's and the container's boxes
 * come from an IntersectionObserver entry, which the browser fills in during its own next rendering step, so a render
 * followed by this call lays the page out once, in the frame, not a second time inside the commit. An item wholly in
 * view (a tile just clicked) costs no read at all. Falls back to `scrollWithin` where IntersectionObserver is missing.
 * Returns a function that cancels the reveal while it waits.
 */
export function revealWithin(container: HTMLElement, item: HTMLElement, axis: 'y' | 'x'): () => void {
  if (typeof IntersectionObserver !== 'function') {
    scrollWithin(container, item, axis);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      const root = entry?.rootBounds;
      if (!entry || !root || entry.intersectionRatio >= 1) return;
      const rect = entry.boundingClientRect;
      const vertical = axis === 'y';
      const scroll = vertical ? container.scrollTop : container.scrollLeft;
      const next = nearestScroll({
        scroll,
        view: vertical ? root.height : root.width,
        itemStart: (vertical ? rect.top - root.top : rect.left - root.left) + scroll,
        itemLength: vertical ? rect.height : rect.width,
      });
      if (next === null) return;
      if (vertical) container.scrollTop = next;
      else container.scrollLeft = next;
    },
    { root: container },
  );
  observer.observe(item);
  return () => observer.disconnect();
}
