import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { addressGroup } from '../../http/client-ip';
import { readJsonBody } from '../../http/json-body';
import { clientIpHeader, type Auth } from './auth';

/**
 * Mounts Better Auth's handler, telling it the client's real address for rate limiting. A body is
 * read by our own reader first, so a sign-up name or e-mail with a NUL gets the same Spanish 400
 * as every other route instead of reaching the database.
 */
export function createAuthRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, addressGroup(c.get('clientAddress')));
    if (c.req.method !== 'POST') return auth.handler(new Request(c.req.raw, { headers }));
    await readJsonBody(c);
    const body = await c.req.text();
    return auth.handler(
      new Request(c.req.url, { method: 'POST', headers, ...(body === '' ? {} : { body }) }),
    );
  });
}
