import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CornerLinks, type CornerRowsProps } from './corner-links';

/**, 000 §2 Corner cards: the corner rows are mfe-corners' './CornerRows', with a local fallback. */
describe('CornerLinks (000 §2 corners on the dashboard)', () => {
  it("shows mfe-corners' CornerRows under each corner's link, loaded once for the three corners", async () => {
    const Rows = ({ corner }: CornerRowsProps) => <p>rows of {corner}</p>;
    let arrive: (c: unknown) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise((resolve) => {
          arrive = resolve;
        }),
    );
    render(
      <MemoryRouter>
        <CornerLinks load={load as never} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(3);
    await act(async () => arrive(Rows));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_corners', './CornerRows');
    for (const [label, corner] of [
      ['NCERT Corner', 'ncert'],
      ['JEE Corner', 'jee'],
      ['NEET Corner', 'neet'],
    ]) {
      const section = screen.getByRole('listitem', { name: label });
      expect(section.textContent).toContain(`rows of ${corner}`);
      expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(`/student/${corner}`);
    }
  });

  it('when mfe-corners is down: the corner links stay, each with the remote-fallback text and Retry; Retry loads again', async () => {
    const load = jest.fn().mockRejectedValue(new Error('mfe_corners is not registered'));
    render(
      <MemoryRouter>
        <CornerLinks load={load as never} />
      </MemoryRouter>,
    );
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    for (const alert of alerts) expect(alert.textContent).toContain('This part of the portal could not be loaded.');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'NCERT Corner',
      'JEE Corner',
      'NEET Corner',
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
  });

  it('below the fold, mfe-corners is loaded only when the corners come near the viewport', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    };
    try {
      const Rows = ({ corner }: CornerRowsProps) => <p>rows of {corner}</p>;
      const load = jest.fn().mockResolvedValue(Rows);
      render(
        <MemoryRouter>
          <CornerLinks load={load as never} />
        </MemoryRouter>,
      );
      expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
        'NCERT Corner',
        'JEE Corner',
        'NEET Corner',
      ]);
      expect(load).not.toHaveBeenCalled();
      expect(screen.queryAllByRole('status')).toHaveLength(0);
      expect(observers[0]?.options?.rootMargin).toBe('800px 0px');
      await act(async () =>
        observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      expect(load).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('listitem', { name: 'JEE Corner' }).textContent).toContain('rows of jee');
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });
});
