// Stripe's webhook events → fulfilment (issue 5). Each event id is processed once (billing_events,
// in the same transaction as its effects), each paid period is granted once (its invoice id is the
// ledger reference), and every handler works whatever order the events arrive in.
import { isPaidPlanId, type PaidPlanId, type SubscriptionStatus } from '@cvlisto/shared';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { billingEvents, subscriptions } from '../../db/schema';
import type { Logger } from '../../logger';
import {
  applySubscriptionChange,
  endSubscription,
  fulfilPaidPeriod,
  type DatabaseExecutor,
  type SubscriptionSource,
} from './billing-service';
import type { StripeSettings } from './billing-settings';

export type StripeWebhookDependencies = {
  readonly db: Database;
  readonly stripe: StripeSettings;
  readonly logger: Logger;
};

/** Work decided before the transaction (it may need Stripe's API), done inside it. */
type Effect = (transaction: DatabaseExecutor) => Promise<unknown>;

/** Handles one verified event; answers false when it had already been processed. */
export async function handleStripeEvent(
  dependencies: StripeWebhookDependencies,
  event: Stripe.Event,
): Promise<boolean> {
  const effect = await decideEffect(dependencies, event);
  return dependencies.db.transaction(async (transaction) => {
    const recorded = await transaction
      .insert(billingEvents)
      .values({ id: `stripe:${event.id}`, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0) return false;
    if (effect) await effect(transaction);
    return true;
  });
}

async function decideEffect(
  dependencies: StripeWebhookDependencies,
  event: Stripe.Event,
): Promise<Effect | undefined> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(dependencies, event.data.object);
    case 'invoice.paid':
      return invoicePaid(dependencies, event.data.object);
    case 'customer.subscription.updated':
      return subscriptionUpdated(dependencies, event.data.object);
    case 'customer.subscription.deleted':
      return subscriptionDeleted(dependencies, event.data.object);
    default:
      return undefined;
  }
}

async function checkoutCompleted(
  { logger }: StripeWebhookDependencies,
  session: Stripe.Checkout.Session,
): Promise<Effect | undefined> {
  if (session.mode !== 'subscription') return undefined;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return undefined;
  }
  const subscriptionId = idOf(session.subscription);
  const userId = session.metadata?.userId ?? session.client_reference_id ?? undefined;
  const planId = paidPlanOf(session.metadata?.plan);
  if (!subscriptionId || !userId || !planId) {
    logger.warn(
      { sessionId: session.id },
      'stripe checkout session without user, plan or subscription',
    );
    return undefined;
  }
  const source: SubscriptionSource = {
    provider: 'stripe',
    stripeSubscriptionId: subscriptionId,
    stripeCustomerId: idOf(session.customer) ?? null,
  };
  const invoiceId = idOf(session.invoice);
  // The first invoice is the first paid period: granting it here (or on its invoice.paid, same
  // reference, whichever comes first) shows the credits as soon as the buyer is back.
  if (invoiceId) {
    return (transaction) =>
      fulfilPaidPeriod(transaction, {
        userId,
        source,
        planId,
        currentPeriodEnd: null,
        reference: invoiceId,
      });
  }
  return (transaction) =>
    applySubscriptionChange(transaction, {
      userId,
      source,
      planId,
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    });
}

// Invoices for a new subscription and for each renewal pay a period. A plan change pays one only
// when it starts a new period at once (the portal resets the billing cycle on an upgrade,
// decision 012): its invoice then has a full, non-proration line for the new plan. A proration
// alone, or a one-off invoice, pays no new period.
const periodBillingReasons = new Set([
  'subscription_create',
  'subscription_cycle',
  'subscription_update',
]);

async function invoicePaid(
  dependencies: StripeWebhookDependencies,
  invoice: Stripe.Invoice,
): Promise<Effect | undefined> {
  const { logger } = dependencies;
  // Webhook payloads follow the endpoint's API version: read both the current and the older shape.
  const subscriptionId =
    idOf(readPath(invoice, 'parent', 'subscription_details', 'subscription')) ??
    idOf(readPath(invoice, 'subscription'));
  if (!subscriptionId || !invoice.id) return undefined;
  if (!periodBillingReasons.has(invoice.billing_reason ?? '')) return undefined;
  const metadata =
    readPath(invoice, 'parent', 'subscription_details', 'metadata') ??
    readPath(invoice, 'subscription_details', 'metadata');
  let userId = stringAt(metadata, 'userId');
  let planId: PaidPlanId | undefined;
  let periodEnd: Date | null = null;
  for (const line of invoice.lines.data) {
    if (isProration(line)) continue;
    const linePlan = planOfPrice(
      dependencies.stripe,
      idOf(readPath(line, 'pricing', 'price_details', 'price')) ?? idOf(readPath(line, 'price')),
    );
    if (linePlan) {
      planId = linePlan;
      periodEnd = dateOf(line.period.end);
      break;
    }
  }
  const isPlanChange = invoice.billing_reason === 'subscription_update';
  // The subscription's metadata names the plan it was bought with, not the one it changed to.
  if (isPlanChange && !planId) return undefined;
  planId ??= paidPlanOf(stringAt(metadata, 'plan'));
  const customerId = idOf(invoice.customer) ?? null;
  userId ??= await userOfSubscription(dependencies.db, subscriptionId, customerId);
  if (!userId || !planId) {
    // Nothing on the invoice names them: ask Stripe for the subscription itself.
    const subscription = await dependencies.stripe.client.subscriptions.retrieve(subscriptionId);
    userId ??= subscription.metadata.userId;
    planId ??= planOfSubscription(dependencies.stripe, subscription);
  }
  if (!userId || !planId) {
    logger.warn({ invoiceId: invoice.id }, 'stripe invoice for an unknown user or price');
    return undefined;
  }
  const paid = { userId, planId, periodEnd, invoiceId: invoice.id };
  return (transaction) =>
    fulfilPaidPeriod(transaction, {
      userId: paid.userId,
      source: {
        provider: 'stripe',
        stripeSubscriptionId: subscriptionId,
        stripeCustomerId: customerId,
      },
      planId: paid.planId,
      currentPeriodEnd: paid.periodEnd,
      reference: paid.invoiceId,
      replacesCurrentPeriod: isPlanChange,
    });
}

