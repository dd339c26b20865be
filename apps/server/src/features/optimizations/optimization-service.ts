// Starting an optimisation (issue 4): every check of spec §5 on the server, plan gating (§4), and
// one credit reserved for the request, so concurrent requests can never spend the same credit.
import { randomUUID } from 'node:crypto';
import { CvEngineError, detectDocumentFormat } from '@cvlisto/cv-engine';
import {
  baseCvTypes,
  cvErrorCodes,
  cvMessages,
  isJobDescriptionTooShort,
  maxCvUploadBytes,
  planTools,
  type OptimizationState,
  type OptimizationType,
  type PlanId,
} from '@cvlisto/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  optimizations,
  optimizedCvs,
  profiles,
  type OptimizationFailureCause,
} from '../../db/schema';
import { HttpError, TooManyRequestsError } from '../../http/http-error';
import { optimizationFilesPrefix, type FileStorage } from '../../storage/file-storage';
import { describeEngineError } from './engine-error-messages';

export const inFlightStatuses = ['queued', 'analyzing', 'optimizing'] as const;

export type UploadedFile = { readonly name: string; readonly bytes: Uint8Array };

export type SubmitOptimizationInput = {
  readonly userId: string;
  readonly type: OptimizationType;
  readonly file: UploadedFile | null;
  readonly baseCvId: string | null;
  readonly jobDescription: string | null;
  /**
   * The client's key for this submission (the `Idempotency-Key` header): a repeat with the same key
   * answers the first request, with no second credit, file or row. The first request wins even if
   * the repeat carries another file or tool (decision 013).
   */
  readonly idempotencyKey?: string | null;
};

export type OptimizationDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
  /** Puts the job on the queue; the worker does the rest. */
  readonly enqueue: (optimizationId: string) => Promise<void>;
  /** English translation needs an AI provider (PRODUCT.md §4); without one it is refused. */
  readonly translationAvailable: boolean;
};

