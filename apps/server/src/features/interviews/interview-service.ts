// Interview practice (issue 15): start, answer, finish, cancel, read and list a user's
// interviews. Every function acts on the user id it is given (the routes take it from the
// session); another user's interview is as unknown as a missing one. The pure parts — the brief,
// the plan, the feedback, the e-mail — live in their own modules; this one keeps the rows right.
import { cvDocumentSchema, type CvDocument } from '@cvlisto/cv-engine/model';
import {
  builtinPlanQuestionRange,
  interviewDefaults,
  resolveDisplayName,
  type InterviewAllowance,
  type InterviewAnswerRequest,
  type InterviewAnswerResponse,
  type InterviewDetail,
  type InterviewReport,
  type InterviewSession,
  type InterviewsResponse,
  type StartInterviewRequest,
  type VapiCallSetup,
} from '@cvlisto/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { interviews, optimizedCvs, profiles, users } from '../../db/schema';
import type { VapiSettings } from '../../env';
import {
  readInterviewAllowance,
  type DatabaseExecutor,
  type InterviewLimits,
} from './interview-allowance';
import { buildInterviewBrief, vapiVariableValues, type InterviewBrief } from './interview-brief';
import {
  emailInterviewReport,
  endInterview,
  prepareReport,
  type ReportDeliveryDependencies,
} from './interview-completion';
import type { AnswerForFeedback } from './interview-feedback';
import type { LlmInterviewer } from './llm-interviewer';
import { planInterview, type PlannedQuestion } from './interview-plan';
import {
  elapsedWithinLimit,
  isInterviewId,
  isPastTimeLimit,
  questionAt,
  readInterview,
  toDetail,
  toSummary,
  type InterviewRecord,
} from './interview-records';
import { recoverStaleInterviews } from './interview-recovery';

export type InterviewDependencies = ReportDeliveryDependencies & {
  readonly limits: InterviewLimits;
  /** Vapi's voice interviewer; undefined: every interview is built in. */
  readonly vapi: VapiSettings | undefined;
  /** The language model's follow-ups and comments; null without an AI provider. */
  readonly interviewer: LlmInterviewer | null;
};

/** Follow-up questions one interview may get, never past the plan's maximum (issue 15). */
export const maxFollowUpsPerInterview = 2;
/** The built-in plan's own questions: the follow-ups may bring it to the maximum. */
const plannedQuestionCount = builtinPlanQuestionRange.min;
/** Past interviews listed. */
const listedInterviews = 100;

/** Why an interview could not start, or what happened to an answer; the routes map each. */
export type StartOutcome =
  | { readonly status: 'started'; readonly session: InterviewSession }
  | { readonly status: 'upgrade-required' }
  | { readonly status: 'minutes-exhausted' }
  | { readonly status: 'cv-not-found' };

export type AnswerOutcome =
  | { readonly status: 'answered'; readonly response: InterviewAnswerResponse }
  | { readonly status: 'not-found' }
  | { readonly status: 'not-in-progress' }
  | { readonly status: 'wrong-question' }
  /** Past the limit and its grace: the interview was finished with the answers it had. */
  | { readonly status: 'time-up' };

export type CancelOutcome =
  | { readonly status: 'cancelled'; readonly detail: InterviewDetail }
  | { readonly status: 'not-found' }
  | { readonly status: 'not-in-progress' };

function allowanceSettings(dependencies: InterviewDependencies) {
  return { limits: dependencies.limits, vapiConfigured: dependencies.vapi !== undefined };
}

/** The allowance and the past interviews, newest first (stale ones recovered first). */
export async function listInterviews(
  dependencies: InterviewDependencies,
  userId: string,
): Promise<InterviewsResponse | undefined> {
  await recoverStaleInterviews(dependencies, { userId });
  const { db } = dependencies;
  const allowance = await readInterviewAllowance(db, userId, allowanceSettings(dependencies));
  if (!allowance) return undefined;
  const rows = await db
    .select({
      id: interviews.id,
      mode: interviews.mode,
      status: interviews.status,
      position: interviews.position,
      cvName: interviews.cvName,
      startedAt: interviews.startedAt,
      secondsCharged: interviews.secondsCharged,
      report: interviews.report,
    })
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.startedAt), desc(interviews.createdAt))
    .limit(listedInterviews);
  return {
    allowance,
    interviews: rows.map((row) =>
      toSummary({ ...row, report: row.report as InterviewReport | null }),
    ),
  };
}

