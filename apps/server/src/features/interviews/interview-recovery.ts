// Interviews nobody finished (issue 15): the browser closed, the network dropped, the server
// restarted. A built-in interview past its limit and grace is finished with the answers it has
// and charged its limit; a Vapi interview whose report has not come after two hours is cancelled
// with nothing charged; a report whose e-mail never went (the process stopped while the model
// wrote its comments) is e-mailed now. Run for one user when they list or open interviews, and
// for everyone by a sweep at start.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { interviews } from '../../db/schema';
import {
  emailInterviewReport,
  endInterview,
  type ReportDeliveryDependencies,
} from './interview-completion';
import { answerGraceSeconds, isPastTimeLimit, lockInterviewById } from './interview-records';

/** How long a Vapi call's report may take before the interview is given up. */
export const vapiReportWaitSeconds = 2 * 60 * 60;

/** A completed report not e-mailed this long after its last change was left behind. */
const unsentReportSeconds = 10 * 60;

/** Answers how many interviews it ended. */
export async function recoverStaleInterviews(
  dependencies: ReportDeliveryDependencies,
  scope: { readonly userId?: string; readonly interviewId?: string } = {},
): Promise<number> {
  const { db } = dependencies;
  const stale = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        scope.userId ? eq(interviews.userId, scope.userId) : undefined,
        scope.interviewId ? eq(interviews.id, scope.interviewId) : undefined,
        or(
          and(
            eq(interviews.mode, 'builtin'),
            eq(interviews.status, 'in_progress'),
            sql`${interviews.startedAt} + make_interval(secs => ${interviews.limitSeconds} + ${answerGraceSeconds}) < now()`,
          ),
          and(
            eq(interviews.mode, 'vapi'),
            inArray(interviews.status, ['in_progress', 'awaiting_report']),
            isNull(interviews.report),
            sql`${interviews.startedAt} + make_interval(secs => ${vapiReportWaitSeconds}) < now()`,
          ),
        ),
      ),
    );
  let ended = 0;
  for (const { id } of stale) {
    const completed = await db.transaction(async (transaction) => {
      const record = await lockInterviewById(transaction, id);
      // Finished by its user, or reported by Vapi, since the list was read.
      if (!record || !['in_progress', 'awaiting_report'].includes(record.status)) return null;
      if (record.mode === 'vapi') {
        if (record.elapsedSeconds <= vapiReportWaitSeconds) return null;
        await endInterview(transaction, record, { secondsCharged: 0, answers: [] });
        return false;
      }
      if (record.status !== 'in_progress' || !isPastTimeLimit(record)) return null;
      const ending = await endInterview(transaction, record, {
        secondsCharged: record.limitSeconds,
      });
      return ending === 'completed';
    });
    if (completed === null) continue;
    ended += 1;
    if (completed) await emailInterviewReport(dependencies, id);
  }
  const unsent = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        scope.userId ? eq(interviews.userId, scope.userId) : undefined,
        scope.interviewId ? eq(interviews.id, scope.interviewId) : undefined,
        eq(interviews.status, 'completed'),
        isNull(interviews.reportEmailedAt),
        sql`${interviews.updatedAt} < now() - make_interval(secs => ${unsentReportSeconds})`,
      ),
    );
  for (const { id } of unsent) await emailInterviewReport(dependencies, id);
  return ended;
}
