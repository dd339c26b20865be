// Mercado Pago's payment notifications → credit pack fulfilment (issue 5). The notification only
// names a payment; we read the payment from Mercado Pago and grant its pack once (the payment id is
// the ledger reference), whatever number of times the notification arrives.

import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingEvents, checkoutSessions } from '../../db/schema';
import type { Logger } from '../../logger';
import { fulfilCreditPack } from './billing-service';
import type { MercadoPagoSettings } from './billing-settings';
import { fetchPayment } from './mercadopago';

export type MercadoPagoWebhookDependencies = {
  readonly db: Database;
  readonly mercadoPago: MercadoPagoSettings;
  readonly logger: Logger;
  /**
   * Tells the owner when a pack bought through their pay-for-me link was granted (issue 17);
   * called once per grant, after the commit. Never throws.
   */
  readonly notifyPackPaidThroughLink?: (purchase: {
    readonly userId: string;
    readonly credits: number;
  }) => Promise<void>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Handles a verified payment notification; answers whether credits were granted now. */
export async function handleMercadoPagoPayment(
  { db, mercadoPago, logger, notifyPackPaidThroughLink }: MercadoPagoWebhookDependencies,
  paymentId: string,
): Promise<boolean> {
  const payment = await fetchPayment(mercadoPago, paymentId);
  // Pending or rejected: a later notification tells us when it is approved.
  if (!payment || payment.status !== 'approved') return false;
  const sessionId = payment.external_reference ?? '';
  if (!uuidPattern.test(sessionId)) {
    logger.warn({ paymentId }, 'mercado pago payment without one of our checkout sessions');
    return false;
  }
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.provider, 'mercadopago'),
        eq(checkoutSessions.kind, 'pack'),
      ),
    );
  if (!session) {
    logger.warn({ paymentId, sessionId }, 'mercado pago payment for an unknown checkout session');
    return false;
  }
  // The price was fixed when the checkout started; a payment for another amount buys nothing.
  if (
    payment.currency_id !== 'PEN' ||
    Math.round(payment.transaction_amount * 100) !== session.amountCents
  ) {
    logger.warn({ paymentId, sessionId }, 'mercado pago payment amount does not match its pack');
    return false;
  }
  const granted = await db.transaction(async (transaction) => {
    await transaction
      .insert(billingEvents)
      .values({ id: `mercadopago:payment:${payment.id}`, type: 'payment.approved' })
      .onConflictDoNothing();
    await transaction
      .update(checkoutSessions)
      .set({
        status: 'completed',
        completedAt: sql`coalesce(${checkoutSessions.completedAt}, now())`,
      })
      .where(eq(checkoutSessions.id, session.id));
    return fulfilCreditPack(transaction, {
      userId: session.userId,
      credits: session.credits,
      reference: payment.id,
    });
  });
  if (granted && session.paidThroughLink) {
    await notifyPackPaidThroughLink?.({ userId: session.userId, credits: session.credits });
  }
  return granted;
}
