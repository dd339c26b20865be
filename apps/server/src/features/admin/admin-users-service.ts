// Usuarios (issue 16): find an account, see what support needs about it (plan, subscription, the
// whole credit ledger, CV dates, support history — never a CV's content), and adjust its credits.
import {
  adminAuditActions,
  adminUserSearchLimit,
  remainingCredits,
  resolveDisplayName,
  type AdminCreditAdjustment,
  type AdminLedgerEntry,
  type AdminUserDetail,
  type AdminUserSummary,
  type CreditReason,
  type CvType,
  type PlanId,
  type SubscriptionStatus,
} from '@cvlisto/shared';
import { and, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  adminAuditLog,
  creditLedger,
  interviews,
  optimizations,
  optimizedCvs,
  plans,
  profiles,
  subscriptions,
  userSupport,
  users,
} from '../../db/schema';
import { inFlightStatuses } from '../optimizations/optimization-service';
import { recordAdminAction } from './admin-audit';

/** What an operator's ledger row carries as its reference: the audit row that explains it. */
const auditReference = (auditId: number) => `admin-audit:${auditId}`;

const creditSum = sql<number>`(select coalesce(sum(${creditLedger.amount}), 0)::int from ${creditLedger} where ${creditLedger.userId} = ${users.id})`;

/** `%`, `_` and `\` match themselves in a search, not as patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Accounts whose e-mail, name or display name contains `query` (any case); newest first. */
export async function searchUsers(db: Database, query: string): Promise<AdminUserSummary[]> {
  const pattern = containsPattern(query.trim());
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      displayName: profiles.displayName,
      role: users.role,
      planId: plans.id,
      planName: plans.name,
      creditSum,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(plans, eq(plans.id, profiles.planId))
    .where(
      query.trim() === ''
        ? undefined
        : or(
            ilike(users.email, pattern),
            ilike(users.name, pattern),
            ilike(profiles.displayName, pattern),
          ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(adminUserSearchLimit);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: resolveDisplayName(row),
    planId: row.planId as PlanId,
    planName: row.planName,
    creditsRemaining: remainingCredits(row.creditSum),
    isAdmin: row.role === 'admin',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One account for the back office, or undefined when there is none. */
export async function getUserDetail(
  db: Database,
  userId: string,
): Promise<AdminUserDetail | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      displayName: profiles.displayName,
      emailVerified: users.emailVerified,
      role: users.role,
      createdAt: users.createdAt,
      planId: plans.id,
      planName: plans.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(users.id, userId));
  if (!user) return undefined;

  const [subscription, ledger, cvs, optimizationCounts, support, interviewRows] = await Promise.all(
    [
      db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      readLedger(db, userId),
      db
        .select({
          id: optimizedCvs.id,
          type: optimizedCvs.typeId,
          version: optimizedCvs.version,
          createdAt: optimizedCvs.createdAt,
          updatedAt: optimizedCvs.updatedAt,
        })
        .from(optimizedCvs)
        .where(eq(optimizedCvs.userId, userId))
        .orderBy(desc(optimizedCvs.createdAt)),
      db
        .select({
          status: optimizations.status,
          count: count(),
          lastAt: max(optimizations.createdAt),
        })
        .from(optimizations)
        .where(eq(optimizations.userId, userId))
        .groupBy(optimizations.status),
      db
        .select({
          id: userSupport.id,
          deviceType: userSupport.deviceType,
          issueDetails: userSupport.issueDetails,
          createdAt: userSupport.createdAt,
        })
        .from(userSupport)
        .where(eq(userSupport.userId, userId))
        .orderBy(desc(userSupport.createdAt)),
      db
        .select({
          id: interviews.id,
          mode: interviews.mode,
          status: interviews.status,
          trial: interviews.trial,
          startedAt: interviews.startedAt,
          secondsCharged: interviews.secondsCharged,
        })
        .from(interviews)
        .where(eq(interviews.userId, userId))
        .orderBy(desc(interviews.startedAt)),
    ],
  );

  const countOf = (statuses: readonly string[]) =>
    optimizationCounts
      .filter((row) => statuses.includes(row.status))
      .reduce((total, row) => total + row.count, 0);
  const lastOptimization = optimizationCounts
    .map((row) => row.lastAt)
    .filter((date): date is Date => date !== null)
    .sort((first, second) => second.getTime() - first.getTime())[0];
  const reserved = countOf(inFlightStatuses);
  const [current] = subscription;

  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.fullName,
      displayName: resolveDisplayName(user),
      emailVerified: user.emailVerified,
      isAdmin: user.role === 'admin',
      createdAt: user.createdAt.toISOString(),
    },
    plan: { id: user.planId as PlanId, name: user.planName },
    subscription: current
      ? {
          planId: current.planId as PlanId,
          status: current.status as SubscriptionStatus,
          provider: current.provider,
          startedAt: current.startedAt.toISOString(),
          currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        }
      : null,
    credits: {
      remaining: remainingCredits(ledger.reduce((total, entry) => total + entry.amount, 0)),
      reserved,
      ledger,
    },
    cvs: {
      count: cvs.length,
      items: cvs.map((cv) => ({
        id: cv.id,
        type: cv.type as CvType,
        version: cv.version,
        createdAt: cv.createdAt.toISOString(),
        updatedAt: cv.updatedAt.toISOString(),
      })),
    },
    optimizations: {
      completed: countOf(['done']),
      failed: countOf(['failed']),
      inProgress: reserved,
      lastAt: lastOptimization?.toISOString() ?? null,
    },
    interviews: interviewRows.map((item) => ({
      ...item,
      startedAt: item.startedAt.toISOString(),
    })),
    support: support.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
  };
}

