// An interview row as the services read it, and as the API shows it: the jsonb columns typed
// (we wrote them), the current question, the summary and the detail.
import type {
  InterviewDetail,
  InterviewQuestion,
  InterviewReport,
  InterviewScoreKey,
  InterviewSummary,
} from '@cvlisto/shared';
import { and, eq, sql } from 'drizzle-orm';
import { interviews } from '../../db/schema';
import type { DatabaseExecutor } from './interview-allowance';
import type { InterviewBrief } from './interview-brief';
import type { AnswerForFeedback } from './interview-feedback';
import type { PlannedQuestion } from './interview-plan';

/** The server stops accepting answers this long after the limit (issue 15). */
export const answerGraceSeconds = 30;

type InterviewRow = typeof interviews.$inferSelect;

export type InterviewRecord = Omit<InterviewRow, 'brief' | 'plan' | 'answers' | 'report'> & {
  readonly brief: InterviewBrief;
  readonly plan: readonly PlannedQuestion[];
  readonly answers: readonly AnswerForFeedback[];
  readonly report: InterviewReport | null;
  /** Seconds since the start, by the database's clock (the one every process shares). */
  readonly elapsedSeconds: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can name a row at all (anything else is a 404, not a SQL error). */
export function isInterviewId(value: string): boolean {
  return uuidPattern.test(value);
}

const recordColumns = {
  row: interviews,
  elapsedSeconds: sql<number>`extract(epoch from (now() - ${interviews.startedAt}))::float8`,
};

function toRecord({ row, elapsedSeconds }: { row: InterviewRow; elapsedSeconds: number }) {
  return {
    ...row,
    brief: row.brief as InterviewBrief,
    plan: row.plan as PlannedQuestion[],
    answers: row.answers as AnswerForFeedback[],
    report: row.report as InterviewReport | null,
    elapsedSeconds: Number(elapsedSeconds),
  } satisfies InterviewRecord;
}

/**
 * The user's interview, or undefined (another user's is as unknown as a missing one). With
 * `lock`, the row stays locked until the caller's transaction ends: answers, finishing and the
 * webhook are serialised on it.
 */
export async function readInterview(
  db: DatabaseExecutor,
  userId: string,
  interviewId: string,
  options: { lock?: boolean } = {},
): Promise<InterviewRecord | undefined> {
  if (!isInterviewId(interviewId)) return undefined;
  const query = db
    .select(recordColumns)
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId)));
  const [found] = options.lock ? await query.for('update') : await query;
  return found ? toRecord(found) : undefined;
}

/** Any user's interview by id, locked: the webhook knows the interview, not the user. */
export async function lockInterviewById(
  db: DatabaseExecutor,
  interviewId: string,
): Promise<InterviewRecord | undefined> {
  if (!isInterviewId(interviewId)) return undefined;
  const [found] = await db
    .select(recordColumns)
    .from(interviews)
    .where(eq(interviews.id, interviewId))
    .for('update');
  return found ? toRecord(found) : undefined;
}

/** The built-in interviewer's question at `index` of the plan, as the API shows it. */
export function questionAt(
  plan: readonly PlannedQuestion[],
  index: number,
): InterviewQuestion | null {
  const planned = plan[index];
  if (!planned) return null;
  return {
    id: planned.id,
    kind: planned.kind,
    text: planned.text,
    position: index + 1,
    total: plan.length,
  };
}

/** The question waiting for an answer: the first one not answered yet. */
export function currentQuestion(record: InterviewRecord): InterviewQuestion | null {
  if (record.mode !== 'builtin' || record.status !== 'in_progress') return null;
  return questionAt(record.plan, record.answers.length);
}

/** Seconds since the start, capped at the interview's limit: what a finish charges. */
export function elapsedWithinLimit(record: InterviewRecord): number {
  return Math.min(record.limitSeconds, Math.max(0, Math.ceil(record.elapsedSeconds)));
}

/** Past the limit and its grace: no more answers (issue 15). */
export function isPastTimeLimit(record: InterviewRecord): boolean {
  return record.elapsedSeconds > record.limitSeconds + answerGraceSeconds;
}

function overallScore(report: InterviewReport | null): number | null {
  if (!report) return null;
  const scores = Object.values(report.scores as Record<InterviewScoreKey, number | null>).filter(
    (score): score is number => score !== null,
  );
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

type SummaryFields = Pick<
  InterviewRow,
  'id' | 'mode' | 'status' | 'position' | 'cvName' | 'startedAt' | 'secondsCharged'
> & { readonly report: InterviewReport | null };

export function toSummary(row: SummaryFields): InterviewSummary {
  return {
    id: row.id,
    mode: row.mode,
    status: row.status,
    position: row.position,
    cvName: row.cvName,
    startedAt: row.startedAt.toISOString(),
    durationSeconds: row.secondsCharged,
    overallScore: overallScore(row.report),
  };
}

export function toDetail(record: InterviewRecord): InterviewDetail {
  return {
    ...toSummary(record),
    limitSeconds: record.limitSeconds,
    question: currentQuestion(record),
    report: record.report,
  };
}
