import { adminClaimExtensionMaxDays } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { claimsBook } from './claims';

/**
 * The provider's answer to a claim (issue 16). A row of its own because a claim sheet is never
 * changed (its trigger refuses UPDATE); the primary key on `claim_id` is what makes an answer
 * stored once. Like the book, kept forever: a trigger (migration) refuses UPDATE and DELETE, and
 * the operator is a snapshot (id and e-mail), not a foreign key a deleted account could cascade.
 */
export const claimAnswers = pgTable('claim_answers', {
  claimId: bigint('claim_id', { mode: 'number' })
    .primaryKey()
    .references(() => claimsBook.id),
  answer: text('answer').notNull(),
  /** Where the answer was e-mailed: the consumer's address as filed. */
  sentTo: text('sent_to').notNull(),
  operatorId: text('operator_id').notNull(),
  operatorEmail: text('operator_email').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An extension of a claim's deadline, with its reason and the notice e-mailed to the consumer
 * (the law allows one with prior notice). Append-only like the book; the due dates are Lima
 * calendar dates, recorded as they were when the extension was given.
 */
export const claimExtensions = pgTable(
  'claim_extensions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimId: bigint('claim_id', { mode: 'number' })
      .notNull()
      .references(() => claimsBook.id),
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    previousDueDate: date('previous_due_date', { mode: 'string' }).notNull(),
    newDueDate: date('new_due_date', { mode: 'string' }).notNull(),
    sentTo: text('sent_to').notNull(),
    operatorId: text('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('claim_extensions_claim_id_idx').on(table.claimId),
    check(
      'claim_extensions_days_valid',
      sql`${table.days} between 1 and ${sql.raw(String(adminClaimExtensionMaxDays))}`,
    ),
  ],
);
