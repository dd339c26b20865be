// What waits for an operator (issue 16's Resumen): open complaints by calendar days left in Lima,
// and open support requests. Kept apart from the activity series because what "open" means
// belongs to the complaints and support screens: a claim is open until it is answered, and its
// due date moves with each extension.
import { claimAnswerDays, type AdminClaimUrgency } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const limaTimeZone = 'America/Lima';

export type Backlog = {
  readonly openClaims: {
    readonly total: number;
    readonly byDaysLeft: Readonly<Record<AdminClaimUrgency, number>>;
  };
  readonly openSupportRequests: number;
};

/** The bucket of a claim with this many calendar days left (0 = due today, < 0 = overdue). */
export function claimUrgency(daysLeft: number): AdminClaimUrgency {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= 3) return 'dueIn0To3';
  if (daysLeft <= 7) return 'dueIn4To7';
  return 'dueIn8Plus';
}

export async function readBacklog(db: Database): Promise<Backlog> {
  // Days left: the Lima filing date + 15 calendar days, against today's Lima date. Every claim of
  // the book counts until the complaints screen records answers (migration 0012).
  const [claims, support] = await Promise.all([
    db.execute<{ days_left: number }>(sql`
      select (((c.created_at at time zone ${limaTimeZone})::date + ${claimAnswerDays}::int)
              - (now() at time zone ${limaTimeZone})::date)::int as days_left
      from claims_book c`),
    db.execute<{ open: number }>(sql`select count(*)::int as open from user_support`),
  ]);
  const byDaysLeft: Record<AdminClaimUrgency, number> = {
    overdue: 0,
    dueIn0To3: 0,
    dueIn4To7: 0,
    dueIn8Plus: 0,
  };
  for (const { days_left: daysLeft } of claims.rows) byDaysLeft[claimUrgency(daysLeft)] += 1;
  return {
    openClaims: { total: claims.rows.length, byDaysLeft },
    openSupportRequests: support.rows[0]?.open ?? 0,
  };
}
