import { commonErrorCodes } from '@cvlisto/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env';
import { HttpError } from '../../http/http-error';
import type { Auth } from './auth';

/** Lets a request through only with a valid session, and puts its user on the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      throw new HttpError(401, commonErrorCodes.unauthorized, 'Usuario no autenticado');
    }
    c.set('user', session.user);
    await next();
  });
}
