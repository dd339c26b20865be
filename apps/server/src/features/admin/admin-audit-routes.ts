import { commonErrorCodes } from '@cvlisto/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import { listAdminActions } from './admin-audit';
import type { AdminDependencies } from './admin-dependencies';

const auditQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  targetType: z.string().trim().min(1).max(50).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
});

/** `GET /api/admin/audit`: the audit log, newest first — read only, as nobody edits it. */
export function createAdminAuditRoutes({ db }: AdminDependencies) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = auditQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      throw new HttpError(400, commonErrorCodes.validation, 'Los filtros no son válidos.');
    }
    c.header('Cache-Control', 'no-store');
    return c.json(await listAdminActions(db, query.data));
  });
}
