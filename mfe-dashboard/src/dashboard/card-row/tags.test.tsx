import { act, render, screen, within } from '@testing-library/react';
import { Tags } from './card-row';

/** A ResizeObserver whose callbacks the test fires, as the browser does once the page has been laid out. */
class TestResizeObserver {
  static all: TestResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.all.push(this);
  }
  private readonly targets = new Set<Element>();
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports every observed element, as the browser does after a layout that sized them. */
  fire() {
    const entries = [...this.targets].map((target) => ({ target }) as ResizeObserverEntry);
    this.callback(entries, this as unknown as ResizeObserver);
  }
}

const TAGS = ['Kinematics', 'Vectors', 'Work', 'Energy', 'Power', 'Momentum'];

describe("Tags (000 §2 MPP card: tag rows trimmed to about 50–55 px with a '+N' overflow indicator)", () => {
  let rectReads: jest.SpyInstance;
  beforeEach(() => {
    TestResizeObserver.all = [];
    window.ResizeObserver = TestResizeObserver as unknown as typeof ResizeObserver;
    rectReads = jest.spyOn(Element.prototype, 'getBoundingClientRect');
  });
  afterEach(() => {
    rectReads.mockRestore();
    delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  });

  it('reads no layout while mounting, then shows the chips that fit two rows once the observer reports the layout', () => {
    render(<Tags tags={TAGS} />);
    // The mount forces no layout: no size is read before the browser's own layout reaches the observer.
    expect(rectReads).not.toHaveBeenCalled();
    const shown = () =>
      within(screen.getByTestId('tags'))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent);
    expect(shown()).toEqual(['Kinematics', 'Vectors', 'Work', '+3 more']);

    // Laid out at the card's width: five chips end within 54 px (two rows), the sixth on a third row.
    const bottoms = [22, 22, 22, 48, 48, 74];
    rectReads.mockImplementation(function (this: Element) {
      const chips = [...(this.parentElement?.children ?? [])];
      const bottom = this.tagName === 'LI' ? bottoms[chips.indexOf(this)] : 0;
      return { top: 0, bottom } as DOMRect;
    });
    act(() => TestResizeObserver.all.forEach((observer) => observer.fire()));
    // One slot goes to the '+N' chip: four shown, two more.
    expect(shown()).toEqual(['Kinematics', 'Vectors', 'Work', 'Energy', '+2 more']);
  });

  it("decision 0027 (amended 2026-11-27): the cards' chips are measured together — every card read before any card's chips change — and corrected in one render", () => {
    const { container } = render(
      <>
        <Tags tags={TAGS} />
        <Tags tags={[...TAGS].reverse()} />
      </>,
    );
    const chips = () => [...container.querySelectorAll('[data-testid="tags"]')].map((list) => list.textContent);
    const before = chips();
    const bottoms = [22, 22, 22, 48, 48, 74];
    /** Whether any card's chips had already changed when each size was read (a read then forces a layout). */
    const readAfterChange: boolean[] = [];
    rectReads.mockImplementation(function (this: Element) {
      readAfterChange.push(chips().some((text, i) => text !== before[i]));
      const chipsOfList = [...(this.parentElement?.children ?? [])];
      const bottom = this.tagName === 'LI' ? bottoms[chipsOfList.indexOf(this)] : 0;
      return { top: 0, bottom } as DOMRect;
    });
    act(() => TestResizeObserver.all.forEach((observer) => observer.fire()));
    expect(readAfterChange.length).toBeGreaterThan(0);
    expect(readAfterChange.every((changed) => !changed)).toBe(true);
    expect(chips()).toEqual(['KinematicsVectorsWorkEnergy+2 more', 'MomentumPowerEnergyWork+2 more']);
  });
});
