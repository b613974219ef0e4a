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

/** Scrolls `container` (alone) on `axis` so `item` is in view, the least distance; does nothing when it is. */
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
