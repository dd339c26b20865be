import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { addressGroup } from '../../http/client-ip';
import { clientIpHeader, type Auth } from './auth';

/** Mounts Better Auth's handler, telling it the client's real address for rate limiting. */
export function createAuthRoutes(auth: Auth) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(clientIpHeader, addressGroup(c.get('clientAddress')));
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}
