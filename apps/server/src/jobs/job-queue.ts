// Background work on pg-boss, in the same PostgreSQL (PRODUCT.md §2). The worker runs in the
// server process by default (RUN_WORKER=true); with RUN_WORKER=false a server only enqueues and
// separate worker processes (the same binary) do the work.
import PgBoss from 'pg-boss';
import { isDatabaseShuttingDown } from '../db/database-errors';
import type { Logger } from '../logger';

export const optimizeCvQueue = 'optimize-cv';

export type OptimizeCvJob = { readonly optimizationId: string };

export type JobQueue = {
  enqueueOptimization(optimizationId: string): Promise<void>;
  stop(): Promise<void>;
};

export type OptimizationHandlers = {
  run(optimizationId: string): Promise<void>;
  /** The last attempt failed, or the failure is permanent: end the request for good. */
  fail(optimizationId: string, error: unknown): Promise<void>;
  isPermanent(error: unknown): boolean;
  /** Requests left in flight by a crash whose job no longer exists. */
  sweepStale(): Promise<number>;
  /** Stored files no request row points to any more (issue 11). */
  sweepOrphanFiles(): Promise<number>;
};

const retryLimit = 2;
/** An optimisation takes about a second; a job active this long died with its process. */
const expireInSeconds = 120;
/** Orphan files are an hour old before they go; walking the storage more often buys nothing. */
const orphanSweepIntervalMs = 10 * 60_000;

export async function startJobQueue(options: {
  connectionString: string;
  logger: Logger;
  runWorker: boolean;
  handlers: OptimizationHandlers;
}): Promise<JobQueue> {
  const { logger, handlers } = options;
  const boss = new PgBoss({ connectionString: options.connectionString, schema: 'pgboss' });
  boss.on('error', (error) => {
    if (isDatabaseShuttingDown(error)) logger.info('job queue: the database is shutting down');
    else logger.error({ err: error }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue(optimizeCvQueue, {
    name: optimizeCvQueue,
    retryLimit,
    retryDelay: 1,
    expireInSeconds,
  });

  let workerId: string | null = null;
  let sweepTimer: NodeJS.Timeout | undefined;
  let orphanSweepTimer: NodeJS.Timeout | undefined;
  if (options.runWorker) {
    workerId = await boss.work<OptimizeCvJob>(
      optimizeCvQueue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        const { optimizationId } = job.data;
        try {
          await handlers.run(optimizationId);
        } catch (error) {
          const lastAttempt = job.retryCount >= job.retryLimit;
          if (handlers.isPermanent(error) || lastAttempt) {
            await handlers.fail(optimizationId, error);
            return;
          }
          logger.warn({ err: error, optimizationId, attempt: job.retryCount }, 'retrying');
          throw error;
        }
      },
    );
    await handlers.sweepStale().catch((error: unknown) => logger.error({ err: error }, 'sweep'));
    sweepTimer = setInterval(() => {
      handlers.sweepStale().catch((error: unknown) => logger.error({ err: error }, 'sweep'));
    }, 60_000);
    sweepTimer.unref();
    const sweepOrphans = () => {
      handlers
        .sweepOrphanFiles()
        .then((removed) => {
          if (removed > 0) logger.info({ removed }, 'orphan file folders removed');
        })
        .catch((error: unknown) => logger.error({ err: error }, 'orphan file sweep'));
    };
    sweepOrphans();
    orphanSweepTimer = setInterval(sweepOrphans, orphanSweepIntervalMs);
    orphanSweepTimer.unref();
  }

  return {
    async enqueueOptimization(optimizationId) {
      const jobId = await boss.send(optimizeCvQueue, { optimizationId } satisfies OptimizeCvJob, {
        singletonKey: optimizationId,
      });
      if (jobId === null) throw new Error(`optimisation ${optimizationId} was not queued`);
      // Wake our own worker now rather than at its next poll.
      if (workerId) boss.notifyWorker(workerId);
    },
    async stop() {
      clearInterval(sweepTimer);
      clearInterval(orphanSweepTimer);
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
