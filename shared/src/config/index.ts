import { create } from 'zustand';

/**
 * Addresses outside the portal (000 §2 footer and side menu, 000 §6 section 303 and Self Learning Module, 000 §7
 * question papers, 001 §2.7 counsellor and care e-mail). They come from /config.json, set by environment at the
 * gateway, never from a build. A link that is null is not configured: the screen hides it, never links nowhere.
 */
export interface PortalLinks {
  /** External result host serving question-paper downloads (000 §7), e.g. 'https://results.example.in/question-paper'. */
  questionPaper: string | null;
  /** The JEE Advanced test series shown to section 303 (000 §6). */
  jeeAdvancedTestSeries: string | null;
  /** The Self Learning Module site for the named sections (000 §6). */
  selfLearningModule: string | null;
  /** Contact-a-counsellor link of the locked-account page (001 §2.7). */
  counsellor: string | null;
  /** Care e-mail address of the locked-account page (001 §2.7), a bare address: 'care@example.in'. */
  careEmail: string | null;
  /** Support e-mail address of the footer (000 §2), a bare address. */
  supportEmail: string | null;
  /** The external feedback form; the portal adds the student's name and id as query parameters (000 §2). */
  feedbackForm: string | null;
  /** The app's store page (000 §2 footer). */
  appStore: string | null;
  refundPolicy: string | null;
  privacyPolicy: string | null;
  terms: string | null;
  /** Social links of the footer (000 §2), in the spec's order. */
  social: {
    whatsapp: string | null;
    facebook: string | null;
    twitter: string | null;
    linkedin: string | null;
    youtube: string | null;
    instagram: string | null;
  };
}

/** The payment provider the browser talks to (000 §7 'card payment provider, script loaded on demand'). */
export interface PaymentConfig {
  /** 'sandbox' = the API's same-origin sandbox checkout (embedded default); 'razorpay' = the real provider. */
  provider: 'sandbox' | 'razorpay';
  /** URL of the provider's checkout script, loaded on demand. */
  checkoutScriptUrl: string;
  /** The provider's public key id (never a secret). */
  keyId: string;
}

/** Runtime configuration served by the gateway at /config.json (not baked into any build). */
export interface RuntimeConfig {
  /** Base URL of the API, e.g. '/api/'. */
  apiBaseUrl: string;
  links: PortalLinks;
  payment: PaymentConfig;
  /** Release health (decision 0014): the share of page loads (0–1) that send field figures; env FIELD_FIGURES_SAMPLE_RATE. */
  fieldFigures: { sampleRate: number };
}

/** Every link unset: what a screen sees before /config.json arrives or when the gateway sets none. */
export const NO_LINKS: PortalLinks = {
  questionPaper: null,
  jeeAdvancedTestSeries: null,
  selfLearningModule: null,
  counsellor: null,
  careEmail: null,
  supportEmail: null,
  feedbackForm: null,
  appStore: null,
  refundPolicy: null,
  privacyPolicy: null,
  terms: null,
  social: { whatsapp: null, facebook: null, twitter: null, linkedin: null, youtube: null, instagram: null },
};

/**
 * Fills what an older or partial /config.json leaves out, so every screen can read `links.x` without a check
 * beyond null. Accepts any JSON value; throws only when apiBaseUrl is missing.
 */
export function normaliseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (raw ?? {}) as Partial<RuntimeConfig> & { links?: Partial<PortalLinks> };
  if (typeof value.apiBaseUrl !== 'string') throw new Error('Runtime config has no apiBaseUrl');
  const links = { ...NO_LINKS, ...(value.links ?? {}), social: { ...NO_LINKS.social, ...(value.links?.social ?? {}) } };
  const payment: PaymentConfig = {
    provider: 'sandbox',
    checkoutScriptUrl: `${value.apiBaseUrl}payment/sandbox/checkout.js`,
    keyId: 'sandbox',
    ...(value.payment ?? {}),
  };
  const sampleRate = Number(value.fieldFigures?.sampleRate ?? 1);
  return {
    apiBaseUrl: value.apiBaseUrl,
    links,
    payment,
    fieldFigures: { sampleRate: sampleRate >= 0 && sampleRate <= 1 ? sampleRate : 1 },
  };
}

interface ConfigState {
  config: RuntimeConfig | null;
}

/** The loaded runtime config (a zustand store inside the shared singleton, so every remote reads the host's copy). */
export const runtimeConfigStore = create<ConfigState>(() => ({ config: null }));

/** Stores the runtime config for every remote (called by loadRuntimeConfig). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  runtimeConfigStore.setState({ config });
}

/** The runtime config, or null before /config.json has loaded. */
export function getRuntimeConfig(): RuntimeConfig | null {
  return runtimeConfigStore.getState().config;
}

/** React hook: the outside links from runtime config (all null until loaded). */
export function useLinks(): PortalLinks {
  return runtimeConfigStore((s) => s.config?.links ?? NO_LINKS);
}
