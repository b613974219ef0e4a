const preloadRemote = jest.fn(async (_args: unknown) => undefined);
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: (args: unknown) => preloadRemote(args) }));

import { preloadRouteRemote, remoteToPreload } from './route-preload';

describe('the route remote preloaded at boot (collapse the waterfall)', () => {
  it("names the route owner's remote for a signed-in student, nothing for host screens or a guarded path signed out", () => {
    expect(remoteToPreload('/student', true)).toBe('mfe-dashboard');
    expect(remoteToPreload('/student/objectivetest', true)).toBe('mfe-exam');
    expect(remoteToPreload('/student/ncert/3', true)).toBe('mfe-corners');
    expect(remoteToPreload('/student/profile', true)).toBe('mfe-account');
    // Unguarded (001 §2.1): its remote is mounted whether signed in or not.
    expect(remoteToPreload('/student/locked', false)).toBe('mfe-account');
    expect(remoteToPreload('/student', false)).toBeNull(); // the guard sends the visitor to sign-in
    expect(remoteToPreload('/', true)).toBeNull(); // sign-in is the host's own screen
    expect(remoteToPreload('/nowhere', true)).toBeNull(); // the error page
  });

  it("asks the MF runtime to preload the remote's ./app, and swallows a failed preload", async () => {
    await expect(preloadRouteRemote('/student/objectivetest', true)).resolves.toBe('mfe-exam');
    expect(preloadRemote).toHaveBeenLastCalledWith([
      { nameOrAlias: 'mfe_exam', exposes: ['./app'], resourceCategory: 'sync' },
    ]);
    expect((window as unknown as { __portalRoutePreload: unknown }).__portalRoutePreload).toEqual({
      remote: 'mfe-exam',
      status: 'done',
    });

    preloadRemote.mockRejectedValueOnce(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(preloadRouteRemote('/student', true)).resolves.toBe('mfe-dashboard');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mfe-dashboard'), expect.any(Error));
    expect((window as unknown as { __portalRoutePreload: unknown }).__portalRoutePreload).toEqual({
      remote: 'mfe-dashboard',
      status: 'failed',
    });

    preloadRemote.mockClear();
    await expect(preloadRouteRemote('/', false)).resolves.toBeNull();
    expect(preloadRemote).not.toHaveBeenCalled();
  });
});
