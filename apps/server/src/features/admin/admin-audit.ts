// The audit log's writer and reader (issue 16). Every operator action that changes anything
// records itself here with before → after, inside the same transaction as the change, so there
// is never a change without its row nor a row without its change.
import {
  adminAuditPageSize,
  type AdminAuditEntry,
  type AdminAuditPage,
  type systemActors,
} from '@cvlisto/shared';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';
import type { DatabaseExecutor } from '../billing/billing-service';

export type SystemActor = (typeof systemActors)[keyof typeof systemActors];

export type AdminAction = (
  | {
      /** The signed-in operator; their e-mail is copied as it is now. */
      readonly actorId: string;
    }
  | {
      /** No operator: the command line or ADMIN_EMAILS. */
      readonly actorId: null;
      readonly actorEmail: SystemActor;
    }
) & {
  /** e.g. `credits.grant`, `claim.answer` (adminAuditActions and each screen's own). */
  readonly action: string;
  /** e.g. `user`, `claim`, `blog_post`. */
  readonly targetType: string;
  readonly targetId: string;
  /** The state before and after, as plain JSON; null where there was none. */
  readonly before: unknown;
  readonly after: unknown;
};

/**
 * Records one operator action and answers its id. Call it with the transaction that makes the
 * change.
 *
 * @example await db.transaction(async (transaction) => { …change…; await recordAdminAction(transaction, { actorId, action: 'credits.grant', targetType: 'user', targetId, before, after }) })
 */
export async function recordAdminAction(
  executor: DatabaseExecutor,
  action: AdminAction,
): Promise<number> {
  const actorEmail =
    action.actorId === null
      ? action.actorEmail
      : sql<string>`(select ${users.email} from ${users} where ${users.id} = ${action.actorId})`;
  const [row] = await executor
    .insert(adminAuditLog)
    .values({
      actorId: action.actorId,
      actorEmail,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      before: action.before ?? null,
      after: action.after ?? null,
    })
    .returning({ id: adminAuditLog.id });
  if (!row) throw new Error('the audit row was not written');
  return row.id;
}

export type AuditFilter = {
  /** Only rows older than this id (the previous page's cursor). */
  readonly before?: number;
  readonly targetType?: string;
  readonly targetId?: string;
};

/** The audit log, newest first, a page at a time. */
export async function listAdminActions(
  db: Database,
  filter: AuditFilter = {},
  pageSize = adminAuditPageSize,
): Promise<AdminAuditPage> {
  const conditions: SQL[] = [];
  if (filter.before !== undefined) conditions.push(lt(adminAuditLog.id, filter.before));
  if (filter.targetType) conditions.push(eq(adminAuditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(adminAuditLog.targetId, filter.targetId));
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(pageSize + 1);
  const entries: AdminAuditEntry[] = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > pageSize && last ? last.id : null };
}
