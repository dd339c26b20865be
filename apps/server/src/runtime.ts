// Wires the server's parts together from the configuration: database (embedded or external),
// migrations, mail, auth and the HTTP app. Used by index.ts and by the integration tests.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createApp, type App } from './app';
import { connectDatabase, type DatabaseConnection } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { migrateDatabase } from './db/migrate';
import type { Environment } from './env';
import { createAuth, type Auth } from './features/auth/auth';
import type { Logger } from './logger';
import { createMailer } from './mail/mailer';

export type Runtime = {
  readonly app: App;
  readonly auth: Auth;
  readonly database: DatabaseConnection;
  /** Closes the pool, then stops the embedded database if one was started. */
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
    const mailer = createMailer({
      smtpUrl: environment.smtpUrl,
      from: environment.mailFrom,
      outboxDir: path.join(environment.dataDir, 'outbox'),
      logger,
    });
    const secret = await resolveAuthSecret(environment);
    const auth = createAuth({ environment, db: database.db, mailer, secret, logger });
    const app = createApp({
      environment,
      database,
      auth,
      logger,
      webDistDir: options.webDistDir,
    });
    return {
      app,
      auth,
      database,
      async close() {
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
