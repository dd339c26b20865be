// The operator's support and feedback inbox (issue 16): reports and feedback newest first by
// status, a reply e-mailed to the user and stored with what it answers, and "resolved" — each
// change audited in its own transaction.
import {
  adminSupportAuditAction,
  adminSupportErrorCodes,
  adminSupportMessages,
  commonErrorCodes,
  greetingName,
  type AdminSupportItem,
  type AdminSupportKind,
  type AdminSupportListQuery,
  type AdminSupportReply,
} from '@cvlisto/shared';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, supportReplies, userFeedbackScores, userSupport, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { DatabaseExecutor } from '../billing/billing-service';
import { recordAdminAction } from './admin-audit';
import type { Operator } from './admin-claims-service';
import { supportReplyEmail } from './admin-support-email';

export type AdminSupportDependencies = {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly appName: string;
};

/** The inbox shows this many entries of each kind at most: the newest. */
export const adminSupportListLimit = 200;

type ReplyRow = typeof supportReplies.$inferSelect;

const toReply = (row: ReplyRow): AdminSupportReply => ({
  id: row.id,
  message: row.message,
  sentTo: row.sentTo,
  operatorEmail: row.operatorEmail,
  createdAt: row.createdAt.toISOString(),
});

/** Support reports and feedback entries, newest first, each with its replies (oldest first). */
export async function listSupportItems(
  db: DatabaseExecutor,
  query: AdminSupportListQuery,
  only?: { readonly kind: AdminSupportKind; readonly id: number },
): Promise<AdminSupportItem[]> {
  const wants = (kind: AdminSupportKind) =>
    only ? only.kind === kind : query.kind === 'all' || query.kind === kind;
  const supportConditions: SQL[] = [];
  const feedbackConditions: SQL[] = [];
  if (query.status !== 'all') {
    supportConditions.push(eq(userSupport.status, query.status));
    feedbackConditions.push(eq(userFeedbackScores.status, query.status));
  }
  if (only) {
    supportConditions.push(eq(userSupport.id, only.id));
    feedbackConditions.push(eq(userFeedbackScores.id, only.id));
  }
  const [supportRows, feedbackRows] = await Promise.all([
    wants('support')
      ? db
          .select({
            item: userSupport,
            email: users.email,
            fullName: users.name,
            displayName: profiles.displayName,
          })
          .from(userSupport)
          .innerJoin(users, eq(users.id, userSupport.userId))
          // The name the user goes by now, which the reply e-mail greets (issue 17).
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(and(...supportConditions))
          .orderBy(desc(userSupport.createdAt), desc(userSupport.id))
          .limit(adminSupportListLimit)
      : [],
    wants('feedback')
      ? db
          .select({
            item: userFeedbackScores,
            email: users.email,
            fullName: users.name,
            displayName: profiles.displayName,
          })
          .from(userFeedbackScores)
          .innerJoin(users, eq(users.id, userFeedbackScores.userId))
          // The name the user goes by now, which the reply e-mail greets (issue 17).
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(and(...feedbackConditions))
          .orderBy(desc(userFeedbackScores.createdAt), desc(userFeedbackScores.id))
          .limit(adminSupportListLimit)
      : [],
  ]);
  const supportIds = supportRows.map((row) => row.item.id);
  const feedbackIds = feedbackRows.map((row) => row.item.id);
  const [supportReplyRows, feedbackReplyRows] = await Promise.all([
    supportIds.length
      ? db
          .select()
          .from(supportReplies)
          .where(inArray(supportReplies.supportId, supportIds))
          .orderBy(asc(supportReplies.id))
      : [],
    feedbackIds.length
      ? db
          .select()
          .from(supportReplies)
          .where(inArray(supportReplies.feedbackId, feedbackIds))
          .orderBy(asc(supportReplies.id))
      : [],
  ]);
  const items: AdminSupportItem[] = [
    ...supportRows.map(({ item, email, ...person }) => ({
      kind: 'support' as const,
      id: item.id,
      createdAt: item.createdAt.toISOString(),
      userId: item.userId,
      userEmail: email,
      userName: greetingName(person),
      text: item.issueDetails,
      deviceType: item.deviceType,
      score: null,
      status: item.status,
      resolvedAt: item.resolvedAt?.toISOString() ?? null,
      replies: supportReplyRows.filter((reply) => reply.supportId === item.id).map(toReply),
    })),
    ...feedbackRows.map(({ item, email, ...person }) => ({
      kind: 'feedback' as const,
      id: item.id,
      createdAt: item.createdAt.toISOString(),
      userId: item.userId,
      userEmail: email,
      userName: greetingName(person),
      text: item.recommendation,
      deviceType: null,
      score: item.score,
      status: item.status,
      resolvedAt: item.resolvedAt?.toISOString() ?? null,
      replies: feedbackReplyRows.filter((reply) => reply.feedbackId === item.id).map(toReply),
    })),
  ];
  return items.sort(
    (first, second) => second.createdAt.localeCompare(first.createdAt) || second.id - first.id,
  );
}

