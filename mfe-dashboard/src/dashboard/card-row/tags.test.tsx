import { act, render, screen, within } from '@testing-library/react';
import { Tags } from './card-row';

/** A ResizeObserver whose callbacks the test fires, as the browser does once the page has been laid out. */
class TestResizeObserver {
  static all: TestResizeObserver[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  fire() {
    this.callback([], this as unknown as ResizeObserver);
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
});
