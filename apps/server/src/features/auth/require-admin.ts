import { commonErrorCodes } from '@cvlisto/shared';
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import type { Auth } from './auth';

export const adminErrorMessages = {
  unauthorized: 'Usuario no autenticado',
  forbidden: 'No tienes permiso para usar esta sección.',
} as const;

/**
 * Lets a request through only for an operator (role `admin`, issue 16): 401 signed out, 403 for
 * anyone else. The role is read from the database on every request, so a revoke takes effect on
 * the operator's next request, whatever their session holds.
 */
export function requireAdmin(auth: Auth, db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      throw new HttpError(401, commonErrorCodes.unauthorized, adminErrorMessages.unauthorized);
    }
    const [row] = await db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, session.user.id));
    if (row?.role !== 'admin') {
      throw new HttpError(403, commonErrorCodes.forbidden, adminErrorMessages.forbidden);
    }
    c.set('user', session.user);
    await next();
  });
}
