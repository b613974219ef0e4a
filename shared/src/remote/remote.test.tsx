import { useEffect } from 'react';
import { on } from '../events';
import { remoteLifecycles, SCREEN_FAILED_TEXT } from './index';

/** Mounts `root` as remote `app` the way the host's parcel does; returns what the host saw. */
async function mountRemote(root: () => React.ReactNode, withHost = true) {
  const lifecycles = remoteLifecycles('mfe-test', root);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const handed: Error[] = [];
  const counted: string[] = [];
  const off = on('portal:remote-error', ({ app }) => counted.push(app));
  const props = {
    name: `parcel-${Math.random()}`,
    domElement,
    singleSpa: {},
    mountParcel: () => undefined,
    ...(withHost ? { onRemoteError: (error: Error) => handed.push(error) } : {}),
  };
  await lifecycles.bootstrap(props as never);
  await lifecycles.mount(props as never);
  await new Promise((resolve) => setTimeout(resolve, 50)); // an error caught after the first commit re-renders
  off();
  return { domElement, handed, counted };
}

describe('remoteLifecycles (decision 0014)', () => {
  // The lifecycles resolve after React's own commit (as in the page), which `act` would hold back.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  beforeAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false));
  afterAll(() => ((globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('a render error is counted for the remote and handed to the host; no error text is shown', async () => {
    const { domElement, handed, counted } = await mountRemote(() => {
      throw new Error('secret render failure');
    });
    expect(handed.map((e) => e.message)).toEqual(['secret render failure']);
    expect(counted).toContain('mfe-test');
    expect(domElement.textContent).toBe('');
  });

  it('an effect error is counted too', async () => {
    function Effect() {
      useEffect(() => {
        throw new Error('effect failure');
      }, []);
      return <p>screen</p>;
    }
    const { handed, counted } = await mountRemote(() => <Effect />);
    expect(handed.map((e) => e.message)).toEqual(['effect failure']);
    expect(counted).toContain('mfe-test');
  });

  it('without a host to take over, a sentence for a person', async () => {
    const { domElement, counted } = await mountRemote(() => {
      throw new Error('secret render failure');
    }, false);
    expect(domElement.textContent).toBe(SCREEN_FAILED_TEXT);
    expect(counted).toContain('mfe-test');
  });

  it('a healthy remote renders and reports nothing', async () => {
    const { domElement, handed, counted } = await mountRemote(() => <p>Dashboard</p>);
    expect(domElement.textContent).toBe('Dashboard');
    expect([handed, counted]).toEqual([[], []]);
  });
});
