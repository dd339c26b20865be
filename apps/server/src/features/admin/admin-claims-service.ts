// The operator's complaints book (issue 16): the list by deadline, one claim as filed, its answer
// (stored once, e-mailed, audited) and extensions (e-mailed as the law's prior notice, audited),
// and the whole book as CSV for the regulator.
import {
  adminClaimAuditActions,
  adminClaimErrorCodes,
  adminClaimMessages,
  claimDocumentTypeLabels,
  claimTypeLabels,
  commonErrorCodes,
  type AdminClaimDetail,
  type AdminClaimFilter,
  type AdminClaimSummary,
} from '@cvlisto/shared';
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claimAnswers, claimExtensions, claimsBook } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { DatabaseExecutor } from '../billing/billing-service';
import { recordAdminAction } from './admin-audit';
import { toCsv } from './admin-claims-csv';
import {
  addCalendarDays,
  claimDaysLeft,
  claimDueDate,
  limaCalendarDate,
  limaDateTime,
} from './admin-claims-deadline';
import { claimAnswerEmail, claimExtensionEmail } from './admin-claims-email';

export type AdminClaimsDependencies = {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly logger: Logger;
  readonly appName: string;
};

/** The signed-in operator acting. */
export type Operator = { readonly id: string; readonly email: string };

type ClaimRow = typeof claimsBook.$inferSelect;

/** Days added by a claim's extensions, summed in the query that lists or locks it. */
const extensionDaysOfClaim = sql<number>`(select coalesce(sum(${claimExtensions.days}), 0)::int from ${claimExtensions} where ${claimExtensions.claimId} = ${claimsBook.id})`;

function summarise(
  claim: ClaimRow,
  extensionDays: number,
  answeredAt: Date | null,
  now: Date,
): AdminClaimSummary {
  const dueDate = claimDueDate(claim.createdAt, extensionDays);
  const daysLeft = answeredAt ? null : claimDaysLeft(dueDate, now);
  return {
    id: claim.id,
    number: claim.number,
    claimType: claim.claimType,
    filedAt: claim.createdAt.toISOString(),
    consumerName: `${claim.firstName} ${claim.lastName}`,
    consumerEmail: claim.email,
    status: answeredAt ? 'answered' : 'pending',
    dueDate,
    daysLeft,
    overdue: daysLeft !== null && daysLeft < 0,
    extended: extensionDays > 0,
    answeredAt: answeredAt?.toISOString() ?? null,
    answeredLate: answeredAt !== null && limaCalendarDate(answeredAt) > dueDate,
  };
}

/**
 * The book sorted by deadline: pending claims first, the nearest (or most overdue) at the top,
 * then the answered ones, the latest deadline first.
 */
export async function listClaims(
  db: Database,
  filter: AdminClaimFilter,
  now = new Date(),
): Promise<AdminClaimSummary[]> {
  const rows = await db
    .select({
      claim: claimsBook,
      extensionDays: extensionDaysOfClaim,
      answeredAt: claimAnswers.answeredAt,
    })
    .from(claimsBook)
    .leftJoin(claimAnswers, eq(claimAnswers.claimId, claimsBook.id))
    .where(
      filter === 'pending'
        ? isNull(claimAnswers.claimId)
        : filter === 'answered'
          ? isNotNull(claimAnswers.claimId)
          : undefined,
    );
  return rows
    .map((row) => summarise(row.claim, row.extensionDays, row.answeredAt, now))
    .sort((first, second) => {
      if (first.status !== second.status) return first.status === 'pending' ? -1 : 1;
      const byDate = first.dueDate.localeCompare(second.dueDate);
      const ordered = first.status === 'pending' ? byDate : -byDate;
      return ordered || first.number.localeCompare(second.number);
    });
}

/** One claim with every field as filed, its answer and its extensions; null if there is none. */
export async function getClaim(
  db: DatabaseExecutor,
  claimId: number,
  now = new Date(),
): Promise<AdminClaimDetail | null> {
  const [claim] = await db.select().from(claimsBook).where(eq(claimsBook.id, claimId));
  if (!claim) return null;
  const [answer] = await db.select().from(claimAnswers).where(eq(claimAnswers.claimId, claimId));
  const extensions = await db
    .select()
    .from(claimExtensions)
    .where(eq(claimExtensions.claimId, claimId))
    .orderBy(asc(claimExtensions.id));
  const extensionDays = extensions.reduce((sum, extension) => sum + extension.days, 0);
  return {
    ...summarise(claim, extensionDays, answer?.answeredAt ?? null, now),
    filed: {
      documentType: claim.documentType,
      documentNumber: claim.documentNumber,
      firstName: claim.firstName,
      lastName: claim.lastName,
      phone: claim.phone,
      email: claim.email,
      isMinor: claim.isMinor,
      guardianName: claim.guardianName,
      guardianDocumentNumber: claim.guardianDocumentNumber,
      department: claim.department,
      province: claim.province,
      district: claim.district,
      address: claim.address,
      claimDepartment: claim.claimDepartment,
      service: claim.service,
      amountClaimed: claim.amountClaimed,
      details: claim.details,
      request: claim.request,
      providerName: claim.providerName,
      providerRuc: claim.providerRuc,
      providerAddress: claim.providerAddress,
    },
    answer: answer
      ? {
          text: answer.answer,
          answeredAt: answer.answeredAt.toISOString(),
          operatorEmail: answer.operatorEmail,
        }
      : null,
    extensions: extensions.map((extension) => ({
      id: extension.id,
      days: extension.days,
      reason: extension.reason,
      previousDueDate: extension.previousDueDate,
      newDueDate: extension.newDueDate,
      createdAt: extension.createdAt.toISOString(),
      operatorEmail: extension.operatorEmail,
    })),
  };
}

