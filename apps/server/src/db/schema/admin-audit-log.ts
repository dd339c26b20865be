import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What operators did in the back office (issue 16): who, what, on what, before → after. Nobody
 * edits it: a trigger (migration 0011) refuses UPDATE, DELETE and TRUNCATE. The actor is a plain
 * id with an e-mail snapshot, not a foreign key, so deleting an operator's account cannot cascade
 * their rows away; the command line and ADMIN_EMAILS act with no id. Read newest first by id.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_target_idx').on(table.targetType, table.targetId)],
);
