import { emit, on } from './index';

describe('portal event bus (ARCHITECTURE §3)', () => {
  it('delivers the typed detail to a subscriber and stops after unsubscribe', () => {
    const seen: string[] = [];
    const off = on('portal:session-expired', ({ message }) => seen.push(message));
    emit('portal:session-expired', { message: 'User logged into another device' });
    off();
    emit('portal:session-expired', { message: 'second' });
    expect(seen).toEqual(['User logged into another device']);
  });

  it('keeps events apart by name', () => {
    const toasts: string[] = [];
    const off = on('portal:toast', ({ message }) => toasts.push(message));
    emit('portal:network-unstable', { message: 'Network Error' });
    emit('portal:toast', { message: 'Answer saved' });
    off();
    expect(toasts).toEqual(['Answer saved']);
  });
});
