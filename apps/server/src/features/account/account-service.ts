// The signed-in user's account: the profile page's data, the display name, and deletion
// (spec/core.md §2 Profile, §4 Account deletion; PRODUCT.md §3.5). Every function acts on the
// user id it is given, which the routes take from the session only.
import type {
  AccountResponse,
  DeleteAccountInput,
  MeResponse,
  PlanId,
  SubscriptionSummary,
} from '@cvlisto/shared';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client';
import { deletedUsersReasons, profiles, subscriptions, toolUsage, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import { cancelSubscriptionForDeletedUser } from '../billing/billing-service';
import { getMe } from '../me/me-service';

export type AccountDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly logger: Logger;
  /** The Stripe client in `stripe` billing mode; null in sandbox or unavailable mode. */
  readonly stripe: Stripe | null;
};

/** Every file of a user lives under this prefix (see storage/file-storage.ts). */
export function userFilesPrefix(userId: string): string {
  return `users/${userId}`;
}

export async function getAccount(
  db: Database,
  userId: string,
): Promise<AccountResponse | undefined> {
  const [me, [account], subscription] = await Promise.all([
    getMe(db, userId),
    db
      .select({
        name: users.name,
        used: sql<number>`(select count(*)::int from ${toolUsage} where ${toolUsage.userId} = ${userId})`,
      })
      .from(users)
      .where(eq(users.id, userId)),
    getSubscriptionSummary(db, userId),
  ]);
  if (!me || !account) return undefined;
  return {
    user: {
      id: me.user.id,
      email: me.user.email,
      displayName: me.user.displayName,
      name: account.name,
    },
    plan: me.plan,
    credits: { remaining: me.credits.remaining, used: account.used },
    subscription,
  };
}

/** The user's current (or last) subscription as the profile shows it, or null if never one. */
async function getSubscriptionSummary(
  db: Database,
  userId: string,
): Promise<SubscriptionSummary | null> {
  const [row] = await db
    .select({
      plan: subscriptions.planId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  if (!row) return null;
  return {
    ...row,
    plan: row.plan as PlanId,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** Stores the chosen display name and answers what `/api/me` now says. */
export async function updateDisplayName(
  db: Database,
  userId: string,
  displayName: string,
): Promise<MeResponse | undefined> {
  await db
    .update(profiles)
    .set({ displayName, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
  return getMe(db, userId);
}

/**
 * Deletes the account, all or nothing (PRODUCT.md §3.5): in one transaction, the reasons are
 * recorded with the e-mail, any subscription is cancelled (a Stripe failure rolls everything
 * back, so nobody is left billed without an account), and the user row goes; its foreign keys
 * cascade to sessions, accounts, profile, credit ledger, optimisations, optimised CVs, their
 * versions, tool usage and practice interviews. The files (uploads, results, every version's) all live under the
 * user's prefix and go after the commit. Answers false when the user was already gone.
 */
export async function deleteAccount(
  { db, storage, logger, stripe }: AccountDependencies,
  userId: string,
  reasons: DeleteAccountInput,
): Promise<boolean> {
  const deleted = await db.transaction(async (transaction) => {
    // The same per-user lock as the credit reservation and the worker's final write (decision
    // 005), so no optimisation commits rows for this user half-way through the deletion.
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    const [user] = await transaction
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return false;
    await transaction.insert(deletedUsersReasons).values({
      email: user.email,
      notUsing: reasons.not_using,
      cvIssues: reasons.cv_issues,
      dontUnderstandResult: reasons.dont_understand_result,
      dontUnderstandApp: reasons.dont_understand_app,
      moreFeatures: reasons.more_features,
      otherSelected: reasons.other_selected,
      otherReason: reasons.other_reason,
    });
    await cancelSubscriptionForDeletedUser(transaction, stripe, userId);
    // Complaint records (libro de reclamaciones, issue 6) must outlive the account for their
    // legal retention period: when that table lands, its user reference must be ON DELETE SET
    // NULL with the e-mail copied into the record, never CASCADE.
    await transaction.delete(users).where(eq(users.id, userId));
    return true;
  });
  if (!deleted) return false;

  // Files cannot join the transaction. Deleting them before the commit could lose a user's CVs
  // when the commit then fails; after it, a failure leaves files no row points to, which the app
  // can no longer serve (every download goes through the user's own rows). So it is logged with
  // the prefix for an operator to remove, and the deletion still succeeds: the account is gone.
  const prefix = userFilesPrefix(userId);
  try {
    await storage.deletePrefix(prefix);
  } catch (error) {
    logger.error({ err: error, userId, prefix }, 'deleted account files could not be removed');
  }
  return true;
}
