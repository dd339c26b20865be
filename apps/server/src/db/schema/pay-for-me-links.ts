import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Each account's pay-for-me link (issue 17, decision 022): whoever holds the token can buy credit
 * packs for the account and sees its first name, nothing more. One per user; renewing it replaces
 * the token (the old link stops working), revoking deletes the row, and account deletion takes it
 * with the user. The token is kept as it is, not hashed, so the owner can copy the same link again.
 */
export const payForMeLinks = pgTable(
  'pay_for_me_links',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 144 random bits, base64url (24 characters): the last segment of /pagar/{token}. */
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Never a short or hand-made token: at least 128 random bits (decision 022).
    check('pay_for_me_links_token_format', sql`${table.token} ~ '^[A-Za-z0-9_-]{24}$'`),
  ],
);
