import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from '../logger';
import { isDatabaseShuttingDown } from './database-errors';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export type DatabaseConnection = {
  readonly db: Database;
  readonly pool: pg.Pool;
  close(): Promise<void>;
};

/** A pooled connection. Every query in the app goes through `db` (Drizzle) or, rarely, `pool`. */
export function connectDatabase(connectionString: string, logger: Logger): DatabaseConnection {
  const pool = new pg.Pool({ connectionString, max: 20, idleTimeoutMillis: 30_000 });
  // An idle client's error must not crash the process.
  pool.on('error', (error) => {
    if (isDatabaseShuttingDown(error))
      logger.info('database connection closed: the database is shutting down');
    else logger.warn({ err: error }, 'idle database client error');
  });
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  return { db, pool, close: () => (closing ??= pool.end()) };
}
