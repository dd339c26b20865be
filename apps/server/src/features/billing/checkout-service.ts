// Starting payments (issue 5): a plan checkout (Stripe Checkout or the sandbox), a credit pack
// checkout (Mercado Pago or the sandbox), the sandbox's own pages, and the customer portal.
// Nothing here grants anything: completion goes through billing-service.ts.
import {
  billingErrorCodes,
  billingMessages,
  checkoutReturnPaths,
  creditPackReturnPath,
  commonErrorCodes,
  formatCredits,
  paths,
  plans,
  type PaidPlanId,
  type PlanId,
  type SandboxCheckoutSession,
} from '@cvlisto/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { checkoutSessions, profiles, subscriptions } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import {
  applySubscriptionChange,
  endSubscription,
  fulfilCreditPack,
  fulfilPaidPeriod,
  getSubscription,
  sourceOfRow,
} from './billing-service';
import type { BillingSettings } from './billing-settings';
import { createPackPreference } from './mercadopago';
import type { MercadoPagoWebhookDependencies } from './mercadopago-webhooks';

export type BillingDependencies = {
  readonly db: Database;
  readonly settings: BillingSettings;
  readonly logger: Logger;
  /** See MercadoPagoWebhookDependencies: the pay-for-me link's e-mail to the owner (issue 17). */
  readonly notifyPackPaidThroughLink?: MercadoPagoWebhookDependencies['notifyPackPaidThroughLink'];
};

export type BillingUser = { readonly id: string; readonly email: string };

const checkoutUnavailable = () =>
  new HttpError(503, billingErrorCodes.checkoutUnavailable, billingMessages.checkoutFailed);

const sessionNotFound = () =>
  new HttpError(404, commonErrorCodes.notFound, billingMessages.sessionNotFound);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function readPlanId(db: Database, userId: string): Promise<PlanId> {
  const [row] = await db
    .select({ planId: profiles.planId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return (row?.planId ?? 'modo_free') as PlanId;
}

const alreadyOnPlan = () =>
  new HttpError(409, billingErrorCodes.alreadyOnPlan, billingMessages.alreadyOnPlan);

const noSubscription = () =>
  new HttpError(404, billingErrorCodes.noSubscription, billingMessages.noSubscription);

/**
 * `POST /api/checkout`: where to pay for `planId`. With Stripe, a Checkout Session in subscription
 * mode for the account's e-mail (spec/core.md §5); in the sandbox, our own test page. A subscriber
 * is refused (409): a second subscription would charge twice and stack two allowances; they
 * change plan instead (`startPlanChange`, decision 012).
 */
export async function startPlanCheckout(
  { db, settings, logger }: BillingDependencies,
  user: BillingUser,
  planId: PaidPlanId,
): Promise<string> {
  if (settings.mode === 'unavailable') throw checkoutUnavailable();
  if ((await readPlanId(db, user.id)) === planId) throw alreadyOnPlan();
  const subscription = await getSubscription(db, user.id);
  if (subscription && subscription.status !== 'canceled') {
    throw new HttpError(
      409,
      billingErrorCodes.alreadySubscribed,
      billingMessages.alreadySubscribed,
    );
  }
  if (settings.stripe) {
    const { client, prices } = settings.stripe;
    try {
      const metadata = { userId: user.id, plan: planId };
      const session = await client.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices[planId], quantity: 1 }],
        // A returning customer keeps their Stripe customer (and its e-mail, the account's).
        ...(subscription?.stripeCustomerId
          ? { customer: subscription.stripeCustomerId }
          : { customer_email: user.email }),
        client_reference_id: user.id,
        metadata,
        subscription_data: { metadata },
        success_url: `${settings.appUrl}${checkoutReturnPaths.success}`,
        cancel_url: `${settings.appUrl}${checkoutReturnPaths.canceled}`,
        locale: 'es',
      });
      if (!session.url) throw new Error('No checkout URL returned');
      return session.url;
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'stripe checkout failed');
      throw checkoutUnavailable();
    }
  }
  const plan = plans[planId];
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      userId: user.id,
      provider: 'sandbox',
      kind: 'subscription',
      planId,
      credits: plan.creditsPerPeriod,
      amountCents: plan.monthlyPriceCents,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw checkoutUnavailable();
  return `${paths.sandboxCheckout}/${session.id}`;
}

/**
 * `POST /api/billing/change-plan`: where a subscriber confirms moving the same subscription to
 * `planId` (decision 012). With Stripe, the Customer Portal's confirmation of that price for the
 * subscription's item; in the sandbox, our portal page, which changes it in place.
 */
