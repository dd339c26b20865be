// The operators' back office (issue 16, PRODUCT.md §3.7): roles, the audit log's shapes and the
// API's shapes shared by the server and the web app.
import { adminClaimAuditActionLabels } from './admin-claims';
import { adminSupportAuditActionLabels } from './admin-support';
import { adminBlogAuditActionLabels } from './admin-blog';
import type { SubscriptionStatus } from './billing';
import type { CreditReason } from './credits';
import type { CvType, OptimizationType } from './cvs';
import type { InterviewMode, InterviewStatus } from './interviews';
import type { PlanId } from './plans';
import type { SupportDeviceType } from './public-site';
import { hasControlCharacters } from './request-text';
import { z } from './zod';

/** `admin`: an operator, who may use the back office at /admin. */
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Who acted when no operator signed in did: `npm run admin -- grant|revoke EMAIL` on the server,
 * or the ADMIN_EMAILS setting. Stored as the actor's e-mail snapshot in the audit log.
 */
export const systemActors = {
  commandLine: 'command line',
  adminEmails: 'ADMIN_EMAILS',
} as const;

/** How the back office names the system actors. */
export const systemActorLabels: Readonly<Record<string, string>> = {
  [systemActors.commandLine]: 'Línea de comandos',
  [systemActors.adminEmails]: 'Configuración (ADMIN_EMAILS)',
};

/** One row of the audit log, as `GET /api/admin/audit` answers it. */
export type AdminAuditEntry = {
  readonly id: number;
  /** Null for the command line and ADMIN_EMAILS. */
  readonly actorId: string | null;
  readonly actorEmail: string;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: unknown;
  readonly after: unknown;
  /** ISO 8601. */
  readonly createdAt: string;
};

/** `GET /api/admin/audit?before=ID`: newest first, a page at a time. */
export type AdminAuditPage = {
  readonly entries: readonly AdminAuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  readonly nextCursor: number | null;
};

export const adminAuditPageSize = 50;

/** The audit actions of the foundation; each screen's module names its own. */
export const adminAuditActions = {
  roleGranted: 'role.grant',
  roleRevoked: 'role.revoke',
  creditsGranted: 'credits.grant',
  creditsRemoved: 'credits.remove',
} as const;

/** How the audit list names an action; an unknown one shows as stored. */
export const adminAuditActionLabels: Readonly<Record<string, string>> = {
  [adminAuditActions.roleGranted]: 'Rol de operador otorgado',
  [adminAuditActions.roleRevoked]: 'Rol de operador retirado',
  [adminAuditActions.creditsGranted]: 'Créditos otorgados',
  [adminAuditActions.creditsRemoved]: 'Créditos retirados',
  ...adminClaimAuditActionLabels,
  ...adminSupportAuditActionLabels,
  ...adminBlogAuditActionLabels,
};

// ——— Usuarios ———

/** `GET /api/admin/users?q=`: at most this many, newest accounts first. */
export const adminUserSearchLimit = 50;

/** One account in the search results. */
export type AdminUserSummary = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly planId: PlanId;
  readonly planName: string;
  readonly creditsRemaining: number;
  readonly isAdmin: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
};

export type AdminUserList = { readonly users: readonly AdminUserSummary[] };

/** How the ledger's reasons read in the back office (PRODUCT.md §3.3). */
export const creditReasonLabels: Readonly<Record<CreditReason, string>> = {
  sign_up: 'Registro',
  subscription_period: 'Periodo de suscripción pagado',
  feedback_bonus: 'Bono por opinión',
  wallet_purchase: 'Paquete de créditos',
  operator_grant: 'Ajuste del operador',
  optimisation: 'Optimización',
  forfeit: 'Créditos vencidos',
};

/** One row of the credit ledger, never edited; an operator's rows carry the reason they gave. */
export type AdminLedgerEntry = {
  readonly id: number;
  readonly amount: number;
  readonly reason: CreditReason;
  readonly reference: string | null;
  /** The operator's stated reason, for `operator_grant` rows. */
  readonly note: string | null;
  /** Who made an `operator_grant` row. */
  readonly operatorEmail: string | null;
  readonly createdAt: string;
};

/** `GET /api/admin/users/:id`: one account as support needs it — never its CVs' content. */
export type AdminUserDetail = {
  readonly user: {
    readonly id: string;
    readonly email: string;
    readonly name: string;
    readonly displayName: string;
    readonly emailVerified: boolean;
    readonly isAdmin: boolean;
    readonly createdAt: string;
  };
  readonly plan: { readonly id: PlanId; readonly name: string };
  readonly subscription: {
    readonly planId: PlanId;
    readonly status: SubscriptionStatus;
    readonly provider: string;
    readonly startedAt: string;
    readonly currentPeriodEnd: string | null;
    readonly cancelAtPeriodEnd: boolean;
  } | null;
  readonly credits: {
    readonly remaining: number;
    /** Credits held by optimisations in progress. */
    readonly reserved: number;
    /** The whole ledger, newest first. */
    readonly ledger: readonly AdminLedgerEntry[];
  };
  readonly cvs: {
    readonly count: number;
    /** Dates and kinds only: the CVs themselves are the user's. */
    readonly items: readonly {
      readonly id: string;
      readonly type: CvType;
      readonly version: number;
      readonly createdAt: string;
      readonly updatedAt: string;
    }[];
  };
  readonly optimizations: {
    readonly completed: number;
    readonly failed: number;
    readonly inProgress: number;
    readonly lastAt: string | null;
  };
  /** Practice interviews (issue 15): when, which interviewer, how it ended, minutes charged. */
  readonly interviews: readonly {
    readonly id: string;
    readonly mode: InterviewMode;
    readonly status: InterviewStatus;
    readonly trial: boolean;
    readonly startedAt: string;
    readonly secondsCharged: number;
  }[];
  readonly support: readonly {
    readonly id: number;
    readonly deviceType: SupportDeviceType;
    readonly issueDetails: string;
    readonly createdAt: string;
  }[];
};

