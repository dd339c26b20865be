// What waits for an operator (issue 16's Resumen): open complaints by calendar days left in Lima,
// and open support requests. Kept apart from the activity series because what "open" means
// belongs to the complaints and support screens: a claim is open until it is answered, and its
// due date moves with each extension.
import type { AdminClaimUrgency } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userSupport } from '../../db/schema';
import { listClaims } from './admin-claims-service';

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
  // "Open" as the complaints and support screens define it: a claim until its answer is stored
  // (days left from its Lima filing date + 15 + its extensions), a support request until it is
  // marked resolved.
  const [claims, support] = await Promise.all([
    listClaims(db, 'pending'),
    db.execute<{ open: number }>(
      sql`select count(*)::int as open from ${userSupport} where ${userSupport.status} = 'open'`,
    ),
  ]);
  const byDaysLeft: Record<AdminClaimUrgency, number> = {
    overdue: 0,
    dueIn0To3: 0,
    dueIn4To7: 0,
    dueIn8Plus: 0,
  };
  for (const { daysLeft } of claims) byDaysLeft[claimUrgency(daysLeft ?? 0)] += 1;
  return {
    openClaims: { total: claims.length, byDaysLeft },
    openSupportRequests: support.rows[0]?.open ?? 0,
  };
}
