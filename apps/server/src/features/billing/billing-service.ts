// Fulfilment (issue 5): the only code that changes a user's plan or grants paid credits. Stripe's
// and Mercado Pago's webhooks and the sandbox checkout all end here, inside a transaction of the
// caller's, so the plan change and its ledger rows are written together or not at all. Each grant
// carries a unique (reason, reference), so a retried or reordered delivery never grants twice.
import { plans, type PlanId, type SubscriptionStatus } from '@cvlisto/shared';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { creditLedger, profiles, subscriptions } from '../../db/schema';

/** The database or an open transaction: deletion calls in with its own transaction. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which subscription an event is about. */
export type SubscriptionSource =
  | {
      readonly provider: 'stripe';
      readonly stripeSubscriptionId: string;
      readonly stripeCustomerId: string | null;
    }
  | { readonly provider: 'sandbox'; readonly sandboxSessionId: string };

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Serialises one user's billing and credit writes (the optimisation code takes the same lock). */
async function lockUser(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}

async function userExists(db: DatabaseExecutor, userId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`select 1 from users where id = ${userId}`);
  return rows.length > 0;
}

function isSameSubscription(row: SubscriptionRow, source: SubscriptionSource): boolean {
  return source.provider === 'stripe'
    ? row.provider === 'stripe' && row.stripeSubscriptionId === source.stripeSubscriptionId
    : row.provider === 'sandbox' && row.sandboxSessionId === source.sandboxSessionId;
}

/** The subscription a row is about (each row is written from one source). */
export function sourceOfRow(row: SubscriptionRow): SubscriptionSource {
  if (row.stripeSubscriptionId) {
    return {
      provider: 'stripe',
      stripeSubscriptionId: row.stripeSubscriptionId,
      stripeCustomerId: row.stripeCustomerId,
    };
  }
  if (row.sandboxSessionId) return { provider: 'sandbox', sandboxSessionId: row.sandboxSessionId };
  throw new Error(`subscription row of user ${row.userId} names no subscription`);
}

/** A stable name for the subscription in ledger references. */
function subscriptionKey(source: SubscriptionSource): string {
  return source.provider === 'stripe'
    ? source.stripeSubscriptionId
    : `sandbox_${source.sandboxSessionId}`;
}

function sourceColumns(source: SubscriptionSource) {
  return source.provider === 'stripe'
    ? {
        provider: 'stripe' as const,
        stripeSubscriptionId: source.stripeSubscriptionId,
        stripeCustomerId: source.stripeCustomerId,
        sandboxSessionId: null,
      }
    : {
        provider: 'sandbox' as const,
        stripeSubscriptionId: null,
        stripeCustomerId: null,
        sandboxSessionId: source.sandboxSessionId,
      };
}

async function readSubscriptionRow(
  db: DatabaseExecutor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row;
}

