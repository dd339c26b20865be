// Vapi's end-of-call report (issue 15): the call's transcript reaches us by the server webhook,
// matched to our interview by the `interviewId` the call carried in its metadata and applied once
// per call id. The transcript becomes the answers, the call's duration is charged (even past the
// remaining allowance: it simply reaches zero), and the feedback is produced and e-mailed.
import { eq, sql } from 'drizzle-orm';
import { interviews } from '../../db/schema';
import {
  emailInterviewReport,
  endInterview,
  prepareReport,
  type ReportDeliveryDependencies,
} from './interview-completion';
import { lockInterviewById } from './interview-records';
import type { LlmInterviewer } from './llm-interviewer';
import { answersFromVapiMessages } from './vapi-transcript';

const maxCallIdCharacters = 200;
/** A call longer than this is a malformed report, not a call: charged no more than this. */
const maxChargedCallSeconds = 4 * 60 * 60;

export type VapiWebhookDependencies = ReportDeliveryDependencies & {
  readonly interviewer: LlmInterviewer | null;
};

/** What became of one server message; the route answers 200 to all of them. */
export type VapiMessageOutcome =
  | 'applied'
  /** Not an end-of-call report: Vapi sends several kinds to the same URL. */
  | 'ignored-type'
  /** No call id, or no interview of ours in its metadata. */
  | 'unknown-interview'
  /** This call's report was applied already, or the interview already has its report. */
  | 'duplicate';

function at(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Where Vapi puts the metadata we passed in `assistantOverrides`: the call's overrides, the
 * assistant's own metadata, or the call's metadata, depending on how the call was made.
 */
function interviewIdOf(message: unknown): string | undefined {
  return (
    text(at(message, 'call', 'assistantOverrides', 'metadata', 'interviewId')) ??
    text(at(message, 'assistant', 'metadata', 'interviewId')) ??
    text(at(message, 'call', 'metadata', 'interviewId'))
  );
}

/** The call's length: its reported duration, else the time between its start and end. */
function callSeconds(message: unknown): number | undefined {
  const reported = at(message, 'durationSeconds');
  if (typeof reported === 'number' && Number.isFinite(reported) && reported >= 0) {
    return reported;
  }
  const startedAt = Date.parse(
    String(at(message, 'startedAt') ?? at(message, 'call', 'startedAt')),
  );
  const endedAt = Date.parse(String(at(message, 'endedAt') ?? at(message, 'call', 'endedAt')));
  if (Number.isNaN(startedAt) || Number.isNaN(endedAt) || endedAt < startedAt) return undefined;
  return (endedAt - startedAt) / 1000;
}

/**
 * Applies one server message (the body's `message`). The report is stored with the rules'
 * feedback at once (Vapi waits only seconds for our answer); with a language model configured,
 * its richer comments replace them afterwards, before the e-mail goes.
 */
export async function applyVapiServerMessage(
  dependencies: VapiWebhookDependencies,
  message: unknown,
): Promise<VapiMessageOutcome> {
  if (at(message, 'type') !== 'end-of-call-report') return 'ignored-type';
  const callId = text(at(message, 'call', 'id'));
  const interviewId = interviewIdOf(message);
  // Vapi's call ids are UUIDs: anything much longer is not one of its calls.
  if (!callId || callId.length > maxCallIdCharacters || !interviewId) return 'unknown-interview';
  const { db, logger } = dependencies;
  const answers = answersFromVapiMessages(
    at(message, 'artifact', 'messages') ?? at(message, 'messages') ?? [],
  );
  const outcome = await db.transaction(async (transaction) => {
    const [seen] = await transaction
      .select({ id: interviews.id })
      .from(interviews)
      .where(eq(interviews.vapiCallId, callId));
    if (seen) return { outcome: 'duplicate' as const };
    const record = await lockInterviewById(transaction, interviewId);
    if (!record || record.mode !== 'vapi') return { outcome: 'unknown-interview' as const };
    if (record.vapiCallId !== null || record.status === 'completed') {
      return { outcome: 'duplicate' as const };
    }
    const seconds = callSeconds(message) ?? Math.max(0, record.elapsedSeconds);
    const ending = await endInterview(transaction, record, {
      secondsCharged: Math.min(seconds, maxChargedCallSeconds),
      answers,
      vapiCallId: callId,
    });
    return { outcome: 'applied' as const, ending, record };
  });
  if (outcome.outcome !== 'applied') return outcome.outcome;
  if (outcome.ending === 'completed') {
    const { record } = outcome;
    const delivery = async () => {
      if (dependencies.interviewer) {
        const report = await prepareReport(dependencies.interviewer, answers, record.brief);
        await db
          .update(interviews)
          .set({ report, updatedAt: sql`now()` })
          .where(eq(interviews.id, record.id));
      }
      await emailInterviewReport(dependencies, record.id);
    };
    if (dependencies.interviewer) {
      // After our answer to Vapi: the model may take longer than Vapi waits.
      void delivery().catch((error: unknown) =>
        logger.error({ err: error, interviewId: record.id }, 'interview report delivery failed'),
      );
    } else {
      await delivery();
    }
  }
  logger.info({ interviewId, callId, ending: outcome.ending }, 'vapi end-of-call report applied');
  return 'applied';
}
