import { sessionStore } from '../session';
import { configureApi, logout } from './index';

const record = {
  token: 'k'.repeat(64),
  user_id: 3,
  username: '9876543212',
  user_display_name: 'Rohan Verma',
  permission: 'student',
};

describe('logout', () => {
  it('revokes the token on the server and clears the device, even when the server cannot be reached', async () => {
    for (const serverUp of [true, false]) {
      sessionStore.getState().signIn(record);
      configureApi({ apiBaseUrl: '/api/' });
      const seen: string[] = [];
      // Sign-out is a first-screen call, sent with fetch (fetch-call.ts, decision 0027).
      (globalThis as { fetch: unknown }).fetch = async (url: URL, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        seen.push(`${init.method} ${url.pathname} ${headers.Authorization}`);
        if (!serverUp) throw new TypeError('Failed to fetch');
        return {
          ok: true,
          status: 200,
          json: async () => ({ status: true, message: 'Success', data: null }),
        } as Response;
      };
      await logout();
      expect(seen).toEqual([`POST /api/users/v1/logout/ Token ${record.token}`]);
      expect(sessionStore.getState().user).toBeNull();
      expect(window.localStorage.getItem('userdetail')).toBeNull();
    }
  });
});