const maxJobDescriptionLength = 20_000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Validates, reserves a credit and queues the work; answers the new request's state. */
export async function submitOptimization(
  dependencies: OptimizationDependencies,
  input: SubmitOptimizationInput,
): Promise<OptimizationState> {
  const { db, storage } = dependencies;
  const idempotencyKey = input.idempotencyKey ?? null;
  if (idempotencyKey) {
    const earlier = await findSubmission(db, input.userId, idempotencyKey);
    if (earlier) return earlier;
  }
  const planId = await readPlanId(db, input.userId);
  if (!planTools[planId].includes(input.type)) {
    throw new HttpError(
      403,
      cvErrorCodes.planRequired,
      input.type === 'optimize_translate'
        ? cvMessages.planRequiredTranslation
        : cvMessages.planRequiredJob,
    );
  }
  if (input.type === 'optimize_translate' && !dependencies.translationAvailable) {
    throw new HttpError(
      503,
      cvErrorCodes.translationUnavailable,
      cvMessages.translationUnavailable,
    );
  }

  const isJobMode = input.type === 'optimize_job';
  const jobDescription = input.jobDescription?.trim() ?? '';
  if (isJobMode && jobDescription === '') {
    throw new HttpError(400, cvErrorCodes.jobDescriptionMissing, cvMessages.jobDescriptionMissing);
  }
  // "Analista" alone gives the engine nothing to match: refused here, before a credit is reserved.
  if (isJobMode && isJobDescriptionTooShort(jobDescription)) {
    throw new HttpError(
      400,
      cvErrorCodes.jobDescriptionTooShort,
      cvMessages.jobDescriptionTooShort,
    );
  }
  if (jobDescription.length > maxJobDescriptionLength) {
    throw new HttpError(
      400,
      cvErrorCodes.jobDescriptionMissing,
      'La descripción del trabajo es demasiado larga (máximo 20 000 caracteres).',
    );
  }

  let baseCv: { id: string; name: string } | null = null;
  if (input.file === null) {
    if (isJobMode && input.baseCvId) {
      baseCv = await findBaseCv(db, input.userId, input.baseCvId);
      if (!baseCv) throw new HttpError(404, cvErrorCodes.baseCvNotFound, cvMessages.baseCvNotFound);
    } else if (isJobMode && (await hasBaseCvs(db, input.userId))) {
      throw new HttpError(400, cvErrorCodes.baseCvMissing, cvMessages.baseCvMissing);
    } else {
      throw new HttpError(400, cvErrorCodes.fileMissing, cvMessages.fileMissing);
    }
  } else {
    checkUploadedFile(input.file);
    await checkFailedUploads(db, input.userId);
  }

  const id = randomUUID();
  const prefix = optimizationFilesPrefix(input.userId, id);
  const extension = input.file ? fileExtension(input.file.bytes) : null;
  const sourceFileKey = input.file ? `${prefix}/source.${extension}` : null;
  if (input.file && sourceFileKey) await storage.put(sourceFileKey, input.file.bytes);

  // Set when a concurrent request with the same key got here first.
  let earlierId = null as string | null;
  try {
    await db.transaction(async (transaction) => {
      // One user's requests queue up here: the check and the reservation cannot interleave.
      await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${input.userId}))`);
      if (idempotencyKey) {
        const [earlier] = await transaction
          .select({ id: optimizations.id })
          .from(optimizations)
          .where(
            and(
              eq(optimizations.userId, input.userId),
              eq(optimizations.idempotencyKey, idempotencyKey),
            ),
          );
        if (earlier) {
          earlierId = earlier.id;
          return;
        }
      }
      const { rows } = await transaction.execute<{ credits: number; reserved: number }>(sql`
        select
          (select coalesce(sum(amount), 0)::int from credit_ledger where user_id = ${input.userId}) as credits,
          (select count(*)::int from optimizations
            where user_id = ${input.userId} and status in ('queued', 'analyzing', 'optimizing')) as reserved`);
      const balance = rows[0];
      if (!balance || balance.credits - balance.reserved < 1) {
        throw new HttpError(402, cvErrorCodes.noCredits, cvMessages.noCredits);
      }
      await transaction.insert(optimizations).values({
        id,
        userId: input.userId,
        typeId: input.type,
        sourceFileKey,
        sourceFileName: input.file?.name ?? baseCv?.name ?? null,
        baseCvId: baseCv?.id ?? null,
        jobDescription: isJobMode ? jobDescription : null,
        idempotencyKey,
      });
    });
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error;
  }
  if (earlierId) {
    await storage.deletePrefix(prefix);
    const earlier = await getOptimizationState(db, input.userId, earlierId);
    if (earlier) return earlier;
  }

  try {
    await dependencies.enqueue(id);
  } catch (error) {
    await markOptimizationFailed(
      db,
      storage,
      { id, userId: input.userId },
      { message: cvMessages.processing, cause: 'service' },
    );
    throw error;
  }
  return { id, type: input.type, status: 'queued', progress: 0 };
}

/** The state of the user's request submitted with this idempotency key, if there is one. */
async function findSubmission(
  db: Database,
  userId: string,
  idempotencyKey: string,
): Promise<OptimizationState | undefined> {
  const [row] = await db
    .select({ id: optimizations.id })
    .from(optimizations)
    .where(and(eq(optimizations.userId, userId), eq(optimizations.idempotencyKey, idempotencyKey)));
  return row ? getOptimizationState(db, userId, row.id) : undefined;
}

/** The request's state, or undefined when it is not this user's. */
export async function getOptimizationState(
  db: Database,
  userId: string,
  optimizationId: string,
): Promise<OptimizationState | undefined> {
  if (!uuidPattern.test(optimizationId)) return undefined;
  const [row] = await db
    .select({
      id: optimizations.id,
      type: optimizations.typeId,
      status: optimizations.status,
      progress: optimizations.progress,
      error: optimizations.error,
      cvId: optimizations.cvId,
    })
    .from(optimizations)
    .where(and(eq(optimizations.id, optimizationId), eq(optimizations.userId, userId)));
  if (!row) return undefined;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    progress: row.progress,
    ...(row.error ? { error: row.error } : {}),
    ...(row.cvId ? { cvId: row.cvId } : {}),
  };
}

/**
 * Ends a request as failed: its message for the user, its files gone, its credit released. The
 * cause says whose fault it was: only the uploaded file's count towards the hourly limit.
 */
export async function markOptimizationFailed(
  db: Database,
  storage: FileStorage,
  optimization: { id: string; userId: string },
  failure: { message: string; cause: OptimizationFailureCause },
): Promise<void> {
  const failed = await db
    .update(optimizations)
    .set({
      status: 'failed',
      progress: 0,
      error: failure.message,
      failureCause: failure.cause,
      sourceFileKey: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(optimizations.id, optimization.id),
        inArray(optimizations.status, [...inFlightStatuses]),
      ),
    )
    .returning({ id: optimizations.id });
  // Only a request still in flight loses its files: a finished one's are its CV's.
  if (failed.length === 0) return;
  await storage.deletePrefix(optimizationFilesPrefix(optimization.userId, optimization.id));
}

/**
 * A failed request releases its credit, so without a limit a free account could send the same
 * hostile file again and again at no cost (issue 11). Counted from the table, so it holds across
 * server processes; only failures caused by the file count, never ours (the AI provider down).
 */
export const maxFailedUploadsPerHour = 5;

async function checkFailedUploads(db: Database, userId: string): Promise<void> {
  // The limit-th most recent failure: once it is an hour old, the user is under the limit again.
  const { rows } = await db.execute<{ waitSeconds: number }>(sql`
    select ceil(extract(epoch from (updated_at + interval '1 hour' - now())))::int as "waitSeconds"
    from optimizations
    where user_id = ${userId} and status = 'failed' and failure_cause = 'file'
      and updated_at > now() - interval '1 hour'
    order by updated_at desc
    offset ${maxFailedUploadsPerHour - 1} limit 1`);
  const waitSeconds = rows[0]?.waitSeconds;
  if (waitSeconds === undefined) return;
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  throw new TooManyRequestsError(
    cvErrorCodes.tooManyFailedUploads,
    `No pudimos procesar varios de tus archivos en la última hora. Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    waitSeconds,
  );
}