/** Whether an invoice line is a proration (in the current and the older payload shapes). */
function isProration(line: Stripe.InvoiceLineItem): boolean {
  return (
    readPath(line, 'parent', 'subscription_item_details', 'proration') === true ||
    readPath(line, 'parent', 'invoice_item_details', 'proration') === true ||
    readPath(line, 'proration') === true
  );
}

/** Stripe's statuses in ours; undefined for one that neither gives nor ends access yet. */
function statusOf(status: Stripe.Subscription.Status): SubscriptionStatus | undefined {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return undefined;
  }
}

async function describeSubscription(
  { db, stripe }: StripeWebhookDependencies,
  subscription: Stripe.Subscription,
) {
  const customerId = idOf(subscription.customer) ?? null;
  const userId =
    subscription.metadata.userId ?? (await userOfSubscription(db, subscription.id, customerId));
  const firstItem = subscription.items.data[0];
  const periodEnd =
    numberAt(firstItem, 'current_period_end') ?? numberAt(subscription, 'current_period_end');
  return {
    userId,
    planId: planOfSubscription(stripe, subscription),
    source: {
      provider: 'stripe',
      stripeSubscriptionId: subscription.id,
      stripeCustomerId: customerId,
    } satisfies SubscriptionSource,
    currentPeriodEnd: periodEnd === undefined ? null : dateOf(periodEnd),
    // The portal may cancel at the period end with either field, depending on the API version.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

/**
 * Events arrive late and out of order, and each carries the subscription as it was when it was
 * sent: applying that copy could undo a later change (a plan change, a pending cancellation). So
 * the event is only a hint: the subscription is read again from Stripe and its current state is
 * applied (decision 012).
 */
async function subscriptionUpdated(
  dependencies: StripeWebhookDependencies,
  notified: Stripe.Subscription,
): Promise<Effect | undefined> {
  let subscription: Stripe.Subscription;
  try {
    subscription = await dependencies.stripe.client.subscriptions.retrieve(notified.id);
  } catch (error) {
    if (!isMissingResource(error)) throw error;
    dependencies.logger.warn({ subscriptionId: notified.id }, 'stripe subscription not found');
    return undefined;
  }
  const status = statusOf(subscription.status);
  if (!status) return undefined;
  const described = await describeSubscription(dependencies, subscription);
  const { userId, planId } = described;
  if (!userId || !planId) {
    dependencies.logger.warn(
      { subscriptionId: subscription.id },
      'stripe subscription for an unknown user or price',
    );
    return undefined;
  }
  return (transaction) =>
    applySubscriptionChange(transaction, { ...described, userId, planId, status });
}

async function subscriptionDeleted(
  dependencies: StripeWebhookDependencies,
  subscription: Stripe.Subscription,
): Promise<Effect | undefined> {
  const described = await describeSubscription(dependencies, subscription);
  const { userId } = described;
  if (!userId) return undefined;
  return (transaction) =>
    endSubscription(transaction, {
      userId,
      source: described.source,
      currentPeriodEnd: described.currentPeriodEnd,
      ...(described.planId ? { planId: described.planId } : {}),
    });
}

function isMissingResource(error: unknown): boolean {
  return readPath(error, 'code') === 'resource_missing';
}

/** Whose subscription this is, from what we stored when we first heard of it. */
async function userOfSubscription(
  db: Database,
  subscriptionId: string,
  customerId: string | null,
): Promise<string | undefined> {
  const [bySubscription] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  if (bySubscription) return bySubscription.userId;
  if (!customerId) return undefined;
  const [byCustomer] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, customerId));
  return byCustomer?.userId;
}

function planOfSubscription(
  stripe: StripeSettings,
  subscription: Stripe.Subscription,
): PaidPlanId | undefined {
  for (const item of subscription.items.data) {
    const planId = planOfPrice(stripe, item.price.id);
    if (planId) return planId;
  }
  return paidPlanOf(subscription.metadata.plan);
}

function planOfPrice(stripe: StripeSettings, priceId: string | undefined): PaidPlanId | undefined {
  if (!priceId) return undefined;
  if (priceId === stripe.prices.modo_pro) return 'modo_pro';
  if (priceId === stripe.prices.modo_redi) return 'modo_redi';
  return undefined;
}

function paidPlanOf(value: string | undefined | null): PaidPlanId | undefined {
  return value && isPaidPlanId(value) ? value : undefined;
}

function dateOf(unixSeconds: number): Date {
  return new Date(unixSeconds * 1000);
}

/** The id of an expandable field: Stripe sends either the id or the object. */
function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  const id = readPath(value, 'id');
  return typeof id === 'string' ? id : undefined;
}

/** A nested field of a payload whose shape depends on the API version; undefined when absent. */
function readPath(value: unknown, ...keys: readonly string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || !(key in current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current ?? undefined;
}

function stringAt(value: unknown, key: string): string | undefined {
  const found = readPath(value, key);
  return typeof found === 'string' && found ? found : undefined;
}

function numberAt(value: unknown, key: string): number | undefined {
  const found = readPath(value, key);
  return typeof found === 'number' ? found : undefined;
}
