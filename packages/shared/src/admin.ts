// The operators' back office (issue 16, PRODUCT.md §3.7): roles, the audit log's shapes and the
// API's shapes shared by the server and the web app.
import { adminBlogAuditActionLabels } from './admin-blog';

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
  ...adminBlogAuditActionLabels,
};
