import axios from 'axios';
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
      // The client is created on the first call (calls.ts, loaded lazily) from axios' defaults.
      axios.defaults.adapter = async (config) => {
        seen.push(`${config.method?.toUpperCase()} ${config.url} ${String(config.headers.get('Authorization'))}`);
        if (!serverUp) throw Object.assign(new Error('Network Error'), { isAxiosError: true });
        return {
          data: { status: true, message: 'Success', data: null },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        };
      };
      await logout();
      expect(seen).toEqual([`POST users/v1/logout/ Token ${record.token}`]);
      expect(sessionStore.getState().user).toBeNull();
      expect(window.localStorage.getItem('userdetail')).toBeNull();
    }
  });
});
