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

/**
 * `GET /api/session`: the signed-in user, or `{ me: null }` — always 200. The web app asks on every
 * page load, and a signed-out visitor is not an error (a 401 there is logged by the browser as one).
 */
export function createSessionRoutes(db: Database, auth: Auth) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const me = session ? await getMe(db, session.user.id) : undefined;
    c.header('Cache-Control', 'no-store');
    return c.json({ me: me ?? null });
  });
}
