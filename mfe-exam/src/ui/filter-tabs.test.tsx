import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterTabs, tabLabel } from './filter-tabs';
import type { ListTab } from '../lib/test-list-rules';

function Harness() {
  const [tab, setTab] = useState<ListTab>('all');
  return (
    <>
      <FilterTabs label="Filter tests" value={tab} onChange={setTab} />
      <p>{`Showing: ${tabLabel(tab)}`}</p>
    </>
  );
}

/** 001 §2.2: the list's All / Attempted / Pending tabs, one pressed at a time, named for screen readers. */
test('choosing a tab presses it alone and shows its rows', () => {
  render(<Harness />);
  const group = screen.getByRole('group', { name: 'Filter tests' });
  expect(group).toBeTruthy();
  const pressed = () =>
    screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true')
      .map((b) => b.textContent);
  expect(pressed()).toEqual(['All']);

  fireEvent.click(screen.getByRole('button', { name: 'Attempted' }));
  expect(pressed()).toEqual(['Attempted']);
  expect(screen.getByText('Showing: Attempted')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
  expect(pressed()).toEqual(['Pending']);
  expect(screen.getByText('Showing: Pending')).toBeTruthy();
});
