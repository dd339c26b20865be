// Test helpers for the back office (issue 16): operators and the list of admin routes every
// suite holds to 401/403.
import { signUpClient, type TestServer } from './test-runtime';

/** A signed-in operator: signed up, then given role `admin` as ADMIN_EMAILS or the command would. */
export async function signUpOperator(server: TestServer, email?: string) {
  const operator = await signUpClient(server, email);
  await server.query(`update users set role = 'admin' where id = $1`, [operator.userId]);
  return operator;
}

export type AdminRouteCheck = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly json?: unknown;
};
