import { commonErrorCodes } from '@cvlisto/shared';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/require-user';
import { getMe } from './me-service';

export function createMeRoutes(db: Database, auth: Auth) {
  return new Hono<AppEnv>().get('/', requireUser(auth), async (c) => {
    const me = await getMe(db, c.get('user').id);
    if (!me) throw new HttpError(401, commonErrorCodes.unauthorized, 'Usuario no autenticado');
    c.header('Cache-Control', 'no-store');
    return c.json(me);
  });
}
