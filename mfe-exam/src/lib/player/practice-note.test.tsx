import { act, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PracticeNote } from './practice-note';

/** (000 §4 status 7): the player's practice note is a live region filled once, after it is on the page. */
test('the note is a status region whose text arrives after mounting, so it is announced once', async () => {
  // First paint: the live region is on the page, still empty (a region's initial content is not announced).
  expect(renderToStaticMarkup(<PracticeNote />)).toMatch(/^<p role="status"[^>]*><\/p>$/);
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<PracticeNote />);
  });
  const region = screen.getByRole('status');
  expect(region.textContent).toBe('Rank is not available because you are taking it outside the test window');
  view.rerender(<PracticeNote />);
  expect(screen.getAllByRole('status')).toHaveLength(1);
  expect(screen.getByRole('status')).toBe(region);
  expect(region.textContent).toBe('Rank is not available because you are taking it outside the test window');
});
