import { adminSupportStatuses, supportDeviceTypes } from '@cvlisto/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A support report from a signed-in user (spec/core.md §3 user_support); goes with the account. */
export const userSupport = pgTable(
  'user_support',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueDetails: text('issue_details').notNull(),
    deviceType: text('device_type', { enum: supportDeviceTypes }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's triage (issue 16): open until an operator marks it resolved. */
    status: text('status', { enum: adminSupportStatuses }).notNull().default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('user_support_user_id_idx').on(table.userId),
    index('user_support_status_created_at_idx').on(table.status, table.createdAt),
    check(
      'user_support_status_valid',
      sql.raw(`status in (${adminSupportStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'user_support_device_type_valid',
      sql.raw(`device_type in (${supportDeviceTypes.map((type) => `'${type}'`).join(', ')})`),
    ),
  ],
);
