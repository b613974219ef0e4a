const registerRemotes = jest.fn();
const registerPlugins = jest.fn();
const preloadRemote = jest.fn(async (_args: unknown) => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => registerPlugins(...args),
  preloadRemote: (args: unknown) => preloadRemote(args),
}));

import { USERDETAIL_KEY } from '@classroom/shared/session';
import { earlyRegistered, LOGIN_RECORD_KEY, startRouteRemoteEarly, storedUserId } from './early-start';

const manifest = {
  microFrontends: {
    'mfe-dashboard': [{ url: '/remotes/mfe-dashboard/1/mf-manifest.json', metadata: { version: '1', integrity: 'sha384-d' } }],
    'mfe-exam': [{ url: '/remotes/mfe-exam/7/mf-manifest.json', metadata: { version: '7', integrity: 'sha384-e' } }],
  },
};
const page = (inlined: string | null) => {
  document.head.innerHTML = inlined === null ? '' : `<script type="application/json" id="portal-remotes">${inlined}</script>`;
  return document;
};

describe('the early start of the route remote (issue 14 §1)', () => {
  beforeEach(() => {
    localStorage.clear();
    registerRemotes.mockClear();
    preloadRemote.mockClear();
    earlyRegistered.clear();
  });

  it("reads the login record under the session's own key, without trusting its shape", () => {
    expect(LOGIN_RECORD_KEY).toBe(USERDETAIL_KEY);
    expect(storedUserId()).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 12, token: 't' }));
    expect(storedUserId()).toBe(12);
    localStorage.setItem(LOGIN_RECORD_KEY, '{broken');
    expect(storedUserId()).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 'x' }));
    expect(storedUserId()).toBeNull();
  });

  it("registers and preloads only the route's remote, from the manifest inlined in the page, for a student with a session", () => {
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/student/objectivetest')).toBe('mfe-exam');
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_exam', entry: '/remotes/mfe-exam/7/mf-manifest.json' }]);
    expect(earlyRegistered.get('mfe_exam')).toBe('/remotes/mfe-exam/7/mf-manifest.json');
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_exam', exposes: ['./app'], resourceCategory: 'sync' }]);
    // The bootstrap still reads the inlined manifest.
    expect(document.getElementById('portal-remotes')).not.toBeNull();
  });

  it('starts nothing on sign-in, on a guarded page without a session, or without an inlined manifest', () => {
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/')).toBeNull();
    expect(startRouteRemoteEarly(page(JSON.stringify(manifest)), '/student')).toBeNull();
    localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ user_id: 3 }));
    expect(startRouteRemoteEarly(page(null), '/student')).toBeNull();
    expect(startRouteRemoteEarly(page('{broken'), '/student')).toBeNull();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