function checkUploadedFile(file: UploadedFile): void {
  if (file.bytes.byteLength === 0) {
    throw new HttpError(400, cvErrorCodes.fileEmpty, cvMessages.fileEmpty);
  }
  if (file.bytes.byteLength > maxCvUploadBytes) {
    throw new HttpError(413, cvErrorCodes.fileTooLarge, cvMessages.fileTooLarge);
  }
  try {
    detectDocumentFormat(file.bytes);
  } catch (error) {
    if (error instanceof CvEngineError) {
      const message =
        error.code === 'UNSUPPORTED_FORMAT' ? cvMessages.fileType : describeEngineError(error.code);
      throw new HttpError(415, cvErrorCodes.fileType, message);
    }
    throw error;
  }
}

/** The stored extension comes from the content, never from the uploaded name. */
function fileExtension(bytes: Uint8Array): string {
  return detectDocumentFormat(bytes);
}

async function readPlanId(db: Database, userId: string): Promise<PlanId> {
  const [profile] = await db
    .select({ planId: profiles.planId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return (profile?.planId ?? 'modo_free') as PlanId;
}

async function findBaseCv(db: Database, userId: string, baseCvId: string) {
  if (!uuidPattern.test(baseCvId)) return null;
  const [row] = await db
    .select({ id: optimizedCvs.id, name: optimizedCvs.name })
    .from(optimizedCvs)
    .where(
      and(
        eq(optimizedCvs.id, baseCvId),
        eq(optimizedCvs.userId, userId),
        inArray(optimizedCvs.typeId, [...baseCvTypes]),
      ),
    );
  return row ?? null;
}

async function hasBaseCvs(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: optimizedCvs.id })
    .from(optimizedCvs)
    .where(and(eq(optimizedCvs.userId, userId), inArray(optimizedCvs.typeId, [...baseCvTypes])))
    .limit(1);
  return row !== undefined;
}

/** In flight but untouched for this long: its job is gone (a crash lost it), so it fails. */
const staleAfterMinutes = 15;

/** Fails requests a crash left in flight, releasing their credit and files. */
export async function failStaleOptimizations(db: Database, storage: FileStorage): Promise<number> {
  const stale = await db
    .select({ id: optimizations.id, userId: optimizations.userId })
    .from(optimizations)
    .where(
      and(
        inArray(optimizations.status, [...inFlightStatuses]),
        sql`${optimizations.updatedAt} < now() - make_interval(mins => ${staleAfterMinutes})`,
      ),
    );
  for (const request of stale) {
    await markOptimizationFailed(db, storage, request, {
      message: cvMessages.processing,
      cause: 'service',
    });
  }
  return stale.length;
}
