import { act, render } from '@testing-library/react';
import type { ExamSection } from '@classroom/shared/contract';
import { status } from '../testing/factories';
import { PalettePanel } from './palette-panel';
import { SectionBar } from './section-bar';

const sections = [11, 12, 13].map((id) => ({ id, section_name: `Section ${id}` }) as ExamSection);

describe('001 §4.3: the section bar scrolls the current tab into view, and the palette scrolls after a short delay', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => jest.useRealTimers());

  test('the current section tab is scrolled into view when it changes', () => {
    const { rerender, getByRole } = render(<SectionBar sections={sections} currentId={11} onSelect={() => undefined} disabled={false} />);
    expect(scrolled.at(-1)).toBe(getByRole('button', { name: 'Section 11' }));
    rerender(<SectionBar sections={sections} currentId={13} onSelect={() => undefined} disabled={false} />);
    expect(scrolled.at(-1)).toBe(getByRole('button', { name: 'Section 13' }));
  });

  test('001 §9: the palette scrolls to the current tile 150 ms after a move, not before', () => {
    jest.useFakeTimers();
    const entries = [status(1, 11), status(2, 11), status(3, 11)];
    const { rerender, getByRole } = render(<PalettePanel entries={entries} current={1} currentTimed onSelect={() => undefined} disabled={false} sectionName="S" />);
    act(() => jest.advanceTimersByTime(150));
    scrolled = [];
    rerender(<PalettePanel entries={entries} current={3} currentTimed onSelect={() => undefined} disabled={false} sectionName="S" />);
    act(() => jest.advanceTimersByTime(149));
    expect(scrolled).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(scrolled).toEqual([getByRole('button', { name: /^Question 3,/ })]);
  });
});
