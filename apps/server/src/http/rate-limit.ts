// Fixed-window limits for endpoints that send e-mail or store rows: per client address for the
// public ones (the complaints book), per user for the signed-in ones (support, feedback), and the
// failed sign-ins per account (features/auth). Counters live in PostgreSQL (Better Auth's
// `rate_limits` table, under keys of our own prefix) so every server process shares them.
import { commonErrorCodes } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/client';
import type { AppEnv } from './app-env';
import { addressGroup } from './client-ip';

export type RateLimitWindow = {
  /** Requests allowed per window and key. */
  readonly max: number;
  readonly windowMs: number;
};

export type RateLimitDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/** Counts one request under `key` and says whether it is within the limit. */
export async function consumeRateLimit(
  db: Database,
  key: string,
  { max, windowMs }: RateLimitWindow,
): Promise<RateLimitDecision> {
  const now = Date.now();
  // One statement: concurrent requests under one key cannot all read the same count.
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
  if (!row || row.count <= max) return { allowed: true };
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Number(row.last_request) + windowMs - now) / 1000),
  );
  return { allowed: false, retryAfterSeconds };
}

/** Forgets the count under `key`, e.g. after a successful sign-in. */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export type RateLimitOptions = RateLimitWindow & {
  readonly db: Database;
  /** Prefix of the counter's key, e.g. 'claims'. */
  readonly name: string;
  /**
   * What one counter covers: the client's address (IPv6 by its /64), or the signed-in user
   * (after requireUser), so that neither new addresses nor new sessions reset it.
   */
  readonly per: 'address' | 'user';
  /** What the client reads when it is over the limit (Spanish). */
  readonly message: string;
};

export function rateLimit({ db, name, per, message, ...window }: RateLimitOptions) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const subject = per === 'user' ? c.get('user').id : addressGroup(c.get('clientAddress'));
    const decision = await consumeRateLimit(db, `${name}:${subject}`, window);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json({ code: commonErrorCodes.tooManyRequests, message }, 429);
    }
    await next();
  });
}
