import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { on, type PortalEventName } from '../events';
import { createApiClient } from './client';
import { ApiError, isNetworkMessage } from './errors';

/** An axios adapter that answers like the API would: HTTP status + JSON body, or a network failure. */
function answer(status: number, body: unknown): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}
const networkDown: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', 'ERR_NETWORK', config);
};

function record(name: PortalEventName) {
  const seen: unknown[] = [];
  const off = on(name, (detail) => seen.push(detail));
  return { seen, off };
}

describe('API client (000 §6 Token header, 000 §8 error catalogue)', () => {
  it("sends 'Authorization: Token {token}' read at request time", async () => {
    let token = 'first';
    const client = createApiClient({ baseURL: '/api/', getToken: () => token });
    const seen: string[] = [];
    client.defaults.adapter = async (config) => {
      seen.push(String(config.headers.get('Authorization')));
      return {
        data: { status: true, message: 'Success', data: null },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    await client.get('x');
    token = 'second';
    await client.get('x');
    expect(seen).toEqual(['Token first', 'Token second']);
  });

  it('HTTP 401 raises portal:session-expired with the server message', async () => {
    const client = createApiClient({ baseURL: '/api/', getToken: () => 't' });
    client.defaults.adapter = answer(401, { status: false, message: 'User logged into another device' });
    const { seen, off } = record('portal:session-expired');
    await expect(client.get('x')).rejects.toMatchObject({ kind: 'session-expired', httpStatus: 401 });
    off();
    expect(seen).toEqual([{ message: 'User logged into another device' }]);
  });

  it('error code 1007 raises portal:profile-locked, whatever the HTTP status', async () => {
    const { seen, off } = record('portal:profile-locked');
    for (const status of [200, 403]) {
      const client = createApiClient({ baseURL: '/api/', getToken: () => 't' });
      client.defaults.adapter = answer(status, { status: false, message: 'Profile locked', error_code: 1007 });
      await expect(client.get('x')).rejects.toMatchObject({ kind: 'profile-locked', errorCode: 1007 });
    }
    off();
    expect(seen).toHaveLength(2);
  });

  it('a network failure raises portal:network-unstable, saying whether the call only read (decision 0016)', async () => {
    const client = createApiClient({ baseURL: '/api/', getToken: () => null });
    client.defaults.adapter = networkDown;
    const { seen, off } = record('portal:network-unstable');
    await expect(client.get('x')).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
    await expect(client.post('x', {})).rejects.toMatchObject({ kind: 'network', message: 'Network Error' });
    off();
    expect(seen).toEqual([
      { message: 'Network Error', read: true },
      { message: 'Network Error', read: false },
    ]);
  });

  it("the gateway's 502/503/504 is a network failure too (decision 0016)", async () => {
    const client = createApiClient({ baseURL: '/api/', getToken: () => null });
    client.defaults.adapter = answer(502, '<html>Bad Gateway</html>');
    const { seen, off } = record('portal:network-unstable');
    await expect(client.get('x')).rejects.toMatchObject({ kind: 'network', httpStatus: 502 });
    off();
    expect(seen).toEqual([{ message: 'HTTP 502', read: true }]);
  });

  it("status false becomes a refusal with the server's message, or 'Some error occurred'", async () => {
    const client = createApiClient({ baseURL: '/api/', getToken: () => null });
    client.defaults.adapter = answer(200, { status: false, message: 'Exam time over' });
    await expect(client.get('x')).rejects.toEqual(new ApiError('Exam time over', 'refused', 200));
    client.defaults.adapter = answer(500, {});
    await expect(client.get('x')).rejects.toMatchObject({
      message: 'Some error occurred',
      kind: 'refused',
      httpStatus: 500,
    });
  });

  it.each([
    ['Failed to fetch', true],
    ['Network Error', true],
    ['NetworkError when attempting to fetch resource.', true],
    ['Load failed', true],
    ['Exam time over', false],
    ['', false],
  ])('000 §8: %j is a network-type message: %s', (message, expected) => {
    expect(isNetworkMessage(message)).toBe(expected);
  });
});
