// A fixed-window limit per client address for public endpoints that send e-mail or store rows
// without a session (the complaints book). Counters live in PostgreSQL (Better Auth's
// `rate_limits` table, under keys of our own prefix) so every server process shares them.
import { commonErrorCodes } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import type { AppEnv } from './app-env';
import { readClientIp } from './client-ip';

export type RateLimitOptions = {
  readonly db: Database;
  /** Prefix of the counter's key, e.g. 'claims'. */
  readonly name: string;
  /** Requests allowed per window and address. */
  readonly max: number;
  readonly windowMs: number;
  readonly trustProxy: boolean;
  /** What the client reads when it is over the limit (Spanish). */
  readonly message: string;
};

export function rateLimit({ db, name, max, windowMs, trustProxy, message }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = `${name}:${readClientIp(c, trustProxy)}`;
    const now = Date.now();
    // One statement: concurrent requests from one address cannot all read the same count.
    const result = await db.execute<{ count: number; last_request: string }>(sql`
      insert into rate_limits (id, key, count, last_request)
      values (${randomUUID()}, ${key}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limits.last_request <= ${now - windowMs} then 1
                     else rate_limits.count + 1 end,
        last_request = case when rate_limits.last_request <= ${now - windowMs} then ${now}
                            else rate_limits.last_request end
      returning count, last_request`);
    const row = result.rows[0];
    if (row && row.count > max) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((Number(row.last_request) + windowMs - now) / 1000),
      );
      c.header('Retry-After', String(retryAfterSeconds));
      return c.json({ code: commonErrorCodes.tooManyRequests, message }, 429);
    }
    await next();
  });
}
