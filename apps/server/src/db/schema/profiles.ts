import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { plans } from './plans';

/**
 * One per user, created with the user in the same statement by the `users_create_profile`
 * trigger (see migrations and docs/decisions/003-auth.md).
 */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A name the user chose; null until then (the greeting falls back to the account name). */
  displayName: text('display_name'),
  planId: text('plan_id')
    .notNull()
    .default('modo_free')
    .references(() => plans.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