/** One interview of the user (recovered first when it was left running past its time). */
export async function getInterview(
  dependencies: InterviewDependencies,
  userId: string,
  interviewId: string,
): Promise<InterviewDetail | undefined> {
  if (!isInterviewId(interviewId)) return undefined;
  await recoverStaleInterviews(dependencies, { userId, interviewId });
  const record = await readInterview(dependencies.db, userId, interviewId);
  return record ? toDetail(record) : undefined;
}

type PractisedCv = { readonly name: string; readonly document: CvDocument | null };

/**
 * The CV to practise with: the stored CV's current document (optimized_cvs mirrors the newest
 * version, issue 14). Read through the schema, not the CV feature's modules (features never
 * import each other).
 */
async function readPractisedCv(
  db: Database,
  userId: string,
  cvId: string,
): Promise<PractisedCv | undefined> {
  if (!isInterviewId(cvId)) return undefined;
  const [row] = await db
    .select({ name: optimizedCvs.name, document: optimizedCvs.cvDocument })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.id, cvId), eq(optimizedCvs.userId, userId)));
  if (!row) return undefined;
  const parsed = cvDocumentSchema.safeParse(row.document);
  return { name: row.name, document: parsed.success ? parsed.data : null };
}

async function readDisplayName(db: Database, userId: string): Promise<string> {
  const [person] = await db
    .select({ email: users.email, fullName: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return person ? resolveDisplayName(person) : '';
}

/** Serialises one user's starts with their billing writes (the billing code takes this lock). */
async function lockUser(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}

/**
 * Closes the user's interviews still in progress before a new one starts (issue 15): a built-in
 * one is finished with the answers it has (none: cancelled); a Vapi call is over from the user's
 * side and waits for its report. Answers the interviews whose report must be e-mailed.
 */
async function closeOpenInterviews(db: DatabaseExecutor, userId: string): Promise<string[]> {
  const open = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.userId, userId), eq(interviews.status, 'in_progress')));
  const completed: string[] = [];
  for (const { id } of open) {
    const record = await readInterview(db, userId, id, { lock: true });
    if (!record || record.status !== 'in_progress') continue;
    if (record.mode === 'vapi') {
      await db
        .update(interviews)
        .set({ status: 'awaiting_report', endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(interviews.id, id));
      continue;
    }
    const ending = await endInterview(db, record, {
      secondsCharged: elapsedWithinLimit(record),
    });
    if (ending === 'completed') completed.push(id);
  }
  return completed;
}

function vapiCallSetup(
  vapi: VapiSettings,
  interviewId: string,
  brief: InterviewBrief,
  limitSeconds: number,
): VapiCallSetup {
  return {
    publicKey: vapi.publicKey,
    assistantId: vapi.assistantId,
    apiBaseUrl: vapi.apiBaseUrl ?? null,
    assistantOverrides: {
      // The brief's short strings only, never the CV (issue 15).
      variableValues: vapiVariableValues(brief),
      metadata: { interviewId },
      maxDurationSeconds: limitSeconds,
    },
  };
}

/**
 * Starts an interview: closes any open one, checks the allowance under the user's lock, builds
 * the brief (and the built-in plan) once and keeps them on the row.
 */
export async function startInterview(
  dependencies: InterviewDependencies,
  userId: string,
  request: Required<StartInterviewRequest>,
): Promise<StartOutcome> {
  const { db } = dependencies;
  const cv = request.cvId ? await readPractisedCv(db, userId, request.cvId) : null;
  if (cv === undefined) return { status: 'cv-not-found' };
  // The brief reads the posting with the engine's keyword extraction: done before the lock.
  const brief = buildInterviewBrief({
    cv: cv?.document ?? null,
    position: request.position,
    posting: request.posting,
    displayName: await readDisplayName(db, userId),
  });
  const started = await db.transaction(async (transaction) => {
    await lockUser(transaction, userId);
    const closed = await closeOpenInterviews(transaction, userId);
    const allowance = await readInterviewAllowance(
      transaction,
      userId,
      allowanceSettings(dependencies),
    );
    const refusal = refusalFor(allowance);
    if (refusal) return { outcome: refusal, closed };
    const trial = allowance?.access === 'trial';
    const mode = trial ? 'builtin' : (allowance?.mode ?? 'builtin');
    const plan: PlannedQuestion[] =
      mode === 'builtin'
        ? planInterview(brief, {
            questionCount: trial ? interviewDefaults.trialQuestions : plannedQuestionCount,
          })
        : [];
    const limitSeconds = allowance?.maxSecondsPerInterview ?? 0;
    const [row] = await transaction
      .insert(interviews)
      .values({
        userId,
        cvId: request.cvId,
        cvName: cv?.name ?? null,
        mode,
        trial,
        position: brief.position,
        brief,
        plan,
        limitSeconds,
      })
      .returning({ id: interviews.id, startedAt: interviews.startedAt });
    if (!row) throw new Error('interview row was not inserted');
    const session: InterviewSession = {
      id: row.id,
      mode,
      status: 'in_progress',
      startedAt: row.startedAt.toISOString(),
      limitSeconds,
      question: mode === 'builtin' ? questionAt(plan, 0) : null,
      vapi:
        mode === 'vapi' && dependencies.vapi
          ? vapiCallSetup(dependencies.vapi, row.id, brief, limitSeconds)
          : null,
    };
    return { outcome: { status: 'started' as const, session }, closed };
  });
  for (const id of started.closed) await emailInterviewReport(dependencies, id);
  return started.outcome;
}

