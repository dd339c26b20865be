// Wires the server's parts together from the configuration: database (embedded or external),
// migrations, mail, auth and the HTTP app. Used by index.ts and by the integration tests.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createConcurrencyLimit } from './ai/concurrency-limit';
import { createLlmCvEditor } from './ai/llm-cv-editor';
import { createApp, type App } from './app';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrateDatabase } from './db/migrate';
import type { Environment } from './env';
import { applyAdminEmails } from './features/admin/admin-roles';
import { createAuth, type Auth } from './features/auth/auth';
import { seedBlogPosts } from './features/blog/blog-service';
import { createBillingSettings } from './features/billing/billing-settings';
import { interviewLimitsFromMinutes } from './features/interviews/interview-allowance';
import { recoverStaleInterviews } from './features/interviews/interview-recovery';
import type { InterviewDependencies } from './features/interviews/interview-service';
import { createLlmInterviewer } from './features/interviews/llm-interviewer';
import type { Logger } from './logger';
import { failStaleOptimizations } from './features/optimizations/optimization-service';
import {
  failOptimization,
  PermanentOptimizationError,
  runOptimization,
} from './features/optimizations/run-optimization';
import { startEngineProcess } from './jobs/engine-process';
import { startJobQueue } from './jobs/job-queue';
import { sweepOrphanFiles } from './jobs/sweep-orphan-files';
import { createMailer } from './mail/mailer';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage';

export type Runtime = {
  readonly app: App;
  readonly auth: Auth;
  readonly database: DatabaseConnection;
  readonly storage: FileStorage;
  /** Stops the worker, closes the pool, then stops the embedded database if one was started. */
  close(): Promise<void>;
};

export async function startRuntime(
  environment: Environment,
  logger: Logger,
  options: { webDistDir?: string } = {},
): Promise<Runtime> {
  let embedded: EmbeddedDatabase | undefined;
  let connectionString = environment.databaseUrl;
  if (!connectionString) {
    embedded = await startEmbeddedPostgres(environment.dataDir, logger);
    connectionString = embedded.connectionString;
  }
  try {
    await migrateDatabase(connectionString);
    const database = connectDatabase(connectionString, logger);
    await seedBlogPosts(database.db);
    await applyAdminEmails(database.db, environment.adminEmails);
    const mailer = createMailer({
      smtpUrl: environment.smtpUrl,
      from: environment.mailFrom,
      outboxDir: path.join(environment.dataDir, 'outbox'),
      logger,
    });
    const secret = await resolveAuthSecret(environment);
    const auth = createAuth({ environment, db: database.db, mailer, secret, logger });
    const storage = createLocalFileStorage(path.join(environment.dataDir, 'files'));
    // With a provider configured, the worker's engine asks the model for rewrites, tailoring and
    // translation (issue 7); without one the built-in engine serves alone.
    // One AI_CONCURRENCY budget per process, shared by the CV editor and the interviewer.
    const aiLimit = environment.ai ? createConcurrencyLimit(environment.ai.concurrency) : undefined;
    const editor = environment.ai
      ? createLlmCvEditor(environment.ai, { logger, limit: aiLimit })
      : undefined;
    if (environment.ai) {
      logger.info(
        { model: environment.ai.model, host: new URL(environment.ai.baseUrl).host },
        'AI provider configured',
      );
    }
    // The engine runs in a child process with its own memory and time limits, so a hostile
    // file never stalls this process's requests (issue 11, decision 010).
    const engineProcess = startEngineProcess({ logger, ...environment.engine });
    // The editor's saves get a child of their own (started on the first save): one job at a time
    // per child, and a save must not wait behind an optimisation that waits on the language
    // model (issue 14: a save renders in under a second).
    const editorEngineProcess = startEngineProcess({ logger, ...environment.engine });
    const runDependencies = {
      db: database.db,
      storage,
      logger,
      appName: environment.appName,
      editor,
      engine: engineProcess,
    };
    const queue = await startJobQueue({
      connectionString,
      logger,
      runWorker: environment.runWorker,
      handlers: {
        run: (id) => runOptimization(runDependencies, id),
        fail: (id, error) => failOptimization(runDependencies, id, error),
        isPermanent: (error) => error instanceof PermanentOptimizationError,
        sweepStale: () => failStaleOptimizations(database.db, storage),
        sweepOrphanFiles: () => sweepOrphanFiles(database.db, storage),
      },
    });
    const interviews: InterviewDependencies = {
      db: database.db,
      mailer,
      logger,
      appName: environment.appName,
      appUrl: environment.appUrl,
      limits: interviewLimitsFromMinutes(environment.interviews),
      vapi: environment.vapi,
      // Follow-up questions and richer feedback comments need the AI provider (issue 15).
      interviewer: environment.ai
        ? createLlmInterviewer(environment.ai, { logger, limit: aiLimit })
        : null,
    };
    // Interviews a crash or a closed browser left running are ended now, not only when their
    // user comes back (issue 15).
    await recoverStaleInterviews(interviews).catch((error: unknown) =>
      logger.error({ err: error }, 'interview recovery sweep'),
    );
    const app = createApp({
      environment,
      database,
      auth,
      logger,
      mailer,
      optimization: {
        db: database.db,
        storage,
        enqueue: (id) => queue.enqueueOptimization(id),
        // Translation needs the AI provider; without one it is refused with a clear message and
        // no credit spent (PRODUCT.md §4).
        translationAvailable: editor !== undefined,
      },
      cvEditor: {
        db: database.db,
        storage,
        logger,
        appName: environment.appName,
        engine: editorEngineProcess,
      },
      billing: createBillingSettings(environment),
      interviews,
      webDistDir: options.webDistDir,
    });
    return {
      app,
      auth,
      database,
      storage,
      async close() {
        await queue.stop();
        await Promise.all([engineProcess.close(), editorEngineProcess.close()]);
        await database.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * BETTER_AUTH_SECRET signs sessions. Production must set it (env.ts enforces that); elsewhere a
 * random one is made once and kept in DATA_DIR, so sessions survive restarts without a secret in
 * the repository.
 */
async function resolveAuthSecret(environment: Environment): Promise<string> {
  if (environment.authSecret) return environment.authSecret;
  const file = path.join(environment.dataDir, 'auth-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(32).toString('base64url');
  await mkdir(environment.dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