/**
 * Takes the claim's row lock for the rest of the transaction, so a second operator's answer or
 * extension waits for this one and then sees it. (A lock, not an update: the sheet's trigger
 * refuses any UPDATE, and FOR UPDATE fires no trigger.)
 */
async function lockClaim(transaction: DatabaseExecutor, claimId: number) {
  const [row] = await transaction
    .select({
      claim: claimsBook,
      extensionDays: extensionDaysOfClaim,
      answered: sql<boolean>`exists (select 1 from ${claimAnswers} where ${claimAnswers.claimId} = ${claimsBook.id})`,
    })
    .from(claimsBook)
    .where(eq(claimsBook.id, claimId))
    .for('update', { of: claimsBook });
  if (!row) throw new HttpError(404, commonErrorCodes.notFound, adminClaimMessages.notFound);
  return row;
}

/**
 * Sends inside the transaction: if the mail cannot go, nothing is stored and the operator is told
 * to retry, so an answer on record has always reached the consumer's inbox (or the outbox).
 */
async function sendOrRollBack(
  dependencies: AdminClaimsDependencies,
  message: MailMessage,
  claimNumber: string,
): Promise<void> {
  try {
    await dependencies.mailer.send(message);
  } catch (error) {
    dependencies.logger.error(
      { err: error, claimNumber },
      'claim e-mail from the back office failed',
    );
    throw new HttpError(502, adminClaimErrorCodes.mailFailed, adminClaimMessages.mailFailed);
  }
}

function addressee(claim: ClaimRow) {
  return {
    number: claim.number,
    claimType: claim.claimType,
    firstName: claim.firstName,
    filedAt: claim.createdAt,
  };
}

/**
 * Stores the answer once, e-mails it to the consumer and closes the claim, audited in the same
 * transaction. A second answer (a double submit, another operator) gets a 409.
 */
export async function answerClaim(
  dependencies: AdminClaimsDependencies,
  input: { readonly claimId: number; readonly operator: Operator; readonly answer: string },
): Promise<AdminClaimDetail> {
  const { db, appName } = dependencies;
  return db.transaction(async (transaction) => {
    const { claim, extensionDays } = await lockClaim(transaction, input.claimId);
    const [stored] = await transaction
      .insert(claimAnswers)
      .values({
        claimId: claim.id,
        answer: input.answer,
        sentTo: claim.email,
        operatorId: input.operator.id,
        operatorEmail: input.operator.email,
      })
      .onConflictDoNothing()
      .returning();
    if (!stored) {
      throw new HttpError(
        409,
        adminClaimErrorCodes.alreadyAnswered,
        adminClaimMessages.alreadyAnswered,
      );
    }
    await recordAdminAction(transaction, {
      actorId: input.operator.id,
      action: adminClaimAuditActions.answered,
      targetType: 'claim',
      targetId: String(claim.id),
      before: {
        number: claim.number,
        status: 'pending',
        dueDate: claimDueDate(claim.createdAt, extensionDays),
      },
      after: {
        number: claim.number,
        status: 'answered',
        answeredAt: stored.answeredAt.toISOString(),
        sentTo: claim.email,
        answer: stored.answer,
      },
    });
    await sendOrRollBack(
      dependencies,
      { to: claim.email, ...claimAnswerEmail(appName, addressee(claim), stored.answer) },
      claim.number,
    );
    const detail = await getClaim(transaction, claim.id);
    if (!detail) throw new Error('answered claim vanished');
    return detail;
  });
}

/**
 * Moves a pending claim's deadline by `days` with its reason, and e-mails the consumer the notice
 * (the law allows an extension only with prior notice, so not once the deadline has passed).
 */
