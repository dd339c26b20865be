import { creditReasons } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Append-only record of every change to a user's allowance (PRODUCT.md §3.3). A trigger rejects
 * UPDATE; rows go away only with their user. `reference` names what caused the row (a CV, an
 * invoice) so the same cause can never be counted twice.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: creditReasons }).notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_user_id_idx').on(table.userId),
    check('credit_ledger_amount_not_zero', sql`${table.amount} <> 0`),
    check(
      'credit_ledger_reason_valid',
      sql.raw(`reason in (${creditReasons.map((reason) => `'${reason}'`).join(', ')})`),
    ),
    uniqueIndex('credit_ledger_reason_reference_unique')
      .on(table.reason, table.reference)
      .where(sql`${table.reference} is not null`),
    // Once per account, whatever else happens (PRODUCT.md §3.3).
    uniqueIndex('credit_ledger_once_per_user_unique')
      .on(table.userId, table.reason)
      .where(sql`${table.reason} in ('sign_up', 'feedback_bonus')`),
  ],
);
