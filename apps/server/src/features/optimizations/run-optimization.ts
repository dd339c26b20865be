// The work of one optimisation, run by the queue's worker (issue 4): read the CV (or the base CV),
// optimise (and tailor), render, store the files, then in ONE transaction the result row, the
// usage row, the result's version 1 (issue 14) and the credit debit. Safe to run again after a crash: every write is keyed by the
// request's id, and a finished request is skipped. The engine works in its child process
// (decision 010); a request deleted meanwhile (its account went) leaves no file.
import {
  CvEngineError,
  cvDocumentSchema,
  cvEngineErrorCodes,
  defaultCvLook,
  type CvDocument,
  type CvEditor,
} from '@cvlisto/cv-engine';
import { cvMessages, greetingName, type OptimizationStatus } from '@cvlisto/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  creditLedger,
  cvVersions,
  optimizations,
  optimizedCvs,
  profiles,
  toolUsage,
  users,
} from '../../db/schema';
import { EngineProcessError, type EngineProcess } from '../../jobs/engine-process';
import type { Logger } from '../../logger';
import { optimizationFilesPrefix, type FileStorage } from '../../storage/file-storage';
import { describeEngineError } from './engine-error-messages';
import { markOptimizationFailed } from './optimization-service';
import { jobPostingTitle, nameResult, resultPersonName } from './result-name';

export type RunOptimizationDependencies = {
  readonly db: Database;
  readonly storage: FileStorage;
  readonly logger: Logger;
  readonly appName: string;
  /** The language model (issue 7); undefined: the built-in engine alone, no translation. */
  readonly editor?: CvEditor | undefined;
  /** The engine, run off the event loop in a child process (jobs/engine-process.ts). */
  readonly engine: Pick<EngineProcess, 'readCv' | 'optimise'>;
};

/** What the user reads when translation fails; the reserved credit is released. */
export const translationFailedMessage =
  'No pudimos traducir tu CV en este momento. No se descontó ningún crédito; inténtalo de nuevo en unos minutos.';

/**
 * How long one job may wait on the provider in total. The queue expires an active job after 120 s
 * (jobs/job-queue.ts) and would run it a second time; past this deadline the engine falls back to
 * its built-in result (or fails a translation), so a job always ends well before that.
 */
const providerDeadlineMs = 90_000;

/**
 * What the user reads when their file went past the engine process's memory or time (decision
 * 010): the same words as the engine's own complexity bounds, which catch most such files first.
 */
const fileTooComplexMessage = describeEngineError(cvEngineErrorCodes.documentTooComplex);

/**
 * A failure no retry can fix: the request fails at once. `causedByFile` marks the uploads that
 * count towards the hourly limit of failed submissions (issue 11); our own failures do not.
 */
export class PermanentOptimizationError extends Error {
  constructor(
    readonly userMessage: string,
    readonly causedByFile: boolean,
  ) {
    super(userMessage);
    this.name = 'PermanentOptimizationError';
  }
}

export async function runOptimization(
  dependencies: RunOptimizationDependencies,
  optimizationId: string,
): Promise<void> {
  const { db, storage } = dependencies;
  const [request] = await db
    .select()
    .from(optimizations)
    .where(eq(optimizations.id, optimizationId));
  if (!request || request.status === 'done' || request.status === 'failed') return;
  const prefix = optimizationFilesPrefix(request.userId, request.id);
  try {
    await produceResult(dependencies, request, prefix);
  } catch (error) {
    // Deleted mid-run (with its account): nobody will fail it, so its files go now (issue 11).
    if (!(await optimizationExists(db, request.id))) {
      await storage.deletePrefix(prefix);
      return;
    }
    throw error;
  }
}

