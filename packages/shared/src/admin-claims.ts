// The operator's complaints book at /admin/reclamos (issue 16): the API's shapes, limits and
// Spanish texts, shared by the server and the back office.
import { z } from './zod';
import type { ClaimDocumentType, ClaimType } from './public-site';

/** A claim is `pending` until its answer is stored, then `answered` for good. */
export const adminClaimStatuses = ['pending', 'answered'] as const;
export type AdminClaimStatus = (typeof adminClaimStatuses)[number];
export const adminClaimStatusLabels: Record<AdminClaimStatus, string> = {
  pending: 'Pendiente',
  answered: 'Respondido',
};

/** What the complaints book writes to the audit log (target type `claim`, or the whole book). */
export const adminClaimAuditActions = {
  answered: 'claim.answer',
  extended: 'claim.extend',
  exported: 'claims.export',
} as const;

export const adminClaimAuditActionLabels: Readonly<Record<string, string>> = {
  [adminClaimAuditActions.answered]: 'Reclamo respondido',
  [adminClaimAuditActions.extended]: 'Plazo de reclamo ampliado',
  [adminClaimAuditActions.exported]: 'Libro de reclamaciones exportado',
};

/** The list's filter: one status or the whole book. */
export const adminClaimFilters = ['all', ...adminClaimStatuses] as const;
export type AdminClaimFilter = (typeof adminClaimFilters)[number];
export const adminClaimFilterLabels: Record<AdminClaimFilter, string> = {
  all: 'Todos',
  pending: 'Pendientes',
  answered: 'Respondidos',
};

/** `GET /api/admin/claims?status=…`. */
export const adminClaimListQuerySchema = z.object({
  status: z.enum(adminClaimFilters).catch('all'),
});
export type AdminClaimListQuery = z.infer<typeof adminClaimListQuerySchema>;

/** The longest answer we store and e-mail: several pages, far above any real answer. */
export const adminClaimAnswerMaxLength = 10_000;
export const adminClaimExtensionReasonMaxLength = 2_000;
/** One extension moves the deadline by at most this many calendar days. */
export const adminClaimExtensionMaxDays = 30;

export const adminClaimMessages = {
  answerRequired: 'Escribe la respuesta al consumidor',
  answerTooLong: `La respuesta no puede tener más de ${adminClaimAnswerMaxLength} caracteres`,
  alreadyAnswered:
    'Este reclamo ya fue respondido. Actualiza la página para ver la respuesta enviada.',
  extensionDays: `Indica entre 1 y ${adminClaimExtensionMaxDays} días de prórroga`,
  extensionReasonRequired: 'Indica el motivo de la prórroga',
  extensionReasonTooLong: `El motivo no puede tener más de ${adminClaimExtensionReasonMaxLength} caracteres`,
  extensionAfterAnswer: 'Este reclamo ya fue respondido; ya no se puede prorrogar.',
  extensionTooLate:
    'El plazo ya venció: la ampliación debe comunicarse al consumidor antes del vencimiento.',
  notFound: 'No encontramos ese reclamo.',
  mailFailed:
    'No pudimos enviar el correo al consumidor, así que no se guardó nada. Inténtalo de nuevo en unos minutos.',
} as const;

export const adminClaimErrorCodes = {
  alreadyAnswered: 'CLAIM_ALREADY_ANSWERED',
  extensionTooLate: 'CLAIM_EXTENSION_TOO_LATE',
  mailFailed: 'CLAIM_MAIL_FAILED',
} as const;

/** An operator's text; control characters are refused by the JSON reader (decision 013). */
export const adminTextSchema = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** `POST /api/admin/claims/:id/answer`. */
export const adminClaimAnswerInputSchema = z.object({
  answer: adminTextSchema(
    adminClaimMessages.answerRequired,
    adminClaimMessages.answerTooLong,
    adminClaimAnswerMaxLength,
  ),
});
export type AdminClaimAnswerInput = z.infer<typeof adminClaimAnswerInputSchema>;

/** `POST /api/admin/claims/:id/extensions`: the law allows it with prior notice to the consumer. */
export const adminClaimExtensionInputSchema = z.object({
  days: z.coerce
    .number({ error: adminClaimMessages.extensionDays })
    .int(adminClaimMessages.extensionDays)
    .min(1, adminClaimMessages.extensionDays)
    .max(adminClaimExtensionMaxDays, adminClaimMessages.extensionDays),
  reason: adminTextSchema(
    adminClaimMessages.extensionReasonRequired,
    adminClaimMessages.extensionReasonTooLong,
    adminClaimExtensionReasonMaxLength,
  ),
});
export type AdminClaimExtensionInput = z.input<typeof adminClaimExtensionInputSchema>;
export type AdminClaimExtensionValues = z.output<typeof adminClaimExtensionInputSchema>;

/** One row of the book's list. Dates are ISO instants; `dueDate` is a Lima calendar date. */
export type AdminClaimSummary = {
  readonly id: number;
  readonly number: string;
  readonly claimType: ClaimType;
  readonly filedAt: string;
  readonly consumerName: string;
  readonly consumerEmail: string;
  readonly status: AdminClaimStatus;
  /** `YYYY-MM-DD` in America/Lima: the filing day + 15 calendar days + every extension. */
  readonly dueDate: string;
  /** Calendar days from today (Lima) to the due date; negative once overdue. Null once answered. */
  readonly daysLeft: number | null;
  /** Pending and past its due date. */
  readonly overdue: boolean;
  readonly extended: boolean;
  readonly answeredAt: string | null;
  /** Answered after its due date (Lima calendar days); false while pending. */
  readonly answeredLate: boolean;
};

export type AdminClaimListResponse = { readonly claims: readonly AdminClaimSummary[] };

export type AdminClaimAnswer = {
  readonly text: string;
  readonly answeredAt: string;
  readonly operatorEmail: string;
};

export type AdminClaimExtension = {
  readonly id: number;
  readonly days: number;
  readonly reason: string;
  readonly previousDueDate: string;
  readonly newDueDate: string;
  readonly createdAt: string;
  readonly operatorEmail: string;
};

/** Every field as filed (claims are never edited), plus the answer and the extensions. */
export type AdminClaimDetail = AdminClaimSummary & {
  readonly filed: {
    readonly documentType: ClaimDocumentType;
    readonly documentNumber: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly phone: string;
    readonly email: string;
    readonly isMinor: boolean;
    readonly guardianName: string | null;
    readonly guardianDocumentNumber: string | null;
    readonly department: string;
    readonly province: string;
    readonly district: string;
    readonly address: string;
    readonly claimDepartment: string;
    readonly service: string;
    /** In soles, or null when the consumer named none. */
    readonly amountClaimed: number | null;
    readonly details: string;
    readonly request: string;
    readonly providerName: string;
    readonly providerRuc: string;
    readonly providerAddress: string;
  };
  readonly answer: AdminClaimAnswer | null;
  readonly extensions: readonly AdminClaimExtension[];
};