async function setPlan(db: DatabaseExecutor, userId: string, planId: PlanId): Promise<void> {
  await db
    .update(profiles)
    .set({ planId, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

type SubscriptionState = {
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
  readonly currentPeriodEnd: Date | null;
  /** Undefined: leave as it is (a payment says nothing about a pending cancellation). */
  readonly cancelAtPeriodEnd: boolean | undefined;
};

/**
 * Writes the user's current subscription row and answers the plan it now holds. A different
 * subscription replaces the row only when `replaceLive` (a payment for it arrived) or when the
 * current one has ended; otherwise the event is about a subscription that is no longer the user's
 * and is ignored (null). For the same subscription, news about an earlier period (a late or
 * retried delivery) never overrides what a later period already said.
 */
async function writeSubscription(
  db: DatabaseExecutor,
  userId: string,
  source: SubscriptionSource,
  state: SubscriptionState,
  options: { replaceLive: boolean },
): Promise<PlanId | null> {
  const current = await readSubscriptionRow(db, userId);
  if (current && isSameSubscription(current, source)) {
    // Canceled is final in Stripe: a late "active" update must not bring it back.
    if (current.status === 'canceled') return null;
    const isEarlierPeriod =
      state.currentPeriodEnd !== null &&
      current.currentPeriodEnd !== null &&
      state.currentPeriodEnd < current.currentPeriodEnd;
    const planId = isEarlierPeriod ? (current.planId as PlanId) : state.planId;
    await db
      .update(subscriptions)
      .set({
        ...sourceColumns(source),
        // Keep the customer id learnt earlier when this event does not carry one.
        stripeCustomerId:
          source.provider === 'stripe'
            ? (source.stripeCustomerId ?? current.stripeCustomerId)
            : null,
        planId,
        status: isEarlierPeriod ? current.status : state.status,
        // Events can arrive out of order: the period never moves backwards.
        currentPeriodEnd: latest(current.currentPeriodEnd, state.currentPeriodEnd),
        cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? current.cancelAtPeriodEnd,
        updatedAt: sql`now()`,
      })
      .where(eq(subscriptions.userId, userId));
    return planId;
  }
  if (current && current.status !== 'canceled' && !options.replaceLive) return null;
  const values = {
    ...sourceColumns(source),
    planId: state.planId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd ?? false,
    // A plan change (one live subscription replacing another) continues the same run of paid
    // periods; after an ended one a new run starts now (see forfeitSubscriptionCredits).
    // The database clock, as for the ledger rows written in this same transaction.
    startedAt: current && current.status !== 'canceled' ? current.startedAt : sql`now()`,
    updatedAt: sql`now()`,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  return state.planId;
}

function latest(first: Date | null, second: Date | null): Date | null {
  if (!first) return second;
  if (!second) return first;
  return first > second ? first : second;
}

export type PaidPeriod = {
  readonly userId: string;
  readonly source: SubscriptionSource;
  readonly planId: PlanId;
  readonly currentPeriodEnd: Date | null;
  /** What paid for the period: the invoice id, or the sandbox session id. */
  readonly reference: string;
  /**
   * A plan change paid as a new period that starts at once (decision 012): the unspent credits of
   * the period it cuts short are forfeited before the new plan's are granted, so the two
   * allowances never add up.
   */
  readonly replacesCurrentPeriod?: boolean;
};

/**
 * A paid period (invoice.paid, a completed checkout, a sandbox payment): the plan becomes the
 * subscription's and its credits are granted once per reference. Answers whether credits were
 * granted now (false for a repeat or for a subscription that has already ended).
 */
export async function fulfilPaidPeriod(db: DatabaseExecutor, period: PaidPeriod): Promise<boolean> {
  await lockUser(db, period.userId);
  if (!(await userExists(db, period.userId))) return false;
  const written = await writeSubscription(
    db,
    period.userId,
    period.source,
    {
      planId: period.planId,
      status: 'active',
      currentPeriodEnd: period.currentPeriodEnd,
      cancelAtPeriodEnd: undefined,
    },
    { replaceLive: true },
  );
  if (written === null) return false;
  await setPlan(db, period.userId, written);
  // Under the user's lock: a retried delivery finds its grant and forfeits nothing a second time.
  if (period.replacesCurrentPeriod && !(await isGranted(db, period.reference))) {
    const current = await readSubscriptionRow(db, period.userId);
    if (current) {
      await forfeitSubscriptionCredits(db, period.userId, current.startedAt, {
        reference: `change:${period.reference}`,
      });
    }
  }
  const granted = await db
    .insert(creditLedger)
    .values({
      userId: period.userId,
      amount: plans[period.planId].creditsPerPeriod,
      reason: 'subscription_period',
      reference: period.reference,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return granted.length > 0;
}

async function isGranted(db: DatabaseExecutor, reference: string): Promise<boolean> {
  const { rows } = await db.execute(
    sql`select 1 from credit_ledger where reason = 'subscription_period' and reference = ${reference}`,
  );
  return rows.length > 0;
}

export type SubscriptionChange = {
  readonly userId: string;
  readonly source: SubscriptionSource;
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
  readonly currentPeriodEnd: Date | null;
  readonly cancelAtPeriodEnd: boolean;
};

/**
 * A change of the subscription's state (customer.subscription.updated, the sandbox cancel):
 * plan, status, period end, cancellation at period end. A `canceled` status ends it.
 */
export async function applySubscriptionChange(
  db: DatabaseExecutor,
  change: SubscriptionChange,
): Promise<void> {
  if (change.status === 'canceled') {
    await endSubscription(db, {
      userId: change.userId,
      source: change.source,
      currentPeriodEnd: change.currentPeriodEnd,
      planId: change.planId,
    });
    return;
  }
  await lockUser(db, change.userId);
  if (!(await userExists(db, change.userId))) return;
  const written = await writeSubscription(db, change.userId, change.source, change, {
    replaceLive: false,
  });
  // A past-due subscription keeps its plan while the payment is retried.
  if (written !== null) await setPlan(db, change.userId, written);
}

export type SubscriptionEnd = {
  readonly userId: string;
  readonly source: SubscriptionSource;
  readonly currentPeriodEnd: Date | null;
  /** The plan it was for, when the event says (kept on the ended row). */
  readonly planId?: PlanId;
};

/**
 * The subscription ended (customer.subscription.deleted, the sandbox, account deletion): back to
 * the free plan, and the unused subscription credits are forfeited (PRODUCT.md §3.3). An end of a
 * subscription that is no longer the user's current one changes nothing.
 */
export async function endSubscription(db: DatabaseExecutor, end: SubscriptionEnd): Promise<void> {
  await lockUser(db, end.userId);
  const current = await readSubscriptionRow(db, end.userId);
  if (!current && !(await userExists(db, end.userId))) return;
  const same = current !== undefined && isSameSubscription(current, end.source);
  // Already ended, or the end of an older subscription while a newer one is live.
  if (current && same && current.status === 'canceled') return;
  if (current && !same && current.status !== 'canceled') return;
  const periodEnd = latest(same ? current.currentPeriodEnd : null, end.currentPeriodEnd);
  const values = {
    ...sourceColumns(end.source),
    status: 'canceled' as const,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    updatedAt: sql`now()`,
  };
  await db
    .insert(subscriptions)
    .values({
      userId: end.userId,
      ...values,
      planId: current?.planId ?? end.planId ?? 'modo_free',
      startedAt: sql`now()`,
    })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
  await setPlan(db, end.userId, 'modo_free');
  if (same) {
    await forfeitSubscriptionCredits(db, end.userId, current.startedAt, {
      reference: `${subscriptionKey(end.source)}:${periodEnd?.toISOString() ?? 'end'}`,
    });
  }
}

/**
 * Brings the credits left from the subscription to zero with one `forfeit` row (decision 006):
 * subscription credits count as spent first, so the user keeps what they had before it started
 * plus what they got since by other means (packs, bonuses), and one credit for each optimisation
 * still running (it was reserved when it started and is debited when it ends).
 */
async function forfeitSubscriptionCredits(
  db: DatabaseExecutor,
  userId: string,
  startedAt: Date,
  options: { reference: string },
): Promise<void> {
  const { rows } = await db.execute<{ balance: number; kept: number; reserved: number }>(sql`
    select
      coalesce(sum(amount), 0)::int as balance,
      (greatest(coalesce(sum(amount) filter (where created_at < ${startedAt.toISOString()}), 0), 0)
        + coalesce(sum(amount) filter (
            where created_at >= ${startedAt.toISOString()} and amount > 0
              and reason <> 'subscription_period'), 0))::int as kept,
      (select count(*)::int from optimizations
        where user_id = ${userId} and status in ('queued', 'analyzing', 'optimizing')) as reserved
    from credit_ledger where user_id = ${userId}`);
  const totals = rows[0];
  if (!totals) return;
  const forfeited = totals.balance - totals.reserved - totals.kept;
  if (forfeited <= 0) return;
  await db
    .insert(creditLedger)
    .values({ userId, amount: -forfeited, reason: 'forfeit', reference: options.reference })
    .onConflictDoNothing();
}

/**
 * A paid credit pack (Mercado Pago payment or sandbox): its credits, once per reference (the
 * payment id or the sandbox session id). Answers whether credits were granted now.
 */
export async function fulfilCreditPack(
  db: DatabaseExecutor,
  purchase: { readonly userId: string; readonly credits: number; readonly reference: string },
): Promise<boolean> {
  await lockUser(db, purchase.userId);
  if (!(await userExists(db, purchase.userId))) return false;
  const granted = await db
    .insert(creditLedger)
    .values({
      userId: purchase.userId,
      amount: purchase.credits,
      reason: 'wallet_purchase',
      reference: purchase.reference,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  return granted.length > 0;
}

/** The user's subscription row, if they ever had one. */
export async function getSubscription(
  db: DatabaseExecutor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  return readSubscriptionRow(db, userId);
}

/**
 * Ends the user's subscription before their account is deleted (PRODUCT.md §3.5), so a deleted
 * account is never charged again. Call it inside the deletion transaction, before deleting the
 * user; pass `stripe` as null when Stripe is not configured. A live Stripe subscription is
 * canceled at once (no period end: the account is gone); if Stripe fails, or is not configured
 * while the user has a live Stripe subscription, it throws, so the deletion rolls back.
 */
export async function cancelSubscriptionForDeletedUser(
  db: DatabaseExecutor,
  stripe: Stripe | null,
  userId: string,
): Promise<void> {
  const current = await readSubscriptionRow(db, userId);
  if (!current || current.status === 'canceled') return;
  if (current.stripeSubscriptionId) {
    if (!stripe) {
      throw new Error('Stripe is not configured but the user has a live Stripe subscription');
    }
    try {
      await stripe.subscriptions.cancel(current.stripeSubscriptionId);
    } catch (error) {
      // Already canceled on Stripe's side (e.g. by the customer a moment ago) is what we want.
      if (!isAlreadyCanceled(error)) throw error;
    }
  }
  await endSubscription(db, { userId, source: sourceOfRow(current), currentPeriodEnd: null });
}

function isAlreadyCanceled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'resource_missing'
  );
}
