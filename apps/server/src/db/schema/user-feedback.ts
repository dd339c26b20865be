import { adminSupportStatuses, feedbackScores } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A feedback answer (spec/core.md §3 user_feedback_scores); goes with the account. */
export const userFeedbackScores = pgTable(
  'user_feedback_scores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: text('score', { enum: feedbackScores }).notNull(),
    recommendation: text('recommendation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's triage (issue 16): open until an operator marks it resolved. */
    status: text('status', { enum: adminSupportStatuses }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('user_feedback_scores_user_id_idx').on(table.userId),
    index('user_feedback_scores_status_created_at_idx').on(table.status, table.createdAt),
    check(
      'user_feedback_scores_status_valid',
      sql.raw(`status in (${adminSupportStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'user_feedback_scores_score_valid',
      sql.raw(`score in (${feedbackScores.map((score) => `'${score}'`).join(', ')})`),
    ),
  ],
);
