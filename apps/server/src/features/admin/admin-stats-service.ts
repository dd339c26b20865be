// Resumen (issue 16): today and the last 30 days in Lima — sign-ups, optimisations by type and
// failures, paying subscribers, revenue, credit packs — plus what waits for an operator.
import {
  optimizationTypes,
  paidPlanIds,
  plans,
  type AdminDailySeries,
  type AdminStats,
  type OptimizationType,
  type PaidPlanId,
} from '@cvlisto/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { limaTimeZone, readBacklog } from './admin-stats-backlog';

export const statsDays = 30;

type DayRow = { day: string; key: string; value: number };

const limaToday = sql`(now() at time zone ${limaTimeZone})::date`;
/** The first instant of the window: midnight in Lima, 29 days before today. */
const windowStart = sql`((${limaToday} - ${statsDays - 1}::int)::timestamp at time zone ${limaTimeZone})`;
const limaDay = (column: SQL) =>
  sql`to_char((${column} at time zone ${limaTimeZone})::date, 'YYYY-MM-DD')`;

/** Which paid plan a `subscription_period` grant was for: each grants its own number of credits. */
function planOfPeriodGrant(credits: number): PaidPlanId | undefined {
  return paidPlanIds.find((planId) => plans[planId].creditsPerPeriod === credits);
}

export async function getAdminStats(db: Database): Promise<AdminStats> {
  const daysQuery = db.execute<{ day: string }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day
    from generate_series(${limaToday} - ${statsDays - 1}::int, ${limaToday}, interval '1 day') as day
    order by day`);
  const perDay = (query: SQL) => db.execute<DayRow>(query);
  const [days, signUps, completed, failures, periods, packs, subscribers, backlog] =
    await Promise.all([
      daysQuery,
      perDay(sql`select ${limaDay(sql`created_at`)} as day, '' as key, count(*)::int as value
        from users where created_at >= ${windowStart} group by 1`),
      // A completed optimisation leaves one tool_usage row, written when it completes.
      perDay(sql`select ${limaDay(sql`created_at`)} as day, type_id as key, count(*)::int as value
        from tool_usage where created_at >= ${windowStart} group by 1, 2`),
      perDay(sql`select ${limaDay(sql`updated_at`)} as day, '' as key, count(*)::int as value
        from optimizations where status = 'failed' and updated_at >= ${windowStart} group by 1`),
      perDay(sql`select ${limaDay(sql`created_at`)} as day, amount::text as key, count(*)::int as value
        from credit_ledger where reason = 'subscription_period' and created_at >= ${windowStart}
        group by 1, 2`),
      perDay(sql`select ${limaDay(sql`completed_at`)} as day, 'count' as key, count(*)::int as value
        from checkout_sessions where kind = 'pack' and status = 'completed' and completed_at >= ${windowStart}
        group by 1
        union all
        select ${limaDay(sql`completed_at`)} as day, 'cents' as key, sum(amount_cents)::int as value
        from checkout_sessions where kind = 'pack' and status = 'completed' and completed_at >= ${windowStart}
        group by 1`),
      db.execute<{ plan_id: string; count: number }>(sql`select plan_id, count(*)::int as count
        from subscriptions where status in ('active', 'past_due') group by plan_id`),
      readBacklog(db),
    ]);

  const dayList = days.rows.map((row) => row.day);
  const series = (rows: readonly DayRow[], keep: (row: DayRow) => number = (row) => row.value) => {
    const byDay = new Map<string, number>();
    for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + keep(row));
    return toSeries(dayList.map((day) => byDay.get(day) ?? 0));
  };

  const byType = Object.fromEntries(
    optimizationTypes.map((type) => [
      type,
      series(completed.rows.filter((row) => row.key === type)),
    ]),
  ) as Record<OptimizationType, AdminDailySeries>;
  const periodsOf = (planId: PaidPlanId) =>
    periods.rows.filter((row) => planOfPeriodGrant(Number(row.key)) === planId);
  const periodRevenue = periods.rows.map((row) => {
    const planId = planOfPeriodGrant(Number(row.key));
    return { ...row, value: planId ? row.value * plans[planId].monthlyPriceCents : 0 };
  });
  const packCents = packs.rows.filter((row) => row.key === 'cents');
  const subscriberCount = (planId: PaidPlanId) =>
    subscribers.rows.find((row) => row.plan_id === planId)?.count ?? 0;

  return {
    generatedAt: new Date().toISOString(),
    days: dayList,
    signUps: series(signUps.rows),
    optimizations: { byType, failures: series(failures.rows) },
    subscribers: {
      byPlan: { modo_pro: subscriberCount('modo_pro'), modo_redi: subscriberCount('modo_redi') },
      paidPeriods: {
        modo_pro: series(periodsOf('modo_pro')),
        modo_redi: series(periodsOf('modo_redi')),
      },
    },
    revenueCents: series([...periodRevenue, ...packCents]),
    creditPacksSold: series(packs.rows.filter((row) => row.key === 'count')),
    ...backlog,
  };
}

function toSeries(daily: number[]): AdminDailySeries {
  return {
    today: daily.at(-1) ?? 0,
    last30Days: daily.reduce((total, value) => total + value, 0),
    daily,
  };
}
