import { bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Why a user left (spec/core.md §3 deleted_users_reasons), written in the same transaction that
 * deletes the account. No foreign key to `users`: the row must outlive the user it describes, and
 * the e-mail is the only trace of who it was.
 */
export const deletedUsersReasons = pgTable('deleted_users_reasons', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  notUsing: boolean('not_using').notNull().default(false),
  cvIssues: boolean('cv_issues').notNull().default(false),
  dontUnderstandResult: boolean('dont_understand_result').notNull().default(false),
  dontUnderstandApp: boolean('dont_understand_app').notNull().default(false),
  editWithoutCopy: boolean('edit_without_copy').notNull().default(false),
  moreFeatures: boolean('more_features').notNull().default(false),
  otherSelected: boolean('other_selected').notNull().default(false),
  otherReason: text('other_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
