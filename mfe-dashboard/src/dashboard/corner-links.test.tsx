import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CornerLinks, type CornerRowsProps } from './corner-links';

/** Issue 9 §1, 000 §2 Corner cards: the corner rows are mfe-corners' './CornerRows', with a local fallback. */
describe('CornerLinks (000 §2 corners on the dashboard)', () => {
  it("shows mfe-corners' CornerRows under each corner's link, loaded once for the three corners", async () => {
    const Rows = ({ corner }: CornerRowsProps) => <p>rows of {corner}</p>;
    let arrive: (c: unknown) => void = () => undefined;
    const load = jest.fn(() => new Promise((resolve) => { arrive = resolve; }));
    render(<MemoryRouter><CornerLinks load={load as never} /></MemoryRouter>);
    expect(screen.getAllByRole('status')).toHaveLength(3);
    await act(async () => arrive(Rows));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('mfe_corners', './CornerRows');
    for (const [label, corner] of [['NCERT Corner', 'ncert'], ['JEE Corner', 'jee'], ['NEET Corner', 'neet']]) {
      const section = screen.getByRole('listitem', { name: label });
      expect(section.textContent).toContain(`rows of ${corner}`);
      expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(`/student/${corner}`);
    }
  });

  it('when mfe-corners is down: the corner links stay, each with the remote-fallback text and Retry; Retry loads again', async () => {
    const load = jest.fn().mockRejectedValue(new Error('mfe_corners is not registered'));
    render(<MemoryRouter><CornerLinks load={load as never} /></MemoryRouter>);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(3);
    for (const alert of alerts) expect(alert.textContent).toContain('This part of the portal could not be loaded.');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['NCERT Corner', 'JEE Corner', 'NEET Corner']);
    fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
  });
});
