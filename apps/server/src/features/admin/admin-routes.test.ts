import { systemActors } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpOperator, type AdminRouteCheck } from '../../../test/admin';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { createLogger } from '../../logger';
import { startRuntime } from '../../runtime';
import { recordAdminAction } from './admin-audit';
import { setRoleByEmail } from './admin-roles';

const configuredOperatorEmail = 'operadora@cvlisto.pe';

// Every route of the foundation; an unknown path under /api/admin is refused the same way, so a
// visitor learns nothing of what exists.
const adminRoutes: readonly AdminRouteCheck[] = [
  { method: 'GET', path: '/api/admin/audit' },
  { method: 'GET', path: '/api/admin/no-existe' },
  { method: 'POST', path: '/api/admin/no-existe', json: {} },
];

function send(client: TestClient, route: AdminRouteCheck) {
  return client.request(route.path, { method: route.method, json: route.json });
}

describe('/api/admin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      variables: { ADMIN_EMAILS: ` ${configuredOperatorEmail.toUpperCase()} , otra@cvlisto.pe` },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test.each(adminRoutes)('$method $path: 401 signed out', async (route) => {
    const response = await send(server.createClient(), route);

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test.each(adminRoutes)('$method $path: 403 for a signed-in user', async (route) => {
    const { client } = await signUpClient(server);

    const response = await send(client, route);

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('ADMIN_EMAILS makes an account an operator on sign-up, audited as the setting', async () => {
    const { client, userId } = await signUpClient(server, configuredOperatorEmail);

    const me = (await (await client.get('/api/me')).json()) as { user: { isAdmin: boolean } };
    const audit = await client.get('/api/admin/audit');

    expect(me.user.isAdmin).toBe(true);
    expect(audit.status).toBe(200);
    const page = (await audit.json()) as { entries: unknown[] };
    expect(page.entries).toContainEqual(
      expect.objectContaining({
        actorId: null,
        actorEmail: systemActors.adminEmails,
        action: 'role.grant',
        targetType: 'user',
        targetId: userId,
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    );
  });

  test('a user not in ADMIN_EMAILS is no operator', async () => {
    const { client } = await signUpClient(server);

    const me = (await (await client.get('/api/me')).json()) as { user: { isAdmin: boolean } };

    expect(me.user.isAdmin).toBe(false);
  });

  test('ADMIN_EMAILS applies at start to accounts that already exist', async () => {
    const { client, email } = await signUpClient(server);
    expect((await client.get('/api/admin/audit')).status).toBe(403);

    // A second process on the same database, started with the address configured.
    const restarted = await startRuntime(
      { ...server.environment, adminEmails: [email], runWorker: false },
      createLogger('silent'),
    );
    try {
      expect((await client.get('/api/admin/audit')).status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  test('a revoke takes effect on the next request of a signed-in operator', async () => {
    const { client, email } = await signUpOperator(server);
    expect((await client.get('/api/admin/audit')).status).toBe(200);

    expect(await setRoleByEmail(server.runtime.database.db, email, 'user', 'command line')).toBe(
      'changed',
    );

    expect((await client.get('/api/admin/audit')).status).toBe(403);
  });

  test('the audit log answers newest first, a page at a time, filtered by target', async () => {
    const { client, userId } = await signUpOperator(server);
    const targetId = `prueba-${userId}`;
    for (const step of [1, 2, 3]) {
      await recordAdminAction(server.runtime.database.db, {
        actorId: userId,
        action: 'test.step',
        targetType: 'test',
        targetId,
        before: { step: step - 1 },
        after: { step },
      });
    }

    const first = await client.get(`/api/admin/audit?targetType=test&targetId=${targetId}`);
    const page = (await first.json()) as {
      entries: { actorEmail: string; after: { step: number } }[];
      nextCursor: number | null;
    };

    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(page.entries.map((entry) => entry.after.step)).toStrictEqual([3, 2, 1]);
    const [operator] = await server.query<{ email: string }>(
      'select email from users where id = $1',
      [userId],
    );
    expect(page.entries[0]?.actorEmail).toBe(operator?.email);
    expect(page.nextCursor).toBeNull();
    expect((await client.get('/api/admin/audit?before=abc')).status).toBe(400);
  });

  test('nobody can change or remove an audit row, not even the database owner', async () => {
    await recordAdminAction(server.runtime.database.db, {
      actorId: null,
      actorEmail: 'command line',
      action: 'test.keep',
      targetType: 'test',
      targetId: 'inmutable',
      before: null,
      after: { kept: true },
    });

    await expect(
      server.query(`update admin_audit_log set action = 'x' where target_id = 'inmutable'`),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(
      server.query(`delete from admin_audit_log where target_id = 'inmutable'`),
    ).rejects.toThrow(/never changed or deleted/);
    await expect(server.query('truncate admin_audit_log')).rejects.toThrow(
      /never changed or deleted/,
    );
    expect(
      await server.query(`select action from admin_audit_log where target_id = 'inmutable'`),
    ).toStrictEqual([{ action: 'test.keep' }]);
  });

  test("an operator's deleted account leaves their audit rows", async () => {
    const { client, userId } = await signUpOperator(server);
    await recordAdminAction(server.runtime.database.db, {
      actorId: userId,
      action: 'test.kept-after-deletion',
      targetType: 'test',
      targetId: userId,
      before: null,
      after: null,
    });

    await server.query('delete from users where id = $1', [userId]);

    expect(
      await server.query('select actor_id from admin_audit_log where target_id = $1', [userId]),
    ).toStrictEqual([{ actor_id: userId }]);
    expect((await client.get('/api/admin/audit')).status).toBe(401);
  });
});
