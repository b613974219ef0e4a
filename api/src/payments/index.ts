/** The payments module (docs/decisions/0006): picks the provider from the configuration. */
import type { Db } from '../db/client';
import type { AppConfig } from '../http/handler';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';

export type { PaymentProvider, ProviderOrder, ProviderPayment } from './provider';
export { PAYMENT_MESSAGES } from './provider';

/** The configured provider: Razorpay (PAYMENT_PROVIDER=razorpay, needs PAYMENT_KEY_ID) or the same-origin sandbox. */
export function paymentProviderFor(config: AppConfig, db: Db): PaymentProvider {
  if (config.paymentProvider === 'razorpay') {
    if (!config.paymentKeyId) throw new Error('PAYMENT_PROVIDER=razorpay needs PAYMENT_KEY_ID');
    return razorpayProvider({
      keyId: config.paymentKeyId,
      keySecret: config.paymentSecret,
      webhookSecret: config.paymentWebhookSecret,
      apiBase: config.paymentApiBase,
      fetchImpl: config.paymentFetch,
    });
  }
  return sandboxProvider({ db, secret: config.paymentSecret, webhookSecret: config.paymentWebhookSecret });
}
