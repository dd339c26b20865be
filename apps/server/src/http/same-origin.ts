// Cross-site request forgery (issue 11, docs/decisions/013-request-hygiene.md): a state-changing
// /api request that a browser sent from another site is refused, whatever its content type.
import { commonErrorCodes, requestMessages } from '@cvlisto/shared';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { HttpError } from './http-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets a state-changing request through when its Origin is one of ours or, without an Origin,
 * when the browser's Sec-Fetch-Site says it came from this site. A request with neither header is
 * not a browser's (browsers send Origin on every POST, PUT, PATCH and DELETE) and has no cookie
 * to abuse, so it passes. Hono's csrf() is not enough here: it looks only at form content types.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return createMiddleware<AppEnv>(async (c, next) => {
    if (safeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const fromUs =
      origin !== undefined
        ? allowed.has(origin)
        : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none';
    if (!fromUs) {
      throw new HttpError(403, commonErrorCodes.forbidden, requestMessages.foreignOrigin);
    }
    await next();
  });
}