function refusalFor(allowance: InterviewAllowance | undefined): StartOutcome | null {
  if (!allowance || allowance.access === 'upgrade') return { status: 'upgrade-required' };
  if (allowance.access === 'exhausted' || allowance.maxSecondsPerInterview <= 0) {
    return { status: 'minutes-exhausted' };
  }
  return null;
}

/**
 * Takes the answer to the current question of a built-in interview. Under the row's lock: of two
 * answers sent at once to one question, one lands and the other is a wrong question. Past the
 * limit and its grace, the interview is finished with what it has instead. With a language model,
 * a follow-up on this answer may be inserted as the next question.
 */
export async function answerInterview(
  dependencies: InterviewDependencies,
  userId: string,
  interviewId: string,
  request: Required<InterviewAnswerRequest>,
): Promise<AnswerOutcome> {
  const { db } = dependencies;
  const step = await db.transaction(async (transaction): Promise<AnswerStep> => {
    const record = await readInterview(transaction, userId, interviewId, { lock: true });
    if (!record) return { kind: 'refused', outcome: { status: 'not-found' } };
    if (record.mode !== 'builtin' || record.status !== 'in_progress') {
      return { kind: 'refused', outcome: { status: 'not-in-progress' } };
    }
    if (isPastTimeLimit(record)) {
      const ending = await endInterview(transaction, record, {
        secondsCharged: record.limitSeconds,
      });
      return { kind: 'time-up', completed: ending === 'completed' };
    }
    const question = record.plan[record.answers.length];
    if (!question || question.id !== request.questionId) {
      return { kind: 'refused', outcome: { status: 'wrong-question' } };
    }
    const answer: AnswerForFeedback = {
      questionId: question.id,
      kind: question.kind,
      question: question.text,
      answer: request.text,
      source: request.source,
      durationSeconds:
        request.durationSeconds === null
          ? null
          : Math.min(request.durationSeconds, record.limitSeconds),
    };
    await transaction
      .update(interviews)
      .set({ answers: [...record.answers, answer], updatedAt: sql`now()` })
      .where(eq(interviews.id, record.id));
    return { kind: 'stored', record, question, answer };
  });
  switch (step.kind) {
    case 'refused':
      return step.outcome;
    case 'time-up':
      if (step.completed) await emailInterviewReport(dependencies, interviewId);
      return { status: 'time-up' };
    case 'stored': {
      const { record, question, answer } = step;
      const plan = await withFollowUp(dependencies, record, question, answer);
      return {
        status: 'answered',
        response: {
          next: questionAt(plan, record.answers.length + 1),
          elapsedSeconds: elapsedWithinLimit(record),
        },
      };
    }
  }
}

/** What the answer's transaction came to. */
type AnswerStep =
  | {
      readonly kind: 'refused';
      readonly outcome: Exclude<AnswerOutcome, { status: 'answered' | 'time-up' }>;
    }
  | { readonly kind: 'time-up'; readonly completed: boolean }
  | {
      readonly kind: 'stored';
      /** The interview as it was before this answer. */
      readonly record: InterviewRecord;
      readonly question: PlannedQuestion;
      readonly answer: AnswerForFeedback;
    };

