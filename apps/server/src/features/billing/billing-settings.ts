// How this deployment sells plans and credit packs, decided once at start-up (issue 5): Stripe and
// Mercado Pago when their keys are set, the labelled sandbox outside production, else unavailable.
import type { BillingMode, CreditPack, PaidPlanId, WalletMode } from '@cvlisto/shared';
import Stripe from 'stripe';
import type { Environment } from '../../env';

export type StripeSettings = {
  readonly client: Stripe;
  readonly webhookSecret: string;
  /** Stripe price id of each paid plan. */
  readonly prices: Readonly<Record<PaidPlanId, string>>;
};

export type MercadoPagoSettings = {
  readonly accessToken: string;
  readonly webhookSecret: string;
  readonly apiBaseUrl: string;
};

export type BillingSettings = {
  readonly mode: BillingMode;
  readonly walletMode: WalletMode;
  readonly creditPacks: readonly CreditPack[];
  /** The sandbox checkout pages and endpoints exist only outside production. */
  readonly sandboxEnabled: boolean;
  /** Absolute return addresses for the payment providers are built on it. */
  readonly appUrl: string;
  readonly stripe: StripeSettings | null;
  readonly mercadoPago: MercadoPagoSettings | null;
};

export function createBillingSettings(environment: Environment): BillingSettings {
  const sandboxEnabled = environment.nodeEnv !== 'production';
  const stripe = environment.stripe
    ? {
        client: createStripeClient(environment.stripe.secretKey, environment.stripe.apiBaseUrl),
        webhookSecret: environment.stripe.webhookSecret,
        prices: environment.stripe.prices,
      }
    : null;
  return {
    mode: stripe ? 'stripe' : sandboxEnabled ? 'sandbox' : 'unavailable',
    walletMode: environment.mercadoPago
      ? 'mercadopago'
      : sandboxEnabled
        ? 'sandbox'
        : 'unavailable',
    creditPacks: environment.creditPacks,
    sandboxEnabled,
    appUrl: environment.appUrl,
    stripe,
    mercadoPago: environment.mercadoPago ?? null,
  };
}

/** The official client; `apiBaseUrl` (tests only) points it at a local fake of Stripe's API. */
function createStripeClient(secretKey: string, apiBaseUrl: string | undefined): Stripe {
  const base = apiBaseUrl ? new URL(apiBaseUrl) : undefined;
  return new Stripe(secretKey, {
    telemetry: false,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
