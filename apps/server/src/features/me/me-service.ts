import {
  remainingCredits,
  resolveDisplayName,
  type MeResponse,
  type PlanId,
} from '@cvlisto/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creditLedger, plans, profiles, users } from '../../db/schema';

/** The signed-in user's identity, plan, remaining credits and unearned bonus, in one query. */
export async function getMe(db: Database, userId: string): Promise<MeResponse | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.name,
      role: users.role,
      displayName: profiles.displayName,
      planId: plans.id,
      planName: plans.name,
      creditSum: sql<number>`(select coalesce(sum(${creditLedger.amount}), 0)::int from ${creditLedger} where ${creditLedger.userId} = ${users.id})`,
      // The ledger's unique (user_id, reason) row for the bonus: present once it was granted.
      feedbackBonusGranted: sql<boolean>`exists (select 1 from ${creditLedger} where ${creditLedger.userId} = ${users.id} and ${creditLedger.reason} = 'feedback_bonus')`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(plans, eq(plans.id, profiles.planId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    user: {
      id: row.id,
      email: row.email,
      displayName: resolveDisplayName(row),
      isAdmin: row.role === 'admin',
    },
    plan: { id: row.planId as PlanId, name: row.planName },
    credits: {
      remaining: remainingCredits(row.creditSum),
      feedbackBonusAvailable: !row.feedbackBonusGranted,
    },
  };
}
