// What a user may practise now (issue 15): Redi's minutes in the subscription's current billing
// period, or the one short built-in trial for everyone else. Read from the rows alone, so any
// server process answers the same; the service reads it again under the user's lock to start.
import type { InterviewAccessKind, InterviewAllowance, InterviewMode } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The database or an open transaction. */
export type DatabaseExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type InterviewLimits = {
  /** Redi's allowance per billing period (`INTERVIEW_MINUTES_REDI`). */
  readonly rediSecondsPerPeriod: number;
  /** One interview's limit (`INTERVIEW_MAX_MINUTES`). */
  readonly maxSecondsPerInterview: number;
  /** The trial's limit (`INTERVIEW_TRIAL_MINUTES`). */
  readonly trialSeconds: number;
};

/** The limits from the configuration's minutes. */
export function interviewLimitsFromMinutes(minutes: {
  readonly rediMinutesPerPeriod: number;
  readonly maxMinutesPerInterview: number;
  readonly trialMinutes: number;
}): InterviewLimits {
  return {
    rediSecondsPerPeriod: minutes.rediMinutesPerPeriod * 60,
    maxSecondsPerInterview: minutes.maxMinutesPerInterview * 60,
    trialSeconds: minutes.trialMinutes * 60,
  };
}

export type AllowanceSettings = {
  readonly limits: InterviewLimits;
  /** Vapi's public key and assistant id are set: Redi's interviews are Vapi's. */
  readonly vapiConfigured: boolean;
};

type AllowanceRow = {
  plan_id: string;
  renews_at: Date | null;
  used_seconds: number;
  trial_used: boolean;
};

/**
 * The user's allowance now; undefined when the user is gone.
 *
 * Redi's "month" is the subscription's current billing period (issue 15): it starts at the last
 * paid period's grant (the `subscription_period` ledger row, written when the payment arrived;
 * a renewal or a plan change paid as a new period starts a new one), never before the
 * subscription began. A Redi plan without a subscription row (set by an operator) counts the
 * calendar month. Seconds charged since the start count against it; the trial's never do.
 * The trial is used once a trial interview got at least one answer (issue 15: a trial cancelled
 * before answering does not use it up).
 */
export async function readInterviewAllowance(
  db: DatabaseExecutor,
  userId: string,
  settings: AllowanceSettings,
): Promise<InterviewAllowance | undefined> {
  const { rows } = await db.execute<AllowanceRow>(sql`
    with period as (
      select
        p.plan_id,
        s.user_id is not null as subscribed,
        s.current_period_end,
        case when s.user_id is null
          then date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
          else greatest(
            s.started_at,
            (select max(l.created_at) from credit_ledger l
              where l.user_id = p.user_id and l.reason = 'subscription_period'))
        end as starts_at
      from profiles p
      left join subscriptions s on s.user_id = p.user_id
      where p.user_id = ${userId}
    )
    select
      period.plan_id,
      case when period.subscribed then period.current_period_end
        else (date_trunc('month', now() at time zone 'UTC') + interval '1 month') at time zone 'UTC'
      end as renews_at,
      (select coalesce(sum(i.seconds_charged), 0)::int from interviews i
        where i.user_id = ${userId} and not i.trial and i.charged_at >= period.starts_at)
        as used_seconds,
      exists (select 1 from interviews i
        where i.user_id = ${userId} and i.trial and jsonb_array_length(i.answers) > 0)
        as trial_used
    from period`);
  const row = rows[0];
  if (!row) return undefined;
  return allowanceFrom(row, settings);
}

function allowanceFrom(row: AllowanceRow, { limits, vapiConfigured }: AllowanceSettings) {
  const minutesPerPeriod = Math.round(limits.rediSecondsPerPeriod / 60);
  if (row.plan_id === 'modo_redi') {
    const secondsRemaining = Math.max(0, limits.rediSecondsPerPeriod - row.used_seconds);
    const access: InterviewAccessKind = secondsRemaining > 0 ? 'redi' : 'exhausted';
    const mode: InterviewMode = vapiConfigured ? 'vapi' : 'builtin';
    const renewsAt = row.renews_at === null ? null : new Date(row.renews_at).toISOString();
    return {
      access,
      mode,
      secondsRemaining,
      minutesPerPeriod,
      maxSecondsPerInterview: Math.min(limits.maxSecondsPerInterview, secondsRemaining),
      renewsAt,
    } satisfies InterviewAllowance;
  }
  const trialSeconds = Math.min(limits.trialSeconds, limits.maxSecondsPerInterview);
  return {
    access: row.trial_used ? 'upgrade' : 'trial',
    mode: 'builtin',
    secondsRemaining: row.trial_used ? 0 : trialSeconds,
    minutesPerPeriod,
    maxSecondsPerInterview: row.trial_used ? 0 : trialSeconds,
    renewsAt: null,
  } satisfies InterviewAllowance;
}
