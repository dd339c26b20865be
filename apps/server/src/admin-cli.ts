// The entry of `npm run admin` (features/admin/admin-command.ts): the same configuration as the
// server, and its database — the external one, or the embedded one under DATA_DIR, reached
// through the running server's cluster when there is one.
import { connectDatabase } from './db/client';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres';
import { migrateDatabase } from './db/migrate';
import { EnvironmentError, readEnvironment } from './env';
import { runAdminCommand } from './features/admin/admin-command';
import { createLogger } from './logger';

async function main(): Promise<number> {
  const environment = readEnvironment();
  const logger = createLogger('warn');
  let connectionString = environment.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!connectionString) {
    connectionString = await findRunningEmbeddedPostgres(environment.dataDir);
    if (!connectionString) {
      const embedded = await startEmbeddedPostgres(environment.dataDir, logger);
      connectionString = embedded.connectionString;
      stopEmbedded = () => embedded.stop();
    }
  }
  try {
    await migrateDatabase(connectionString);
    const database = connectDatabase(connectionString, logger);
    try {
      const result = await runAdminCommand(database.db, process.argv.slice(2));
      (result.exitCode === 0 ? console.log : console.error)(result.message);
      return result.exitCode;
    } finally {
      await database.close();
    }
  } finally {
    await stopEmbedded?.();
  }
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error instanceof EnvironmentError ? error.message : error);
    process.exit(1);
  },
);