export async function extendClaim(
  dependencies: AdminClaimsDependencies,
  input: {
    readonly claimId: number;
    readonly operator: Operator;
    readonly days: number;
    readonly reason: string;
  },
  now = new Date(),
): Promise<AdminClaimDetail> {
  const { db, appName } = dependencies;
  return db.transaction(async (transaction) => {
    const { claim, extensionDays, answered } = await lockClaim(transaction, input.claimId);
    if (answered) {
      throw new HttpError(
        409,
        adminClaimErrorCodes.alreadyAnswered,
        adminClaimMessages.extensionAfterAnswer,
      );
    }
    const previousDueDate = claimDueDate(claim.createdAt, extensionDays);
    if (claimDaysLeft(previousDueDate, now) < 0) {
      throw new HttpError(
        409,
        adminClaimErrorCodes.extensionTooLate,
        adminClaimMessages.extensionTooLate,
      );
    }
    const newDueDate = addCalendarDays(previousDueDate, input.days);
    const [extension] = await transaction
      .insert(claimExtensions)
      .values({
        claimId: claim.id,
        days: input.days,
        reason: input.reason,
        previousDueDate,
        newDueDate,
        sentTo: claim.email,
        operatorId: input.operator.id,
        operatorEmail: input.operator.email,
      })
      .returning();
    if (!extension) throw new Error('extension insert returned no row');
    await recordAdminAction(transaction, {
      actorId: input.operator.id,
      action: adminClaimAuditActions.extended,
      targetType: 'claim',
      targetId: String(claim.id),
      before: { number: claim.number, dueDate: previousDueDate },
      after: {
        number: claim.number,
        dueDate: newDueDate,
        days: input.days,
        reason: input.reason,
        sentTo: claim.email,
      },
    });
    await sendOrRollBack(
      dependencies,
      {
        to: claim.email,
        ...claimExtensionEmail(appName, addressee(claim), {
          days: input.days,
          reason: input.reason,
          newDueDate,
        }),
      },
      claim.number,
    );
    const detail = await getClaim(transaction, claim.id, now);
    if (!detail) throw new Error('extended claim vanished');
    return detail;
  });
}

const csvHeader = [
  'Número',
  'Fecha de registro',
  'Tipo',
  'Estado',
  'Fecha límite de respuesta',
  'Días de ampliación',
  'Motivos de ampliación',
  'Fecha de respuesta',
  'Respondido dentro del plazo',
  'Respuesta',
  'Tipo de documento',
  'Número de documento',
  'Nombres',
  'Apellidos',
  'Teléfono',
  'Correo electrónico',
  'Menor de edad',
  'Padre, madre o apoderado',
  'Documento del apoderado',
  'Departamento',
  'Provincia',
  'Distrito',
  'Dirección',
  'Área',
  'Servicio contratado',
  'Monto reclamado (S/)',
  'Detalle',
  'Pedido del consumidor',
  'Proveedor',
  'RUC del proveedor',
  'Dirección del proveedor',
] as const;

/**
 * The whole book, oldest first, one row per claim with every field as filed, its deadline, its
 * extensions and its answer; the export itself is audited (it carries every consumer's data).
 */
export async function exportClaimsCsv(db: Database, operator: Operator): Promise<string> {
  return db.transaction(async (transaction) => {
    const claims = await transaction
      .select({ claim: claimsBook, answer: claimAnswers })
      .from(claimsBook)
      .leftJoin(claimAnswers, eq(claimAnswers.claimId, claimsBook.id))
      .orderBy(asc(claimsBook.year), asc(claimsBook.sequence));
    const extensions = await transaction
      .select()
      .from(claimExtensions)
      .orderBy(asc(claimExtensions.id));
    const rows = claims.map(({ claim, answer }) => {
      const own = extensions.filter((extension) => extension.claimId === claim.id);
      const extensionDays = own.reduce((sum, extension) => sum + extension.days, 0);
      const dueDate = claimDueDate(claim.createdAt, extensionDays);
      return [
        claim.number,
        limaDateTime(claim.createdAt),
        claimTypeLabels[claim.claimType],
        answer ? 'Respondido' : 'Pendiente',
        dueDate,
        extensionDays,
        own
          .map((extension) => `${limaDateTime(extension.createdAt)}: ${extension.reason}`)
          .join('\n'),
        answer ? limaDateTime(answer.answeredAt) : '',
        answer ? (limaCalendarDate(answer.answeredAt) > dueDate ? 'No' : 'Sí') : '',
        answer?.answer ?? '',
        claimDocumentTypeLabels[claim.documentType],
        claim.documentNumber,
        claim.firstName,
        claim.lastName,
        claim.phone,
        claim.email,
        claim.isMinor ? 'Sí' : 'No',
        claim.guardianName,
        claim.guardianDocumentNumber,
        claim.department,
        claim.province,
        claim.district,
        claim.address,
        claim.claimDepartment,
        claim.service,
        claim.amountClaimed === null ? '' : claim.amountClaimed.toFixed(2),
        claim.details,
        claim.request,
        claim.providerName,
        claim.providerRuc,
        claim.providerAddress,
      ];
    });
    await recordAdminAction(transaction, {
      actorId: operator.id,
      action: adminClaimAuditActions.exported,
      targetType: 'claims_book',
      targetId: 'all',
      before: null,
      after: { claims: rows.length },
    });
    return toCsv(csvHeader, rows);
  });
}
