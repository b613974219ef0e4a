import { LINK_ENV, SOCIAL_ENV, runtimeConfigFromEnv } from '../src/runtime-config';

describe('runtime config from the gateway environment (README Runtime config)', () => {
  it('leaves every outside link null when the environment sets none, so the portal hides them', () => {
    const config = runtimeConfigFromEnv({});
    expect(config.apiBaseUrl).toBe('/api/');
    expect(Object.values({ ...config.links, social: undefined }).filter((v) => v !== undefined && v !== null)).toEqual(
      [],
    );
    expect(Object.values(config.links.social).every((v) => v === null)).toBe(true);
  });

  it('takes each address from its variable, trimmed; an empty variable hides the link', () => {
    const env = {
      [LINK_ENV.careEmail]: ' care@example.in ',
      [LINK_ENV.feedbackForm]: '',
      [SOCIAL_ENV.youtube]: 'https://youtube.example/c',
    };
    const config = runtimeConfigFromEnv(env);
    expect(config.links.careEmail).toBe('care@example.in');
    expect(config.links.feedbackForm).toBeNull();
    expect(config.links.social.youtube).toBe('https://youtube.example/c');
  });

  it('000 §7: the payment provider is the same-origin sandbox unless razorpay is chosen', () => {
    expect(runtimeConfigFromEnv({}, '/api/').payment).toEqual({
      provider: 'sandbox',
      checkoutScriptUrl: '/api/payment/sandbox/checkout.js',
      keyId: 'sandbox',
    });
    expect(runtimeConfigFromEnv({ PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_x' }).payment).toEqual({
      provider: 'razorpay',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      keyId: 'rzp_live_x',
    });
  });
});
