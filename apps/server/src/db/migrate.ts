import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

// Next to this module both in src/ and in the bundled dist/ (build.mjs copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const migrationLockId = 72061;

/**
 * Applies every committed migration not yet applied. Several processes may start at once (scale
 * out), so one session-level advisory lock, on one dedicated connection, lets only one migrate.
 */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