/** The whole ledger, newest first; an operator's rows with the reason they gave. */
async function readLedger(db: Database, userId: string): Promise<AdminLedgerEntry[]> {
  const rows = await db
    .select({
      id: creditLedger.id,
      amount: creditLedger.amount,
      reason: creditLedger.reason,
      reference: creditLedger.reference,
      createdAt: creditLedger.createdAt,
      audit: adminAuditLog.after,
      operatorEmail: adminAuditLog.actorEmail,
    })
    .from(creditLedger)
    .leftJoin(
      adminAuditLog,
      and(
        eq(creditLedger.reason, 'operator_grant'),
        eq(creditLedger.reference, sql`'admin-audit:' || ${adminAuditLog.id}`),
      ),
    )
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
  return rows.map((row) => {
    const note = (row.audit as { note?: unknown } | null)?.note;
    return {
      id: row.id,
      amount: row.amount,
      reason: row.reason as CreditReason,
      reference: row.reference,
      note: typeof note === 'string' ? note : null,
      operatorEmail: row.operatorEmail,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export type CreditAdjustmentOutcome =
  | { readonly kind: 'adjusted'; readonly remaining: number }
  | { readonly kind: 'no-such-user' }
  | { readonly kind: 'not-available'; readonly available: number };

/**
 * Grants (amount > 0) or removes (amount < 0) credits as a new `operator_grant` ledger row, with
 * the audit row that explains it, in one transaction under the user's lock (the one billing and
 * the optimisations take). A removal takes at most the credits not used nor held by an
 * optimisation in progress, so the ledger's sum never goes below what is already spent.
 */
export async function adjustCredits(
  db: Database,
  input: { operatorId: string; userId: string } & AdminCreditAdjustment,
): Promise<CreditAdjustmentOutcome> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${input.userId}))`);
    const [user] = await transaction
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user) return { kind: 'no-such-user' } as const;
    const [ledger] = await transaction
      .select({ sum: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, input.userId));
    const [held] = await transaction
      .select({ count: count() })
      .from(optimizations)
      .where(
        and(
          eq(optimizations.userId, input.userId),
          inArray(optimizations.status, [...inFlightStatuses]),
        ),
      );
    const balance = { sum: ledger?.sum ?? 0, reserved: held?.count ?? 0 };
    const remainingBefore = remainingCredits(balance.sum);
    const available = Math.max(0, balance.sum - balance.reserved);
    if (input.amount < 0 && -input.amount > available) {
      return { kind: 'not-available', available } as const;
    }
    const remainingAfter = remainingCredits(balance.sum + input.amount);
    const auditId = await recordAdminAction(transaction, {
      actorId: input.operatorId,
      action:
        input.amount > 0 ? adminAuditActions.creditsGranted : adminAuditActions.creditsRemoved,
      targetType: 'user',
      targetId: input.userId,
      before: { credits: remainingBefore },
      after: { credits: remainingAfter, amount: input.amount, note: input.reason },
    });
    await transaction.insert(creditLedger).values({
      userId: input.userId,
      amount: input.amount,
      reason: 'operator_grant',
      reference: auditReference(auditId),
    });
    return { kind: 'adjusted', remaining: remainingAfter } as const;
  });
}