async function findItem(
  db: DatabaseExecutor,
  kind: AdminSupportKind,
  id: number,
): Promise<AdminSupportItem> {
  const [item] = await listSupportItems(db, { status: 'all', kind }, { kind, id });
  if (!item) throw new HttpError(404, commonErrorCodes.notFound, adminSupportMessages.notFound);
  return item;
}

/**
 * Locks the report or feedback row for the transaction, so a reply and a "resolved" from two
 * operators are recorded one after the other.
 */
async function lockItem(transaction: DatabaseExecutor, kind: AdminSupportKind, id: number) {
  const table = kind === 'support' ? userSupport : userFeedbackScores;
  const [row] = await transaction
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new HttpError(404, commonErrorCodes.notFound, adminSupportMessages.notFound);
}

/**
 * E-mails the reply to the user's current address and stores it with what it answers, audited.
 * The mail goes inside the transaction: if it cannot be sent, nothing is stored.
 */
export async function replyToSupportItem(
  dependencies: AdminSupportDependencies,
  input: {
    readonly kind: AdminSupportKind;
    readonly id: number;
    readonly operator: Operator;
    readonly message: string;
  },
): Promise<AdminSupportItem> {
  const { db, mailer, logger, appName } = dependencies;
  return db.transaction(async (transaction) => {
    await lockItem(transaction, input.kind, input.id);
    const item = await findItem(transaction, input.kind, input.id);
    const [reply] = await transaction
      .insert(supportReplies)
      .values({
        supportId: input.kind === 'support' ? input.id : null,
        feedbackId: input.kind === 'feedback' ? input.id : null,
        message: input.message,
        sentTo: item.userEmail,
        operatorId: input.operator.id,
        operatorEmail: input.operator.email,
      })
      .returning();
    if (!reply) throw new Error('reply insert returned no row');
    await recordAdminAction(transaction, {
      actorId: input.operator.id,
      action: adminSupportAuditAction(input.kind, 'reply'),
      targetType: input.kind,
      targetId: String(input.id),
      before: { replies: item.replies.length },
      after: {
        replies: item.replies.length + 1,
        replyId: reply.id,
        sentTo: reply.sentTo,
        message: reply.message,
      },
    });
    try {
      await mailer.send({
        to: item.userEmail,
        ...supportReplyEmail(appName, item, input.message),
      });
    } catch (error) {
      logger.error({ err: error, kind: input.kind, id: input.id }, 'support reply e-mail failed');
      throw new HttpError(502, adminSupportErrorCodes.mailFailed, adminSupportMessages.mailFailed);
    }
    return findItem(transaction, input.kind, input.id);
  });
}

/** Marks a report or feedback resolved, once: a second time (another operator) is a 409. */
export async function resolveSupportItem(
  db: Database,
  input: { readonly kind: AdminSupportKind; readonly id: number; readonly operator: Operator },
): Promise<AdminSupportItem> {
  return db.transaction(async (transaction) => {
    const table = input.kind === 'support' ? userSupport : userFeedbackScores;
    const [resolved] = await transaction
      .update(table)
      .set({ status: 'resolved', resolvedAt: new Date() })
      .where(and(eq(table.id, input.id), eq(table.status, 'open')))
      .returning({ resolvedAt: table.resolvedAt });
    if (!resolved) {
      await findItem(transaction, input.kind, input.id);
      throw new HttpError(
        409,
        adminSupportErrorCodes.alreadyResolved,
        adminSupportMessages.alreadyResolved,
      );
    }
    await recordAdminAction(transaction, {
      actorId: input.operator.id,
      action: adminSupportAuditAction(input.kind, 'resolve'),
      targetType: input.kind,
      targetId: String(input.id),
      before: { status: 'open' },
      after: { status: 'resolved', resolvedAt: resolved.resolvedAt?.toISOString() ?? null },
    });
    return findItem(transaction, input.kind, input.id);
  });
}