export async function startPlanChange(
  { db, settings, logger }: BillingDependencies,
  userId: string,
  planId: PaidPlanId,
): Promise<string> {
  if (settings.mode === 'unavailable') throw checkoutUnavailable();
  const current = await getSubscription(db, userId);
  if (!current || current.status === 'canceled') throw noSubscription();
  if (current.planId === planId) throw alreadyOnPlan();
  if (current.provider === 'sandbox') {
    if (!settings.sandboxEnabled) throw checkoutUnavailable();
    return `${paths.sandboxPortal}?plan=${planId}`;
  }
  if (!settings.stripe || !current.stripeSubscriptionId) throw checkoutUnavailable();
  const { client, prices } = settings.stripe;
  try {
    const subscription = await client.subscriptions.retrieve(current.stripeSubscriptionId);
    const item =
      subscription.items.data.find((candidate) =>
        Object.values(prices).includes(candidate.price.id),
      ) ?? subscription.items.data[0];
    if (!item) throw new Error(`subscription ${subscription.id} has no item`);
    const customer =
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const portal = await client.billingPortal.sessions.create({
      customer,
      return_url: `${settings.appUrl}${paths.plans}`,
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: {
          subscription: subscription.id,
          items: [{ id: item.id, price: prices[planId], quantity: 1 }],
        },
        after_completion: {
          type: 'redirect',
          redirect: { return_url: `${settings.appUrl}${checkoutReturnPaths.success}` },
        },
      },
    });
    return portal.url;
  } catch (error) {
    logger.error({ err: error, userId }, 'stripe plan change failed');
    throw checkoutUnavailable();
  }
}

/** `POST /api/credit-packs/checkout`: Mercado Pago's checkout page, or the sandbox's. */
export async function startCreditPackCheckout(
  { db, settings, logger }: BillingDependencies,
  user: BillingUser,
  packId: string,
): Promise<string> {
  if (settings.walletMode === 'unavailable') throw checkoutUnavailable();
  const pack = settings.creditPacks.find((candidate) => candidate.id === packId);
  if (!pack) throw new HttpError(400, billingErrorCodes.invalidPack, billingMessages.invalidPack);
  const [session] = await db
    .insert(checkoutSessions)
    .values({
      userId: user.id,
      provider: settings.mercadoPago ? 'mercadopago' : 'sandbox',
      kind: 'pack',
      packId: pack.id,
      credits: pack.credits,
      amountCents: pack.priceCents,
    })
    .returning({ id: checkoutSessions.id });
  if (!session) throw checkoutUnavailable();
  if (!settings.mercadoPago) return `${paths.sandboxCheckout}/${session.id}`;
  try {
    const preference = await createPackPreference(settings.mercadoPago, {
      checkoutSessionId: session.id,
      title: `Paquete de ${formatCredits(pack.credits)}`,
      amountCents: pack.priceCents,
      payerEmail: user.email,
      // The return names the pack's credits so the banner says what was bought (issue 17).
      successUrl: `${settings.appUrl}${creditPackReturnPath(pack.credits)}`,
      failureUrl: `${settings.appUrl}${checkoutReturnPaths.canceled}`,
      notificationUrl: `${settings.appUrl}/api/webhooks/mercadopago`,
    });
    await db
      .update(checkoutSessions)
      .set({ externalId: preference.id })
      .where(eq(checkoutSessions.id, session.id));
    return preference.initPoint;
  } catch (error) {
    logger.error({ err: error, userId: user.id }, 'mercado pago checkout failed');
    await db
      .update(checkoutSessions)
      .set({ status: 'canceled' })
      .where(eq(checkoutSessions.id, session.id));
    throw checkoutUnavailable();
  }
}

/** `GET /api/checkout/sandbox/:id`: the user's own sandbox session, else undefined. */
export async function getSandboxSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SandboxCheckoutSession | undefined> {
  if (!uuidPattern.test(sessionId)) return undefined;
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.provider, 'sandbox'),
      ),
    );
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    ...(row.planId ? { plan: row.planId as PlanId } : {}),
    ...(row.packId ? { packId: row.packId } : {}),
    credits: row.credits,
    amountCents: row.amountCents,
    status: row.status,
  };
}

/** One month after `from`: the length of a sandbox period. */
function oneMonthAfter(from: Date): Date {
  const end = new Date(from);
  end.setMonth(end.getMonth() + 1);
  return end;
}

/**
 * `POST /api/checkout/sandbox/:id/complete`: pays the session as a provider would, through the
 * very fulfilment functions the webhooks use. Completing it again changes nothing. Answers where
 * the browser returns: a pack's return names its credits, so the banner says what was bought.
 */