/** Bounds of one operator adjustment. */
export const adminCreditAdjustmentLimits = {
  maxAmount: 100,
  reasonMinLength: 5,
  reasonMaxLength: 500,
};

export const adminUserMessages = {
  userNotFound: 'No encontramos esa cuenta.',
  amountRequired: 'Indica cuántos créditos (de 1 a 100) otorgar o retirar.',
  reasonRequired: `Escribe el motivo (al menos ${adminCreditAdjustmentLimits.reasonMinLength} caracteres).`,
  reasonTooLong: `El motivo admite hasta ${adminCreditAdjustmentLimits.reasonMaxLength} caracteres.`,
  reasonInvalid: 'El motivo contiene caracteres no permitidos.',
  tooManyRemoved: (available: number) =>
    available === 0
      ? 'Esta cuenta no tiene créditos disponibles para retirar.'
      : `Solo puedes retirar hasta ${available} ${available === 1 ? 'crédito' : 'créditos'}: los que la cuenta tiene sin usar.`,
} as const;

export const adminUserErrorCodes = {
  tooManyRemoved: 'CREDITS_NOT_AVAILABLE',
} as const;

/**
 * `POST /api/admin/users/:id/credits`: a grant (positive) or a removal (negative), always with
 * the operator's reason. Written as a new `operator_grant` row: past rows are never edited.
 */
export const adminCreditAdjustmentSchema = z.object({
  amount: z
    .number({ error: adminUserMessages.amountRequired })
    .int(adminUserMessages.amountRequired)
    .min(-adminCreditAdjustmentLimits.maxAmount, adminUserMessages.amountRequired)
    .max(adminCreditAdjustmentLimits.maxAmount, adminUserMessages.amountRequired)
    .refine((amount) => amount !== 0, adminUserMessages.amountRequired),
  reason: z
    .string({ error: adminUserMessages.reasonRequired })
    .trim()
    .min(adminCreditAdjustmentLimits.reasonMinLength, adminUserMessages.reasonRequired)
    .max(adminCreditAdjustmentLimits.reasonMaxLength, adminUserMessages.reasonTooLong)
    .refine((reason) => !hasControlCharacters(reason), adminUserMessages.reasonInvalid),
});
export type AdminCreditAdjustment = z.output<typeof adminCreditAdjustmentSchema>;

/** The answer to an adjustment: the account's credits after it. */
export type AdminCreditAdjustmentResult = { readonly remaining: number };

// ——— Resumen ———

/** A count per day over the last 30 days in Lima, oldest first; the last is today. */
export type AdminDailySeries = {
  readonly today: number;
  readonly last30Days: number;
  readonly daily: readonly number[];
};

/** `GET /api/admin/stats`. */
export type AdminStats = {
  readonly generatedAt: string;
  /** The 30 Lima calendar days of every series (`YYYY-MM-DD`), oldest first. */
  readonly days: readonly string[];
  readonly signUps: AdminDailySeries;
  readonly optimizations: {
    readonly byType: Readonly<Record<OptimizationType, AdminDailySeries>>;
    readonly failures: AdminDailySeries;
  };
  readonly subscribers: {
    /** Paying subscribers now (active or past due), by plan. */
    readonly byPlan: Readonly<Record<'modo_pro' | 'modo_redi', number>>;
    /** Paid periods per day, by plan. */
    readonly paidPeriods: Readonly<Record<'modo_pro' | 'modo_redi', AdminDailySeries>>;
  };
  /** In céntimos: paid periods at the plan's list price plus credit packs as sold. */
  readonly revenueCents: AdminDailySeries;
  readonly creditPacksSold: AdminDailySeries;
  readonly openClaims: {
    readonly total: number;
    /** Open claims by calendar days left in Lima. */
    readonly byDaysLeft: Readonly<Record<AdminClaimUrgency, number>>;
  };
  readonly openSupportRequests: number;
};

export const adminClaimUrgencies = ['overdue', 'dueIn0To3', 'dueIn4To7', 'dueIn8Plus'] as const;
export type AdminClaimUrgency = (typeof adminClaimUrgencies)[number];

export const adminClaimUrgencyLabels: Readonly<Record<AdminClaimUrgency, string>> = {
  overdue: 'Vencidos',
  dueIn0To3: 'Vencen en 0 a 3 días',
  dueIn4To7: 'Vencen en 4 a 7 días',
  dueIn8Plus: 'Vencen en 8 días o más',
};
