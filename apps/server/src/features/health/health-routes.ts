import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../../http/app-env';

const databaseCheckTimeoutMs = 2000;

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export function createHealthRoutes(pool: pg.Pool) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const databaseOk = await isDatabaseReachable(pool);
    c.header('Cache-Control', 'no-store');
    return databaseOk
      ? c.json({ status: 'ok', database: 'ok' } as const, 200)
      : c.json({ status: 'error', database: 'error' } as const, 503);
  });
}

async function isDatabaseReachable(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), databaseCheckTimeoutMs);
  });
  const query = pool.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