async function produceResult(
  dependencies: RunOptimizationDependencies,
  request: typeof optimizations.$inferSelect,
  prefix: string,
): Promise<void> {
  const { db, storage } = dependencies;
  const optimizationId = request.id;
  const setProgress = (status: OptimizationStatus, progress: number) =>
    db
      .update(optimizations)
      .set({ status, progress, updatedAt: sql`now()` })
      .where(eq(optimizations.id, optimizationId));

  await setProgress('analyzing', 10);
  const source = await readSourceCv(dependencies, request);
  await setProgress('analyzing', 40);
  await setProgress('optimizing', 55);
  const result = await optimiseWithEditor(dependencies, source, request);
  await setProgress('optimizing', 85);

  // Gone already (the account was deleted while the engine worked): write nothing.
  if (!(await optimizationExists(db, request.id))) {
    await storage.deletePrefix(prefix);
    return;
  }
  const name = nameResult({
    person: resultPersonName(source.contact, await readAccountName(db, request.userId)),
    typeId: request.typeId,
    jobTitle: request.typeId === 'optimize_job' ? jobPostingTitle(request.jobDescription) : null,
  });
  const docxFileKey = `${prefix}/cv.docx`;
  const pdfFileKey = `${prefix}/cv.pdf`;
  await storage.put(docxFileKey, result.docx);
  await storage.put(pdfFileKey, result.pdf);

  const committed = await db.transaction(async (transaction) => {
    // The same per-user lock as account deletion: either the deletion saw these files and
    // removes them after its commit, or this sees the row gone and removes them below.
    await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${request.userId}))`);
    const [stillThere] = await transaction
      .select({ id: optimizations.id })
      .from(optimizations)
      .where(eq(optimizations.id, request.id))
      .for('update');
    if (!stillThere) return false;
    const [inserted] = await transaction
      .insert(optimizedCvs)
      .values({
        userId: request.userId,
        optimizationId: request.id,
        name,
        typeId: request.typeId,
        sourceFileKey: request.sourceFileKey,
        sourceFileName: request.sourceFileName,
        docxFileKey,
        pdfFileKey,
        cvDocument: result.optimised,
        template: defaultCvLook.template,
        pageSize: defaultCvLook.pageSize,
        report: result.report,
        scoreBefore: result.report.scoreBefore,
        scoreAfter: result.report.scoreAfter,
      })
      .onConflictDoNothing({ target: optimizedCvs.optimizationId })
      .returning({ id: optimizedCvs.id });
    if (!inserted) return true; // An earlier attempt already committed this request.
    // The editor's history starts here (issue 14): version 1 is the optimisation's result.
    await transaction.insert(cvVersions).values({
      cvId: inserted.id,
      userId: request.userId,
      version: 1,
      origin: 'optimised',
      cvDocument: result.optimised,
      template: defaultCvLook.template,
      pageSize: defaultCvLook.pageSize,
      docxFileKey,
      pdfFileKey,
      score: result.report.scoreAfter,
      findings: result.report.findingsAfter,
    });
    await transaction
      .insert(toolUsage)
      .values({ userId: request.userId, typeId: request.typeId, optimizationId: request.id });
    await transaction.insert(creditLedger).values({
      userId: request.userId,
      amount: -1,
      reason: 'optimisation',
      reference: request.id,
    });
    await transaction
      .update(optimizations)
      .set({ status: 'done', progress: 100, cvId: inserted.id, updatedAt: sql`now()` })
      .where(eq(optimizations.id, request.id));
    return true;
  });
  if (!committed) await storage.deletePrefix(prefix);
}

async function optimizationExists(db: Database, optimizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: optimizations.id })
    .from(optimizations)
    .where(eq(optimizations.id, optimizationId));
  return row !== undefined;
}

/** Fails the request for good (after the last attempt, or at once for a bad file). */
export async function failOptimization(
  dependencies: RunOptimizationDependencies,
  optimizationId: string,
  error: unknown,
): Promise<void> {
  const [request] = await dependencies.db
    .select({ id: optimizations.id, userId: optimizations.userId })
    .from(optimizations)
    .where(eq(optimizations.id, optimizationId));
  if (!request) return;
  const permanent = error instanceof PermanentOptimizationError ? error : null;
  if (!permanent) {
    dependencies.logger.error({ err: error, optimizationId }, 'optimisation failed');
  }
  await markOptimizationFailed(dependencies.db, dependencies.storage, request, {
    message: permanent?.userMessage ?? cvMessages.processing,
    cause: permanent?.causedByFile ? 'file' : 'service',
  });
}

async function optimiseWithEditor(
  { appName, editor, engine }: RunOptimizationDependencies,
  source: CvDocument,
  request: typeof optimizations.$inferSelect,
) {
  try {
    return await engine.optimise(source, {
      jobPosting: request.jobDescription ?? undefined,
      appName,
      editor,
      translate: request.typeId === 'optimize_translate',
      signal: AbortSignal.timeout(providerDeadlineMs),
    });
  } catch (error) {
    // No translation means no result: the request fails and its credit is released.
    if (
      error instanceof CvEngineError &&
      (error.code === cvEngineErrorCodes.translationFailed ||
        error.code === cvEngineErrorCodes.translationUnavailable)
    ) {
      throw new PermanentOptimizationError(translationFailedMessage, false);
    }
    // Optimising and rendering are bounded like reading (decision 010): a CV that went past the
    // limits would do it again.
    if (
      error instanceof EngineProcessError &&
      error.reason !== 'start' &&
      error.reason !== 'error'
    ) {
      throw new PermanentOptimizationError(fileTooComplexMessage, true);
    }
    throw error;
  }
}

async function readSourceCv(
  { db, storage, logger, engine }: RunOptimizationDependencies,
  request: typeof optimizations.$inferSelect,
): Promise<CvDocument> {
  if (request.baseCvId) {
    const [base] = await db
      .select({ cvDocument: optimizedCvs.cvDocument })
      .from(optimizedCvs)
      .where(and(eq(optimizedCvs.id, request.baseCvId), eq(optimizedCvs.userId, request.userId)));
    const parsed = cvDocumentSchema.safeParse(base?.cvDocument);
    if (!parsed.success) throw new PermanentOptimizationError(cvMessages.baseCvNotFound, false);
    return parsed.data;
  }
  const bytes = request.sourceFileKey ? await storage.get(request.sourceFileKey) : null;
  if (!bytes) throw new PermanentOptimizationError(cvMessages.processing, false);
  try {
    return await engine.readCv(bytes);
  } catch (error) {
    if (error instanceof CvEngineError) {
      throw new PermanentOptimizationError(describeEngineError(error.code), true);
    }
    if (error instanceof EngineProcessError && error.reason !== 'start') {
      // Reading is deterministic on the bytes: a file that went past the limits, or made the
      // engine throw, would do it again, so it is not retried (issue 11: it was, three times).
      logger.warn({ err: error, optimizationId: request.id }, 'uploaded file not read');
      throw new PermanentOptimizationError(
        error.reason === 'error' ? cvMessages.processing : fileTooComplexMessage,
        true,
      );
    }
    throw error;
  }
}

/** The account's own name for the result's name: the profile's, else the sign-up's. */
async function readAccountName(db: Database, userId: string): Promise<string> {
  const [person] = await db
    .select({ fullName: users.name, displayName: profiles.displayName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return person ? greetingName(person) : '';
}
