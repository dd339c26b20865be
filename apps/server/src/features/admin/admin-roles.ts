// Who is an operator (issue 16): role `admin` on the user, given by ADMIN_EMAILS (at start and on
// sign-up) and by `npm run admin -- grant|revoke EMAIL`. Each change is audited with its source.
import { adminAuditActions, type UserRole } from '@cvlisto/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAdminAction, type SystemActor } from './admin-audit';

export type RoleChange = 'changed' | 'unchanged' | 'no-such-user';

/** Sets the role of the account with this e-mail (any letter case), audited when it changes. */
export async function setRoleByEmail(
  db: Database,
  email: string,
  role: UserRole,
  actor: SystemActor,
): Promise<RoleChange> {
  return db.transaction(async (transaction) => {
    const [user] = await transaction
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .for('update');
    if (!user) return 'no-such-user';
    if (user.role === role) return 'unchanged';
    await transaction.update(users).set({ role }).where(eq(users.id, user.id));
    await recordAdminAction(transaction, {
      actorId: null,
      actorEmail: actor,
      action: role === 'admin' ? adminAuditActions.roleGranted : adminAuditActions.roleRevoked,
      targetType: 'user',
      targetId: user.id,
      before: { role: user.role },
      after: { role },
    });
    return 'changed';
  });
}

/**
 * Makes the ADMIN_EMAILS accounts that exist operators. It never revokes: removing an address
 * from the setting leaves the role, which `npm run admin -- revoke` takes away.
 */
export async function applyAdminEmails(
  db: Database,
  adminEmails: readonly string[],
): Promise<void> {
  for (const email of adminEmails) {
    await setRoleByEmail(db, email, 'admin', 'ADMIN_EMAILS');
  }
}

/** True when ADMIN_EMAILS names this address. */
export function isConfiguredAdminEmail(adminEmails: readonly string[], email: string): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}
