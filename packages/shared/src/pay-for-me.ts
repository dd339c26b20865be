// The pay-for-me link (issue 17, decision 022): an account's own link with which someone else —
// a relative, a friend — buys credit packs for it, signed out. Subscriptions stay with the owner.
import { creditPackSchema, checkoutSessionStatuses, walletModes } from './billing';
import { z } from './zod';

/** A link's token: 18 random bytes in base64url, 144 bits (the database checks the same shape). */
export const payForMeTokenPattern = /^[A-Za-z0-9_-]{24}$/;

/** `GET /api/pay-for-me` (the owner): whether links are offered here, and the owner's link. */
export const payForMeLinkStateSchema = z.object({
  /** False when this server sells no credit packs: the plans page then offers no link. */
  available: z.boolean(),
  link: z.object({ url: z.string(), createdAt: z.string() }).nullable(),
  /** What the public page calls the owner (first name only), null when the account has no name. */
  firstName: z.string().nullable(),
});
export type PayForMeLinkState = z.infer<typeof payForMeLinkStateSchema>;

/** `GET /api/pay-for-me/:token` (anyone with the link): whom it pays for and what can be bought. */
export const payForMePageSchema = z.object({
  firstName: z.string().nullable(),
  walletMode: z.enum(walletModes),
  creditPacks: z.array(creditPackSchema),
});
export type PayForMePage = z.infer<typeof payForMePageSchema>;

/** `GET /api/pay-for-me/:token/sandbox/:id`: a sandbox payment started through the link. */
export const payForMeSandboxSessionSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  credits: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(checkoutSessionStatuses),
});
export type PayForMeSandboxSession = z.infer<typeof payForMeSandboxSessionSchema>;

/** Where a payment through the link returns: the link's page, saying how it went (`?pago=`). */
export const payForMeOutcomeParameter = 'pago';
export const payForMeOutcomes = { paid: 'listo', canceled: 'cancelado' } as const;

/** At most this many lookups of links per address (the page, its sandbox page) per window. */
export const payForMeLookupLimit = { max: 30, windowMs: 10 * 60_000 } as const;
/** At most this many payments started, completed or cancelled through links per address per hour. */
export const payForMePaymentLimit = { max: 10, windowMs: 60 * 60_000 } as const;

export const payForMeMessages = {
  notFound: 'Este enlace de pago no existe o fue desactivado.',
  unavailable: 'Los pagos no están disponibles en este momento.',
  tooManyRequests:
    'Demasiados intentos con este enlace. Espera unos minutos y vuelve a intentarlo.',
} as const;
