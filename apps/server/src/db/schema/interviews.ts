import { interviewModes, interviewStatuses } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { optimizedCvs } from './optimized-cvs';

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * One practice interview (issue 15). The brief and the plan are computed once at the start and
 * kept here, so answering and finishing never recompute them from a CV that may have changed
 * since. Answers are a jsonb array written under the row's lock (`for update`): two answers sent
 * at once cannot both land on the same question. Time charged to the allowance is
 * `seconds_charged`, summed over a billing period by `charged_at`.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The CV practised with; kept by name below when the CV is deleted later. */
    cvId: uuid('cv_id').references(() => optimizedCvs.id, { onDelete: 'set null' }),
    cvName: text('cv_name'),
    mode: text('mode', { enum: interviewModes }).notNull(),
    status: text('status', { enum: interviewStatuses }).notNull().default('in_progress'),
    /** The one short built-in interview a user without Redi may try. */
    trial: boolean('trial').notNull().default(false),
    position: text('position').notNull().default(''),
    /** InterviewBrief (interview-brief.ts): the short facts, never the whole CV. */
    brief: jsonb('brief').notNull(),
    /** PlannedQuestion[] of the built-in interviewer, follow-ups inserted; [] for Vapi. */
    plan: jsonb('plan')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** AnswerForFeedback[] in the order given; for Vapi, read from the end-of-call transcript. */
    answers: jsonb('answers')
      .notNull()
      .default(sql`'[]'::jsonb`),
    limitSeconds: integer('limit_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    secondsCharged: integer('seconds_charged').notNull().default(0),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    /** InterviewReport, once completed. */
    report: jsonb('report'),
    reportEmailedAt: timestamp('report_emailed_at', { withTimezone: true }),
    /** Vapi's call id from the end-of-call report: a report is applied once per call. */
    vapiCallId: text('vapi_call_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interviews_user_id_started_at_idx').on(table.userId, table.startedAt.desc()),
    // The recovery sweep looks only at unfinished interviews.
    index('interviews_unfinished_idx')
      .on(table.status)
      .where(sql`${table.status} in ('in_progress', 'awaiting_report')`),
    check('interviews_mode_valid', oneOf('mode', interviewModes)),
    check('interviews_status_valid', oneOf('status', interviewStatuses)),
    check('interviews_seconds_charged_not_negative', sql`${table.secondsCharged} >= 0`),
    check('interviews_limit_seconds_positive', sql`${table.limitSeconds} > 0`),
  ],
);
