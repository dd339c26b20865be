// The operator's support and feedback inbox at /admin/soporte (issue 16): the API's shapes, limits
// and Spanish texts, shared by the server and the back office.
import { adminTextSchema } from './admin-claims';
import type { FeedbackScore, SupportDeviceType } from './public-site';
import { z } from './zod';

/** What the inbox holds: support reports (`/soporte`) and feedback (`/feedback`). */
export const adminSupportKinds = ['support', 'feedback'] as const;
export type AdminSupportKind = (typeof adminSupportKinds)[number];
export const adminSupportKindLabels: Record<AdminSupportKind, string> = {
  support: 'Soporte',
  feedback: 'Opinión',
};

/** What the inbox writes to the audit log; the target type is the kind (`support`, `feedback`). */
export const adminSupportAuditActions = {
  supportReplied: 'support.reply',
  supportResolved: 'support.resolve',
  feedbackReplied: 'feedback.reply',
  feedbackResolved: 'feedback.resolve',
} as const;

export const adminSupportAuditActionLabels: Readonly<Record<string, string>> = {
  [adminSupportAuditActions.supportReplied]: 'Respuesta a un reporte de soporte',
  [adminSupportAuditActions.supportResolved]: 'Reporte de soporte resuelto',
  [adminSupportAuditActions.feedbackReplied]: 'Respuesta a una opinión',
  [adminSupportAuditActions.feedbackResolved]: 'Opinión marcada como resuelta',
};

/** The audit action of a reply to, or the resolution of, an entry of this kind. */
export const adminSupportAuditAction = (kind: AdminSupportKind, change: 'reply' | 'resolve') =>
  adminSupportAuditActions[`${kind}${change === 'reply' ? 'Replied' : 'Resolved'}`];

export const adminSupportStatuses = ['open', 'resolved'] as const;
export type AdminSupportStatus = (typeof adminSupportStatuses)[number];
export const adminSupportStatusLabels: Record<AdminSupportStatus, string> = {
  open: 'Abierto',
  resolved: 'Resuelto',
};

export const adminSupportStatusFilters = ['all', ...adminSupportStatuses] as const;
export type AdminSupportStatusFilter = (typeof adminSupportStatusFilters)[number];
export const adminSupportStatusFilterLabels: Record<AdminSupportStatusFilter, string> = {
  all: 'Todos',
  open: 'Abiertos',
  resolved: 'Resueltos',
};

export const adminSupportKindFilters = ['all', ...adminSupportKinds] as const;
export type AdminSupportKindFilter = (typeof adminSupportKindFilters)[number];
export const adminSupportKindFilterLabels: Record<AdminSupportKindFilter, string> = {
  all: 'Soporte y opiniones',
  support: 'Solo soporte',
  feedback: 'Solo opiniones',
};

export const adminSupportReplyMaxLength = 10_000;

export const adminSupportMessages = {
  replyRequired: 'Escribe la respuesta',
  replyTooLong: `La respuesta no puede tener más de ${adminSupportReplyMaxLength} caracteres`,
  alreadyResolved: 'Este mensaje ya estaba marcado como resuelto.',
  notFound: 'No encontramos ese mensaje.',
  mailFailed:
    'No pudimos enviar el correo, así que la respuesta no se guardó. Inténtalo de nuevo en unos minutos.',
} as const;

export const adminSupportErrorCodes = {
  alreadyResolved: 'SUPPORT_ALREADY_RESOLVED',
  mailFailed: 'SUPPORT_MAIL_FAILED',
} as const;

/** `GET /api/admin/support?status=…&kind=…`. */
export const adminSupportListQuerySchema = z.object({
  status: z.enum(adminSupportStatusFilters).catch('all'),
  kind: z.enum(adminSupportKindFilters).catch('all'),
});
export type AdminSupportListQuery = z.infer<typeof adminSupportListQuerySchema>;

/** `POST /api/admin/support/:kind/:id/replies`. */
export const adminSupportReplyInputSchema = z.object({
  message: adminTextSchema(
    adminSupportMessages.replyRequired,
    adminSupportMessages.replyTooLong,
    adminSupportReplyMaxLength,
  ),
});
export type AdminSupportReplyInput = z.infer<typeof adminSupportReplyInputSchema>;

export type AdminSupportReply = {
  readonly id: number;
  readonly message: string;
  readonly sentTo: string;
  readonly operatorEmail: string;
  readonly createdAt: string;
};

/** One support report or feedback entry, with the operators' replies, oldest reply first. */
export type AdminSupportItem = {
  readonly kind: AdminSupportKind;
  readonly id: number;
  readonly createdAt: string;
  readonly userId: string;
  readonly userEmail: string;
  readonly userName: string;
  /** The report's description or the feedback's comment. */
  readonly text: string;
  /** Support only: the device it happened on. */
  readonly deviceType: SupportDeviceType | null;
  /** Feedback only: the score chosen. */
  readonly score: FeedbackScore | null;
  readonly status: AdminSupportStatus;
  readonly resolvedAt: string | null;
  readonly replies: readonly AdminSupportReply[];
};

export type AdminSupportListResponse = { readonly items: readonly AdminSupportItem[] };
