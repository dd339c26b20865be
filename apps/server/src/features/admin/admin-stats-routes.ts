import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { AdminDependencies } from './admin-dependencies';
import { getAdminStats } from './admin-stats-service';

/** `GET /api/admin/stats`: the Resumen's figures, computed on each request. */
export function createAdminStatsRoutes({ db }: AdminDependencies) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getAdminStats(db));
  });
}
