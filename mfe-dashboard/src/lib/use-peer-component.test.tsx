import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { usePeerComponent } from './use-peer-component';

/** A caller that shows the peer's state (the banner's Enroll Now, a corner's rows). */
function Caller({ load }: { load: () => Promise<never> }) {
  const peer = usePeerComponent('mfe_account', './EnrolmentPayment', { load });
  return <p>{peer.status}</p>;
}

describe('usePeerComponent (ARCHITECTURE §3: a peer remote component, loaded once enabled)', () => {
  it('decision 0027 (amended 2026-11-27): starting the first load renders the caller no second time; a failed load still shows as failed', async () => {
    let fail: (error: Error) => void = () => undefined;
    const load = jest.fn(() => new Promise<never>((_, reject) => (fail = reject)));
    let commits = 0;
    const { container } = render(
      <Profiler id="caller" onRender={() => (commits += 1)}>
        <Caller load={load} />
      </Profiler>,
    );
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('loading');
    expect(commits).toBe(1);
    await act(async () => fail(new Error('down')));
    expect(container.textContent).toBe('failed');
  });
});