function mayFollowUp(record: InterviewRecord, question: PlannedQuestion): boolean {
  const followUps = record.plan.filter((planned) => planned.kind === 'follow_up').length;
  return (
    !record.trial &&
    followUps < maxFollowUpsPerInterview &&
    record.plan.length < builtinPlanQuestionRange.max &&
    question.kind !== 'follow_up' &&
    question.kind !== 'closing'
  );
}

/**
 * Asks the model for a follow-up on the answer just stored and inserts it after that question,
 * unless the interview moved on meanwhile. Answers the plan as it now stands.
 */
async function withFollowUp(
  dependencies: InterviewDependencies,
  record: InterviewRecord,
  question: PlannedQuestion,
  answer: AnswerForFeedback,
): Promise<readonly PlannedQuestion[]> {
  const { interviewer, db } = dependencies;
  if (!interviewer || !mayFollowUp(record, question)) return record.plan;
  const text = await interviewer.followUp(record.brief, question.text, answer.answer);
  if (!text) return record.plan;
  const position = record.answers.length + 1;
  const followUp: PlannedQuestion = { id: `${question.id}-seguimiento`, kind: 'follow_up', text };
  return db.transaction(async (transaction) => {
    const current = await readInterview(transaction, record.userId, record.id, { lock: true });
    // Finished, answered or grown since: the follow-up would land in the wrong place.
    if (
      !current ||
      current.status !== 'in_progress' ||
      current.answers.length !== position ||
      current.plan.length !== record.plan.length
    ) {
      return current?.plan ?? record.plan;
    }
    const plan = [...current.plan.slice(0, position), followUp, ...current.plan.slice(position)];
    await transaction
      .update(interviews)
      .set({ plan, updatedAt: sql`now()` })
      .where(eq(interviews.id, record.id));
    return plan;
  });
}

/**
 * Ends the interview from the browser. Built-in: completed with its report and the elapsed
 * seconds charged (capped at the limit), or cancelled without answers; a repeat answers the
 * same. Vapi: the call is over, the report comes by the webhook (nothing charged yet).
 */
export async function finishInterview(
  dependencies: InterviewDependencies,
  userId: string,
  interviewId: string,
): Promise<InterviewDetail | undefined> {
  const { db, interviewer } = dependencies;
  const first = await readInterview(db, userId, interviewId);
  if (!first) return undefined;
  if (first.status !== 'in_progress') return toDetail(first);
  // Charged up to the moment the user pressed the button, not while the model writes.
  const secondsCharged = elapsedWithinLimit(first);
  const prepared =
    first.mode === 'builtin' && first.answers.length > 0
      ? await prepareReport(interviewer, first.answers, first.brief)
      : undefined;
  const result = await db.transaction(async (transaction) => {
    const record = await readInterview(transaction, userId, interviewId, { lock: true });
    if (!record || record.status !== 'in_progress') return { ending: null };
    if (record.mode === 'vapi') {
      await transaction
        .update(interviews)
        .set({ status: 'awaiting_report', endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(interviews.id, record.id));
      return { ending: null };
    }
    // An answer landed while the report was written: the rules' report covers every answer.
    const report = record.answers.length === first.answers.length ? prepared : undefined;
    const ending = await endInterview(transaction, record, {
      secondsCharged,
      ...(report ? { report } : {}),
    });
    return { ending };
  });
  if (result.ending === 'completed') await emailInterviewReport(dependencies, interviewId);
  const finished = await readInterview(db, userId, interviewId);
  return finished ? toDetail(finished) : undefined;
}

/**
 * Cancels an interview that never got going (the call failed to connect, or the user left
 * before answering): nothing charged. Only from in progress with no answers; a repeat answers
 * the same.
 */
export async function cancelInterview(
  dependencies: InterviewDependencies,
  userId: string,
  interviewId: string,
): Promise<CancelOutcome> {
  return dependencies.db.transaction(async (transaction) => {
    const record = await readInterview(transaction, userId, interviewId, { lock: true });
    if (!record) return { status: 'not-found' };
    if (record.status === 'cancelled') return { status: 'cancelled', detail: toDetail(record) };
    if (record.status !== 'in_progress' || record.answers.length > 0) {
      return { status: 'not-in-progress' };
    }
    await endInterview(transaction, record, { secondsCharged: 0 });
    const cancelled = await readInterview(transaction, userId, interviewId);
    if (!cancelled) return { status: 'not-found' };
    return { status: 'cancelled', detail: toDetail(cancelled) };
  });
}
