// Mercado Pago's REST API, the two calls we make (create a checkout preference, read a payment),
// and the check of its webhook signature. Plain fetch: the calls are few and small.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MercadoPagoSettings } from './billing-settings';

export type PackPreference = {
  /** Our checkout session id: it comes back as the payment's external_reference. */
  readonly checkoutSessionId: string;
  readonly title: string;
  readonly amountCents: number;
  /** The buyer's e-mail, to prefill; left out when someone else pays (a pay-for-me link). */
  readonly payerEmail?: string;
  readonly successUrl: string;
  readonly failureUrl: string;
  readonly notificationUrl: string;
};

const preferenceSchema = z.object({ id: z.string(), init_point: z.url() });

/** Creates a Checkout Pro preference and answers its id and the page to send the buyer to. */
export async function createPackPreference(
  settings: MercadoPagoSettings,
  preference: PackPreference,
): Promise<{ id: string; initPoint: string }> {
  const response = await fetch(`${settings.apiBaseUrl}/checkout/preferences`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${settings.accessToken}`,
      'content-type': 'application/json',
      // A retried request must not create a second preference.
      'x-idempotency-key': preference.checkoutSessionId,
    },
    body: JSON.stringify({
      items: [
        {
          id: preference.checkoutSessionId,
          title: preference.title,
          quantity: 1,
          unit_price: preference.amountCents / 100,
          currency_id: 'PEN',
        },
      ],
      ...(preference.payerEmail ? { payer: { email: preference.payerEmail } } : {}),
      external_reference: preference.checkoutSessionId,
      back_urls: {
        success: preference.successUrl,
        pending: preference.successUrl,
        failure: preference.failureUrl,
      },
      auto_return: 'approved',
      notification_url: preference.notificationUrl,
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) {
    throw new Error(`Mercado Pago answered ${response.status} creating a preference`);
  }
  const body = preferenceSchema.parse(await response.json());
  return { id: body.id, initPoint: body.init_point };
}

const paymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  external_reference: z.string().nullish(),
  transaction_amount: z.number(),
  currency_id: z.string(),
});
export type MercadoPagoPayment = z.output<typeof paymentSchema>;

/** Reads a payment; a notification is only a hint, the payment itself is the truth. */
export async function fetchPayment(
  settings: MercadoPagoSettings,
  paymentId: string,
): Promise<MercadoPagoPayment | undefined> {
  const response = await fetch(
    `${settings.apiBaseUrl}/v1/payments/${encodeURIComponent(paymentId)}`,
    {
      headers: { authorization: `Bearer ${settings.accessToken}` },
      signal: AbortSignal.timeout(20_000),
    },
  );
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`Mercado Pago answered ${response.status} reading a payment`);
  return paymentSchema.parse(await response.json());
}

/**
 * Checks `x-signature` ("ts=…,v1=…") as Mercado Pago documents it: HMAC-SHA256, keyed with the
 * webhook secret, of the manifest "id:<data.id>;request-id:<x-request-id>;ts:<ts>;", where a part
 * whose value is missing is left out and an alphanumeric data.id is lower-cased.
 */
export function verifyMercadoPagoSignature(input: {
  readonly secret: string;
  readonly signatureHeader: string | undefined;
  readonly requestId: string | undefined;
  readonly dataId: string | undefined;
}): boolean {
  if (!input.signatureHeader) return false;
  const parts = new Map<string, string>();
  for (const part of input.signatureHeader.split(',')) {
    const separator = part.indexOf('=');
    if (separator > 0) parts.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  const timestamp = parts.get('ts');
  const received = parts.get('v1');
  if (!timestamp || !received) return false;
  let manifest = '';
  if (input.dataId) manifest += `id:${input.dataId.toLowerCase()};`;
  if (input.requestId) manifest += `request-id:${input.requestId};`;
  manifest += `ts:${timestamp};`;
  const expected = createHmac('sha256', input.secret).update(manifest).digest('hex');
  const receivedBytes = Buffer.from(received, 'utf8');
  const expectedBytes = Buffer.from(expected, 'utf8');
  return (
    receivedBytes.length === expectedBytes.length && timingSafeEqual(receivedBytes, expectedBytes)
  );
}
