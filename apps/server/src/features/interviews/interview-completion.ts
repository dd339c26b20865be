// How an interview ends (issue 15): completed with its feedback report and the seconds charged,
// or cancelled with nothing charged; then the report e-mailed once. Every ending — the finish
// button, the time limit, a new interview started over an open one, the recovery sweep and
// Vapi's end-of-call report — goes through here.
import { greetingName, type InterviewReport } from '@cvlisto/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviews, profiles, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { DatabaseExecutor } from './interview-allowance';
import type { InterviewBrief } from './interview-brief';
import { interviewReportEmail } from './interview-email';
import { buildInterviewReport, type AnswerForFeedback } from './interview-feedback';
import type { LlmInterviewer } from './llm-interviewer';
import type { InterviewRecord } from './interview-records';

export type ReportDeliveryDependencies = {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly appName: string;
  /** The app's public origin: the e-mail links to /entrevista?id=… there. */
  readonly appUrl: string;
};

/**
 * The feedback on these answers: the rules' report, with the model's comments when one is
 * configured. Called outside any transaction: the model may take seconds.
 */
export async function prepareReport(
  interviewer: LlmInterviewer | null,
  answers: readonly AnswerForFeedback[],
  brief: InterviewBrief,
): Promise<InterviewReport> {
  const report = buildInterviewReport([...answers], brief);
  return interviewer ? interviewer.enrichReport(report, answers, brief) : report;
}

export type Ending = 'completed' | 'cancelled';

/**
 * Ends an interview whose row the caller holds locked. With no answers it is cancelled and
 * nothing is charged (issue 15); otherwise it is completed with `report` (the rules' report on
 * its answers when none is given) and `secondsCharged` counts against the allowance.
 */
export async function endInterview(
  db: DatabaseExecutor,
  record: InterviewRecord,
  ending: {
    readonly secondsCharged: number;
    readonly report?: InterviewReport;
    /** Vapi: the answers read from the transcript, and the call they came from. */
    readonly answers?: readonly AnswerForFeedback[];
    readonly vapiCallId?: string;
  },
): Promise<Ending> {
  const answers = ending.answers ?? record.answers;
  const common = {
    endedAt: sql`coalesce(${interviews.endedAt}, now())`,
    updatedAt: sql`now()`,
    ...(ending.answers ? { answers: [...answers] } : {}),
    ...(ending.vapiCallId ? { vapiCallId: ending.vapiCallId } : {}),
  };
  if (answers.length === 0) {
    await db
      .update(interviews)
      .set({ ...common, status: 'cancelled', secondsCharged: 0 })
      .where(eq(interviews.id, record.id));
    return 'cancelled';
  }
  await db
    .update(interviews)
    .set({
      ...common,
      status: 'completed',
      report: ending.report ?? buildInterviewReport([...answers], record.brief),
      secondsCharged: Math.max(0, Math.ceil(ending.secondsCharged)),
      chargedAt: sql`now()`,
    })
    .where(eq(interviews.id, record.id));
  return 'completed';
}

/**
 * E-mails a completed interview's report, once: the row is claimed by setting
 * `report_emailed_at` first, so two endings racing, a repeated finish or a replayed webhook never
 * send it twice. A failed send is logged; the report stays in the app.
 */
export async function emailInterviewReport(
  dependencies: ReportDeliveryDependencies,
  interviewId: string,
): Promise<void> {
  const { db, mailer, logger, appName, appUrl } = dependencies;
  const [claimed] = await db
    .update(interviews)
    .set({ reportEmailedAt: sql`now()` })
    .where(
      and(
        eq(interviews.id, interviewId),
        eq(interviews.status, 'completed'),
        isNull(interviews.reportEmailedAt),
      ),
    )
    .returning({
      userId: interviews.userId,
      position: interviews.position,
      report: interviews.report,
    });
  if (!claimed?.report) return;
  const [person] = await db
    .select({ email: users.email, fullName: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, claimed.userId));
  if (!person) return;
  const email = interviewReportEmail({
    appName,
    displayName: greetingName(person),
    position: claimed.position,
    report: claimed.report as InterviewReport,
    url: `${appUrl}/entrevista?id=${encodeURIComponent(interviewId)}`,
  });
  try {
    await mailer.send({ to: person.email, ...email });
  } catch (error) {
    logger.error({ err: error, interviewId }, 'interview report e-mail failed');
  }
}
