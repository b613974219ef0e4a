import { createSendQueue } from './send-order';

describe('send order (paint first, persist after; ARCHITECTURE §6 per-question sequence)', () => {
  it('a save asked after a deferred one is sent after it, so sequence numbers rise in click order', async () => {
    let paint!: () => void;
    const painted = new Promise<void>((resolve) => (paint = resolve));
    const send = createSendQueue(() => painted);
    const sent: string[] = [];
    const first = send(async () => sent.push('leave question 1'), { afterPaint: true });
    const second = send(async () => sent.push('save question 2'));
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    paint();
    await Promise.all([first, second]);
    expect(sent).toEqual(['leave question 1', 'save question 2']);
  });

  it('a deferred save is not sent before the paint, and returns its reply', async () => {
    let paint!: () => void;
    const send = createSendQueue(() => new Promise<void>((resolve) => (paint = resolve)));
    const request = jest.fn(async () => 'reply');
    const reply = send(request, { afterPaint: true });
    await Promise.resolve();
    expect(request).not.toHaveBeenCalled();
    paint();
    await expect(reply).resolves.toBe('reply');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a failed send does not hold back the next one', async () => {
    const send = createSendQueue(() => Promise.resolve());
    const failed = send(async () => {
      throw new Error('offline');
    });
    const next = send(async () => 'sent');
    await expect(failed).rejects.toThrow('offline');
    await expect(next).resolves.toBe('sent');
  });
});
