// `npm run admin -- grant EMAIL` / `revoke EMAIL` (issue 16): makes an account an operator, or
// stops it being one, on a running server without a redeploy. Audited as the command line.
import { systemActors, type UserRole } from '@cvlisto/shared';
import type { Database } from '../../db/client';
import { setRoleByEmail } from './admin-roles';

export const adminCommandUsage = 'Uso: npm run admin -- grant EMAIL | revoke EMAIL';

const roleOfCommand: Readonly<Record<string, UserRole>> = { grant: 'admin', revoke: 'user' };

export type AdminCommandResult = { readonly exitCode: 0 | 1; readonly message: string };

/** Runs the command's arguments (after `--`) against the database. */
export async function runAdminCommand(
  db: Database,
  args: readonly string[],
): Promise<AdminCommandResult> {
  const [command = '', email = '', ...rest] = args;
  const role = roleOfCommand[command];
  if (!role || !email.includes('@') || rest.length > 0) {
    return { exitCode: 1, message: adminCommandUsage };
  }
  const change = await setRoleByEmail(db, email, role, systemActors.commandLine);
  if (change === 'no-such-user') {
    return { exitCode: 1, message: `No hay ninguna cuenta con el email ${email}.` };
  }
  const done = role === 'admin' ? 'es operador' : 'ya no es operador';
  return {
    exitCode: 0,
    message:
      change === 'changed'
        ? `${email} ${done} (registrado en la auditoría).`
        : `${email} ya ${role === 'admin' ? 'era operador' : 'no era operador'}: nada que cambiar.`,
  };
}
