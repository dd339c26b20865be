import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userFeedbackScores } from './user-feedback';
import { userSupport } from './user-support';

/**
 * An operator's e-mailed reply to a support report or a feedback entry (issue 16). Exactly one of
 * the two references is set; both cascade, so the replies go with the account like what they
 * answer. The operator is a snapshot (id and e-mail), not a foreign key.
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    supportId: bigint('support_id', { mode: 'number' }).references(() => userSupport.id, {
      onDelete: 'cascade',
    }),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => userFeedbackScores.id, {
      onDelete: 'cascade',
    }),
    message: text('message').notNull(),
    sentTo: text('sent_to').notNull(),
    operatorId: text('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_replies_support_id_idx').on(table.supportId),
    index('support_replies_feedback_id_idx').on(table.feedbackId),
    check(
      'support_replies_one_target',
      sql`num_nonnulls(${table.supportId}, ${table.feedbackId}) = 1`,
    ),
  ],
);
