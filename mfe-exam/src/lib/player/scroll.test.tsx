import { act, render } from '@testing-library/react';
import type { ExamSection } from '@classroom/shared/contract';
import { status } from '../../testing/factories';
import { PalettePanel } from './palette-panel';
import { SectionBar } from './section-bar';
import { nearestScroll } from './scroll-within';

const sections = [11, 12, 13].map((id) => ({ id, section_name: `Section ${id}` }) as ExamSection);
const paletteEntries = [1, 2, 3, 4].map((n) => status(n, 11));
/** The palette of section 11's four questions with `current` on screen. */
const palette = (current: number) => (
  <PalettePanel
    entries={paletteEntries}
    current={current}
    currentTimed
    onSelect={() => undefined}
    disabled={false}
    sectionName="S"
    kept={[]}
  />
);

/**
 * Lays `items` out in a row (x) or a column (y) inside `container`, each 40 px long, with a visible length of 100 px
 * (jsdom lays nothing out): what a 390 px phone shows of the section bar or the palette grid.
 */
function layOut(container: HTMLElement, items: HTMLElement[], axis: 'x' | 'y') {
  const size = { clientWidth: 100, clientHeight: 100, clientTop: 0, clientLeft: 0 };
  for (const [key, value] of Object.entries(size)) Object.defineProperty(container, key, { configurable: true, value });
  const rect = (start: number, length: number) =>
    (axis === 'x'
      ? { left: start, top: 0, width: length, height: 40, right: start + length, bottom: 40, x: start, y: 0 }
      : {
          left: 0,
          top: start,
          width: 40,
          height: length,
          right: 40,
          bottom: start + length,
          x: 0,
          y: start,
        }) as DOMRect;
  container.getBoundingClientRect = () => rect(0, 100);
  const offset = () => (axis === 'x' ? container.scrollLeft : container.scrollTop);
  items.forEach((item, i) => {
    item.getBoundingClientRect = () => rect(i * 40 - offset(), 40);
  });
}

describe('001 §4.3: the section bar scrolls the current tab into view, and the palette scrolls after a short delay — within themselves, never the page', () => {
  let pageScrolls: number;
  beforeEach(() => {
    pageScrolls = 0;
    Element.prototype.scrollIntoView = () => {
      pageScrolls += 1;
    };
    window.scrollTo = (() => {
      pageScrolls += 1;
    }) as typeof window.scrollTo;
  });
  afterEach(() => jest.useRealTimers());

  test('nearest: no move when the item is in view, the least move otherwise', () => {
    expect(nearestScroll({ scroll: 0, view: 100, itemStart: 40, itemLength: 40 })).toBeNull();
    expect(nearestScroll({ scroll: 0, view: 100, itemStart: 120, itemLength: 40 })).toBe(60);
    expect(nearestScroll({ scroll: 80, view: 100, itemStart: 40, itemLength: 40 })).toBe(40);
    expect(nearestScroll({ scroll: 0, view: 30, itemStart: 50, itemLength: 40 })).toBe(50);
  });

  test('the section bar scrolls sideways to the current tab when it changes', () => {
    const { rerender, getByRole } = render(
      <SectionBar sections={sections} currentId={11} onSelect={() => undefined} disabled={false} />,
    );
    const bar = getByRole('navigation', { name: 'Sections' });
    layOut(
      bar,
      sections.map((s) => getByRole('button', { name: s.section_name })),
      'x',
    );
    rerender(<SectionBar sections={sections} currentId={13} onSelect={() => undefined} disabled={false} />);
    // Tab 3 spans 80–120 px of a 100 px view: 20 px along.
    expect(bar.scrollLeft).toBe(20);
    rerender(<SectionBar sections={sections} currentId={11} onSelect={() => undefined} disabled={false} />);
    expect(bar.scrollLeft).toBe(0);
    expect(pageScrolls).toBe(0);
  });

  test('001 §9: the palette grid scrolls to the current tile 150 ms after a move, not before, and the page does not move', () => {
    jest.useFakeTimers();
    const { rerender, getByRole } = render(palette(1));
    const tiles = paletteEntries.map((e) => getByRole('button', { name: new RegExp(`^Question ${e.serial_no},`) }));
    const grid = tiles[0]!.closest('ol')!;
    layOut(grid, tiles, 'y');
    act(() => jest.advanceTimersByTime(150));
    expect(grid.scrollTop).toBe(0);
    rerender(palette(4));
    act(() => jest.advanceTimersByTime(149));
    expect(grid.scrollTop).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    // Tile 4 spans 120–160 px of a 100 px view: 60 px down.
    expect(grid.scrollTop).toBe(60);
    expect(pageScrolls).toBe(0);
  });

  test('in a browser the palette reads its boxes from an IntersectionObserver after the frame — no forced layout, and none at all for a tile in view', () => {
    jest.useFakeTimers();
    // A stand-in for the browser's observer: the test hands it the entry the next rendering step would compute.
    const observers: { callback: IntersectionObserverCallback; root: Element | null; targets: Element[] }[] = [];
    class FakeObserver {
      targets: Element[] = [];
      constructor(
        public callback: IntersectionObserverCallback,
        public options: IntersectionObserverInit = {},
      ) {
        observers.push({ callback, root: (options.root as Element) ?? null, targets: this.targets });
      }
      observe(target: Element) {
        this.targets.push(target);
      }
      disconnect() {
        this.targets.length = 0;
      }
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      const { rerender, getByRole } = render(palette(1));
      const grid = getByRole('button', { name: /^Question 1,/ }).closest('ol')!;
      let layoutReads = 0;
      HTMLElement.prototype.getBoundingClientRect = function () {
        layoutReads += 1;
        return new DOMRect();
      };
      const box = (top: number, height: number) => new DOMRect(0, top, 40, height);
      const deliver = (itemTop: number, ratio: number) => {
        const observer = observers.at(-1)!;
        expect(observer.root).toBe(grid);
        const [target] = observer.targets;
        observer.callback(
          [
            {
              target: target!,
              boundingClientRect: box(itemTop, 40),
              rootBounds: box(0, 100),
              intersectionRatio: ratio,
              isIntersecting: ratio > 0,
            } as unknown as IntersectionObserverEntry,
          ],
          observer as unknown as IntersectionObserver,
        );
      };

      rerender(palette(2));
      act(() => jest.advanceTimersByTime(150));
      deliver(40, 1); // tile 2 wholly in view
      expect(grid.scrollTop).toBe(0);

      rerender(palette(4));
      act(() => jest.advanceTimersByTime(150));
      deliver(120, 0); // tile 4 at 120–160 px of a 100 px view
      expect(grid.scrollTop).toBe(60);
      expect(layoutReads).toBe(0);
      expect(pageScrolls).toBe(0);
    } finally {
      globalThis.IntersectionObserver = original;
      delete (HTMLElement.prototype as { getBoundingClientRect?: unknown }).getBoundingClientRect;
    }
  });
});
