/**
 * Per-client sign-in limits (SECURITY.md): the API believes X-Forwarded-For only from the gateway's address, and the
 * per-username counter counts per username AND client address, so wrong passwords from one address cannot lock out
 * the same student signing in from another.
 */
import { trustedProxies } from '../src/app';
import { account, useHarness } from './helpers';

const GATEWAY = '127.0.0.1';
const h = useHarness({ loginRateLimit: { perIp: 1000, perUsername: 3 }, trustProxy: trustedProxies('1') });

/** A sign-in through the gateway for a client at `client` (the gateway sets X-Forwarded-For). */
async function signInFrom(client: string, password: string, via = GATEWAY) {
  const demo = account('enrolled-2');
  return h.app.inject({
    method: 'POST',
    url: '/api/users/v1/login/',
    payload: { username: demo.username, password },
    remoteAddress: via,
    headers: { 'x-forwarded-for': client },
  });
}

test('locking out one client address leaves the same student free to sign in from another', async () => {
  const demo = account('enrolled-2');
  for (let i = 0; i < 3; i += 1) expect((await signInFrom('198.51.100.7', 'wrong-password-1')).statusCode).toBe(400);
  const locked = await signInFrom('198.51.100.7', demo.password);
  expect(locked.statusCode).toBe(429);
  expect(locked.headers['retry-after']).toBeDefined();
  const elsewhere = await signInFrom('203.0.113.20', demo.password);
  expect(elsewhere.statusCode).toBe(200);
  expect(elsewhere.json()).toMatchObject({ status: true, data: { token: expect.any(String) } });
});

test('an X-Forwarded-For from anyone but the gateway is ignored: a client cannot pose as many addresses', async () => {
  const demo = account('enrolled');
  const attempt = (claimed: string) =>
    h.app.inject({
      method: 'POST',
      url: '/api/users/v1/login/',
      payload: { username: demo.username, password: 'wrong-password-2' },
      remoteAddress: '192.0.2.50',
      headers: { 'x-forwarded-for': claimed },
    });
  for (let i = 0; i < 3; i += 1) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(400);
  // Three different claimed addresses, one real one: the fourth attempt is over the limit.
  expect((await attempt('10.0.0.99')).statusCode).toBe(429);
});

test('TRUST_PROXY: unset trusts no proxy; 1 means a gateway on loopback; a list is taken as given', () => {
  expect(trustedProxies(undefined)).toBe(false);
  expect(trustedProxies('1')).toContain('127.0.0.1');
  expect(trustedProxies('10.1.2.3')).toBe('10.1.2.3');
});
