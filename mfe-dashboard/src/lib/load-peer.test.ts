import { instanceFor, loadPeerComponent } from './load-peer';

const Payment = () => null;
const globalsWith = (loaded: unknown) => ({
  __FEDERATION__: {
    __INSTANCES__: [
      { options: { remotes: [] }, loadRemote: jest.fn() },
      { options: { remotes: [{ name: 'mfe_account' }] }, loadRemote: jest.fn().mockResolvedValue(loaded) },
    ],
  },
});

describe("loading a peer remote's component (ARCHITECTURE §3)", () => {
  it('asks the instance that has the remote registered and returns its default component', async () => {
    const globals = globalsWith({ default: Payment });
    await expect(loadPeerComponent('mfe_account', './EnrolmentPayment', globals)).resolves.toBe(Payment);
    expect(instanceFor('mfe_account', globals)!.loadRemote).toHaveBeenCalledWith('mfe_account/EnrolmentPayment');
  });

  it('rejects when the remote is unknown, the expose is missing, or the host answered with fallback lifecycles', async () => {
    await expect(loadPeerComponent('mfe_account', './EnrolmentPayment', {})).rejects.toThrow('not registered');
    await expect(loadPeerComponent('mfe_account', './EnrolmentPayment', globalsWith(null))).rejects.toThrow(
      'not a component',
    );
    const lifecycles = Object.assign(() => null, { mount: async () => undefined });
    await expect(
      loadPeerComponent('mfe_account', './EnrolmentPayment', globalsWith({ default: lifecycles })),
    ).rejects.toThrow('not a component');
  });
});
