import {
  checkoutSessionKinds,
  checkoutSessionStatuses,
  subscriptionStatuses,
} from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { plans } from './plans';

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

export const subscriptionProviders = ['stripe', 'sandbox'] as const;
export const checkoutProviders = ['sandbox', 'mercadopago'] as const;

/**
 * The user's current (or last) subscription, one row per user, written only by the billing
 * fulfilment code. A new subscription replaces the row; `started_at` is when this one began, so
 * the credits granted since can be told apart when it ends (decision 006).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: subscriptionProviders }).notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    /** Stripe's subscription id; null for a sandbox subscription. */
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    /** The sandbox checkout session that started a sandbox subscription. */
    sandboxSessionId: uuid('sandbox_session_id'),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_stripe_customer_id_idx').on(table.stripeCustomerId),
    check('subscriptions_provider_valid', oneOf('provider', subscriptionProviders)),
    check('subscriptions_status_valid', oneOf('status', subscriptionStatuses)),
  ],
);

/**
 * Webhook events already processed (`stripe:evt_…`, `mercadopago:…`). Inserted in the same
 * transaction as the event's effects, so a retried delivery is a no-op and a failed one is not
 * remembered.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Checkouts we host or must recognise later: sandbox sessions (plans and packs) and Mercado Pago
 * pack sessions, whose id travels as the payment's external reference. The price and credits are
 * fixed here when the checkout starts.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: checkoutProviders }).notNull(),
    kind: text('kind', { enum: checkoutSessionKinds }).notNull(),
    planId: text('plan_id').references(() => plans.id),
    packId: text('pack_id'),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: checkoutSessionStatuses }).notNull().default('open'),
    /** Mercado Pago's preference id. */
    externalId: text('external_id'),
    /**
     * Started by someone else through the owner's pay-for-me link (decision 022): a pack for
     * `user_id`, whose fulfilment also tells the owner by e-mail.
     */
    paidThroughLink: boolean('paid_through_link').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('checkout_sessions_user_id_idx').on(table.userId),
    check('checkout_sessions_provider_valid', oneOf('provider', checkoutProviders)),
    check('checkout_sessions_kind_valid', oneOf('kind', checkoutSessionKinds)),
    check('checkout_sessions_status_valid', oneOf('status', checkoutSessionStatuses)),
    check(
      'checkout_sessions_kind_fields',
      sql`(${table.kind} = 'subscription' and ${table.planId} is not null) or (${table.kind} = 'pack' and ${table.packId} is not null)`,
    ),
  ],
);