export async function completeSandboxSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<string> {
  if (!uuidPattern.test(sessionId)) throw sessionNotFound();
  return db.transaction(async (transaction) => {
    const [session] = await transaction
      .select()
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.id, sessionId),
          eq(checkoutSessions.userId, userId),
          eq(checkoutSessions.provider, 'sandbox'),
        ),
      )
      .for('update');
    if (!session) throw sessionNotFound();
    const returnPath =
      session.kind === 'pack' ? creditPackReturnPath(session.credits) : checkoutReturnPaths.success;
    if (session.status === 'completed') return returnPath;
    if (session.status === 'canceled') {
      throw new HttpError(409, billingErrorCodes.sessionClosed, billingMessages.sessionClosed);
    }
    await transaction
      .update(checkoutSessions)
      .set({ status: 'completed', completedAt: sql`now()` })
      .where(eq(checkoutSessions.id, session.id));
    if (session.kind === 'subscription' && session.planId) {
      await fulfilPaidPeriod(transaction, {
        userId,
        source: { provider: 'sandbox', sandboxSessionId: session.id },
        planId: session.planId as PlanId,
        currentPeriodEnd: oneMonthAfter(new Date()),
        reference: session.id,
      });
    } else {
      await fulfilCreditPack(transaction, {
        userId,
        credits: session.credits,
        reference: session.id,
      });
    }
    return returnPath;
  });
}

/** `POST /api/checkout/sandbox/:id/cancel`: the buyer walked away; nothing is granted. */
export async function cancelSandboxSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<void> {
  if (!uuidPattern.test(sessionId)) throw sessionNotFound();
  const session = await getSandboxSession(db, userId, sessionId);
  if (!session) throw sessionNotFound();
  if (session.status === 'completed') {
    throw new HttpError(409, billingErrorCodes.sessionClosed, billingMessages.sessionClosed);
  }
  await db
    .update(checkoutSessions)
    .set({ status: 'canceled' })
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')));
}

/**
 * `POST /api/billing/sandbox/cancel`: what the Customer Portal does to a Stripe subscription, for
 * a sandbox one: cancel at period end (the default), or end it now.
 */
export async function cancelSandboxSubscription(
  db: Database,
  userId: string,
  options: { readonly atPeriodEnd: boolean },
): Promise<void> {
  const current = await getSubscription(db, userId);
  if (!current || current.provider !== 'sandbox' || current.status === 'canceled') {
    throw noSubscription();
  }
  await db.transaction(async (transaction) => {
    const source = sourceOfRow(current);
    if (options.atPeriodEnd) {
      await applySubscriptionChange(transaction, {
        userId,
        source,
        planId: current.planId as PlanId,
        status: current.status,
        currentPeriodEnd: current.currentPeriodEnd,
        cancelAtPeriodEnd: true,
      });
    } else {
      await endSubscription(transaction, {
        userId,
        source,
        currentPeriodEnd: current.currentPeriodEnd,
      });
    }
  });
}

/**
 * `POST /api/billing/sandbox/change-plan`: what the Customer Portal does to a Stripe subscription
 * on a plan change, for a sandbox one: the same subscription moves to `planId` and a new paid
 * period of that plan starts now (the sandbox has no clock, so a downgrade does not wait for the
 * period end). Paid through a completed sandbox session, whose id keys the grant; the unspent
 * credits of the period cut short are forfeited (decision 012).
 */
export async function changeSandboxPlan(
  db: Database,
  userId: string,
  planId: PaidPlanId,
): Promise<void> {
  await db.transaction(async (transaction) => {
    // The user's billing lock (as in billing-service.ts), taken first: two clicks at once are
    // served one after the other, and the second finds the plan already changed.
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    const [current] = await transaction
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    if (!current || current.provider !== 'sandbox' || current.status === 'canceled') {
      throw noSubscription();
    }
    if (current.planId === planId) throw alreadyOnPlan();
    const plan = plans[planId];
    const [session] = await transaction
      .insert(checkoutSessions)
      .values({
        userId,
        provider: 'sandbox',
        kind: 'subscription',
        planId,
        credits: plan.creditsPerPeriod,
        amountCents: plan.monthlyPriceCents,
        status: 'completed',
        completedAt: sql`now()`,
      })
      .returning({ id: checkoutSessions.id });
    if (!session) throw checkoutUnavailable();
    await fulfilPaidPeriod(transaction, {
      userId,
      source: sourceOfRow(current),
      planId,
      currentPeriodEnd: oneMonthAfter(new Date()),
      reference: session.id,
      replacesCurrentPeriod: true,
    });
  });
}

/** `POST /api/billing/portal`: Stripe's Customer Portal, or the sandbox's page. */
export async function openBillingPortal(
  { db, settings, logger }: BillingDependencies,
  userId: string,
): Promise<string> {
  const current = await getSubscription(db, userId);
  if (current?.provider === 'sandbox' && settings.sandboxEnabled) return paths.sandboxPortal;
  if (!current?.stripeCustomerId) {
    throw new HttpError(404, billingErrorCodes.noSubscription, billingMessages.noSubscription);
  }
  if (!settings.stripe) throw checkoutUnavailable();
  try {
    const portal = await settings.stripe.client.billingPortal.sessions.create({
      customer: current.stripeCustomerId,
      return_url: `${settings.appUrl}${paths.profile}`,
    });
    return portal.url;
  } catch (error) {
    logger.error({ err: error, userId }, 'stripe portal failed');
    throw checkoutUnavailable();
  }
}
