// The billing API's shapes (issue 5): plan checkout (Stripe or the sandbox), credit packs paid
// with a mobile wallet (Mercado Pago or the sandbox), the sandbox pages and the customer portal.
import { z } from './zod';
import { paidPlanIds, planIds } from './plans';

/** How plans are sold: Stripe with its keys, a labelled sandbox outside production, or not at all. */
export const billingModes = ['stripe', 'sandbox', 'unavailable'] as const;
export type BillingMode = (typeof billingModes)[number];

/** How credit packs are sold: Mercado Pago (Yape, card), the sandbox, or not at all. */
export const walletModes = ['mercadopago', 'sandbox', 'unavailable'] as const;
export type WalletMode = (typeof walletModes)[number];

export const creditPackSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/, 'use lower-case letters, digits, "_" or "-" (at most 40)'),
  credits: z.number().int().positive(),
  /** Price in céntimos (S/ 4.90 = 490). */
  priceCents: z.number().int().positive(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/**
 * The catalogue when `CREDIT_PACKS` does not override it (spec/core.md §9: price not shown).
 * A pack is a one-off for someone who does not want a subscription, so a credit costs more than
 * in Pro (S/ 3.33) and Redi (S/ 2.00), and the three-credit pack costs more than a month of Pro
 * with the same three credits (decision 021).
 */
export const defaultCreditPacks: readonly CreditPack[] = [
  { id: 'pack_1', credits: 1, priceCents: 490 },
  { id: 'pack_3', credits: 3, priceCents: 1290 },
];

/** `GET /api/billing/config` (public). */
export const billingConfigSchema = z.object({
  mode: z.enum(billingModes),
  walletMode: z.enum(walletModes),
  creditPacks: z.array(creditPackSchema),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** `POST /api/checkout` body. */
export const checkoutRequestSchema = z.object({ plan: z.enum(paidPlanIds) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** `POST /api/billing/change-plan` and `POST /api/billing/sandbox/change-plan` body. */
export const changePlanRequestSchema = checkoutRequestSchema;
export type ChangePlanRequest = z.infer<typeof changePlanRequestSchema>;

/** `POST /api/credit-packs/checkout` body. */
export const creditPackCheckoutRequestSchema = z.object({ pack: z.string().min(1).max(40) });
export type CreditPackCheckoutRequest = z.infer<typeof creditPackCheckoutRequestSchema>;

/** Answer of the checkouts and the portal: where the browser goes next (absolute or a path). */
export const redirectUrlResponseSchema = z.object({ url: z.string().min(1) });
export type RedirectUrlResponse = z.infer<typeof redirectUrlResponseSchema>;

export const checkoutSessionKinds = ['subscription', 'pack'] as const;
export type CheckoutSessionKind = (typeof checkoutSessionKinds)[number];

export const checkoutSessionStatuses = ['open', 'completed', 'canceled'] as const;
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

/** `GET /api/checkout/sandbox/:id`: what the sandbox page shows. */
export const sandboxCheckoutSessionSchema = z.object({
  id: z.string(),
  kind: z.enum(checkoutSessionKinds),
  plan: z.enum(planIds).optional(),
  packId: z.string().optional(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(checkoutSessionStatuses),
});
export type SandboxCheckoutSession = z.infer<typeof sandboxCheckoutSessionSchema>;

/** `POST /api/checkout/sandbox/:id/complete|cancel`: where the sandbox page goes next. */
export const sandboxRedirectResponseSchema = z.object({ redirectUrl: z.string() });
export type SandboxRedirectResponse = z.infer<typeof sandboxRedirectResponseSchema>;

/** Where every checkout returns to (spec/core.md §2 Plans). */
export const checkoutReturnPaths = {
  success: '/tools?success=true',
  canceled: '/planes?canceled=true',
} as const;

/** The query parameter a credit pack's return adds: how many credits were bought. */
export const checkoutReturnCreditsParameter = 'credits';

/**
 * Where a credit pack's checkout returns: the same page as a plan's, plus the pack's credits, so
 * the banner says what was bought. Set by the server when it creates the checkout; the page
 * uses it only for its wording (the balance is read from the server).
 *
 * @example creditPackReturnPath(3) // '/tools?success=true&credits=3'
 */
export function creditPackReturnPath(credits: number): string {
  return `${checkoutReturnPaths.success}&${checkoutReturnCreditsParameter}=${credits}`;
}

/** The credits a return URL's parameter names, or null when it is missing or not a count. */
export function readReturnedPackCredits(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,3}$/.test(value)) return null;
  return Number(value);
}

export const subscriptionStatuses = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  past_due: 'Pago pendiente',
  canceled: 'Cancelada',
};

/** The user's current subscription, as the profile shows it. */
export const subscriptionSummarySchema = z.object({
  plan: z.enum(planIds),
  status: z.enum(subscriptionStatuses),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const billingErrorCodes = {
  checkoutUnavailable: 'CHECKOUT_UNAVAILABLE',
  invalidPlan: 'INVALID_PLAN',
  invalidPack: 'INVALID_PACK',
  alreadyOnPlan: 'ALREADY_ON_PLAN',
  /** A subscriber asked for a second subscription: a plan is changed, never bought twice. */
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  noSubscription: 'NO_SUBSCRIPTION',
  sessionClosed: 'CHECKOUT_SESSION_CLOSED',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;
export type BillingErrorCode = (typeof billingErrorCodes)[keyof typeof billingErrorCodes];

/** The Spanish messages of the billing errors (spec/core.md §8 "Checkout"). */
export const billingMessages = {
  checkoutFailed: 'Error al procesar el pago. Por favor intenta nuevamente.',
  invalidPlan: 'El plan elegido no es válido.',
  invalidPack: 'El paquete de créditos elegido no es válido.',
  alreadyOnPlan: 'Ya tienes este plan.',
  alreadySubscribed:
    'Ya tienes una suscripción activa. Para pasarte a otro plan usa «Cambiar de plan»: no se crea una segunda suscripción.',
  noSubscription: 'No tienes una suscripción activa.',
  sessionClosed: 'Este pago ya fue procesado o cancelado.',
  sessionNotFound: 'No encontramos este pago.',
  invalidSignature: 'Firma del webhook no válida.',
} as const;
