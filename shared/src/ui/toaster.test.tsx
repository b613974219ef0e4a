import { act, render, screen } from '@testing-library/react';
import { emit } from '../events';
import { showToast, Toaster } from './toaster';

/**
 * The portal's Toaster (000 §8 top centre, 000 §9 2000 ms) loads sonner on the first toast: until then it
 * renders nothing, and every toast asked for — by the event or by showToast — still shows.
 */
describe('Toaster', () => {
  it('renders nothing before the first toast, then shows the first toast and the ones after it', async () => {
    const { container } = render(<Toaster />);
    expect(container.innerHTML).toBe('');

    act(() => emit('portal:toast', { message: 'Password reset successfully', kind: 'success' }));
    expect(await screen.findByText('Password reset successfully')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')).toBe('top');

    act(() => showToast('Assignment submitted', 'success'));
    expect(await screen.findByText('Assignment submitted')).toBeTruthy();
  });
});
