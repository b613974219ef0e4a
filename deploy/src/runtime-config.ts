import type { PaymentConfig, PortalLinks, RuntimeConfig } from '@classroom/shared/config';

/**
 * Environment variable of each outside address (000 §2, §6, §7; 001 §2.7). Unset → null → the portal hides the link.
 * README lists them; nothing here is baked into a build.
 */
export const LINK_ENV: Record<Exclude<keyof PortalLinks, 'social'>, string> = {
  questionPaper: 'PORTAL_QUESTION_PAPER_URL',
  jeeAdvancedTestSeries: 'PORTAL_JEE_ADVANCED_TEST_SERIES_URL',
  selfLearningModule: 'PORTAL_SELF_LEARNING_MODULE_URL',
  counsellor: 'PORTAL_COUNSELLOR_URL',
  careEmail: 'PORTAL_CARE_EMAIL',
  supportEmail: 'PORTAL_SUPPORT_EMAIL',
  feedbackForm: 'PORTAL_FEEDBACK_FORM_URL',
  appStore: 'PORTAL_APP_STORE_URL',
  refundPolicy: 'PORTAL_REFUND_POLICY_URL',
  privacyPolicy: 'PORTAL_PRIVACY_POLICY_URL',
  terms: 'PORTAL_TERMS_URL',
};

export const SOCIAL_ENV: Record<keyof PortalLinks['social'], string> = {
  whatsapp: 'PORTAL_WHATSAPP_URL',
  facebook: 'PORTAL_FACEBOOK_URL',
  twitter: 'PORTAL_TWITTER_URL',
  linkedin: 'PORTAL_LINKEDIN_URL',
  youtube: 'PORTAL_YOUTUBE_URL',
  instagram: 'PORTAL_INSTAGRAM_URL',
};

type Env = Record<string, string | undefined>;
const read = (env: Env, name: string): string | null => (env[name]?.trim() ? env[name]!.trim() : null);

/**
 * The body of /config.json from the gateway's environment: `apiBaseUrl` (default '/api/'), every outside link
 * (null when unset) and the payment provider (PAYMENT_PROVIDER 'sandbox' | 'razorpay', PAYMENT_CHECKOUT_SCRIPT_URL,
 * PAYMENT_KEY_ID; default the API's same-origin sandbox) and the field figures' sample rate (FIELD_FIGURES_SAMPLE_RATE,
 * 0–1, default 1: every page reports; decision 0014).
 */
export function runtimeConfigFromEnv(env: Env = process.env, apiBaseUrl = '/api/'): RuntimeConfig {
  const links = Object.fromEntries(Object.entries(LINK_ENV).map(([key, name]) => [key, read(env, name)])) as Omit<
    PortalLinks,
    'social'
  >;
  const social = Object.fromEntries(
    Object.entries(SOCIAL_ENV).map(([key, name]) => [key, read(env, name)]),
  ) as PortalLinks['social'];
  const provider: PaymentConfig['provider'] = env.PAYMENT_PROVIDER === 'razorpay' ? 'razorpay' : 'sandbox';
  const payment: PaymentConfig = {
    provider,
    checkoutScriptUrl:
      read(env, 'PAYMENT_CHECKOUT_SCRIPT_URL') ??
      (provider === 'razorpay'
        ? 'https://checkout.razorpay.com/v1/checkout.js'
        : `${apiBaseUrl}payment/sandbox/checkout.js`),
    keyId: read(env, 'PAYMENT_KEY_ID') ?? 'sandbox',
  };
  const sampleRate = Number(read(env, 'FIELD_FIGURES_SAMPLE_RATE') ?? 1);
  if (!(sampleRate >= 0 && sampleRate <= 1))
    throw new Error(`FIELD_FIGURES_SAMPLE_RATE must be a number from 0 to 1, not ${env.FIELD_FIGURES_SAMPLE_RATE}`);
  return { apiBaseUrl, links: { ...links, social }, payment, fieldFigures: { sampleRate } };
}
