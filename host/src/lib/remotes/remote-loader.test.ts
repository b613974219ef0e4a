import { bucketOf, studentKey } from './canary';

const registerRemotes = jest.fn();
const loadRemote = jest.fn(async () => ({
  default: { mount: async () => {}, unmount: async () => {}, bootstrap: async () => {} },
}));
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => ({}),
  registerPlugins: jest.fn(),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  loadRemote: (...args: unknown[]) => loadRemote(...(args as [])),
}));
let user: { user_id: number } | null = null;
jest.mock('@classroom/shared/session', () => ({ readStoredUser: () => user }));

import { inlinedManifest, loadRemoteApp, registerRemotesFromManifest } from './remote-loader';

const manifest = {
  microFrontends: {
    'mfe-dashboard': [
      {
        url: '/remotes/mfe-dashboard/old/mf-manifest.json',
        metadata: { version: 'old', integrity: 'sha384-old' },
        deployment: { traffic: 50, default: true },
      },
      {
        url: '/remotes/mfe-dashboard/new/mf-manifest.json',
        metadata: { version: 'new', integrity: 'sha384-new' },
        deployment: { traffic: 50, default: false },
      },
    ],
  },
};

describe('remote loader: canary version picked for the signed-in student', () => {
  it('picks again after sign-in when the remote has not been loaded yet, and not once it runs', async () => {
    // A user id in the canary half (bucket < 50) and an anonymous key on the stable half.
    const userId = Array.from({ length: 200 }, (_, i) => i + 1).find(
      (id) => bucketOf(studentKey(id), 'mfe-dashboard') < 50,
    )!;
    const anonymous = Array.from({ length: 200 }, (_, i) => `anon:${i}`).find(
      (k) => bucketOf(k, 'mfe-dashboard') >= 50,
    )!;
    global.fetch = jest.fn(async () => ({ ok: true, json: async () => manifest })) as unknown as typeof fetch;
    expect(await registerRemotesFromManifest('/remotes.json', anonymous)).toEqual({ 'mfe-dashboard': 'old' });

    user = { user_id: userId }; // signed in on the sign-in page: no reload
    await loadRemoteApp('mfe-dashboard');
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mfe_dashboard', entry: '/remotes/mfe-dashboard/new/mf-manifest.json' }],
      { force: true },
    );

    registerRemotes.mockClear();
    user = null; // signed out: the running remote is not swapped under the page
    await loadRemoteApp('mfe-dashboard');
    expect(registerRemotes).not.toHaveBeenCalled();
  });
});

describe('the release manifest inlined in index.html', () => {
  it('is read from the page once (a later registration fetches /remotes.json); absent or broken → null', () => {
    const manifest = {
      microFrontends: { 'mfe-exam': [{ url: '/remotes/mfe-exam/1/mf-manifest.json', metadata: { version: '1' } }] },
    };
    document.head.innerHTML = `<script type="application/json" id="portal-remotes">${JSON.stringify(manifest)}</script>`;
    expect(inlinedManifest(document)).toEqual(manifest);
    expect(inlinedManifest(document)).toBeNull();
    document.head.innerHTML = '<script type="application/json" id="portal-remotes">{broken</script>';
    expect(inlinedManifest(document)).toBeNull();
  });
});
