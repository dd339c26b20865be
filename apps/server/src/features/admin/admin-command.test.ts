import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { adminCommandUsage, runAdminCommand } from './admin-command';

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const runFile = promisify(execFile);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const roleOf = async (userId: string) =>
  (await server.query<{ role: string }>('select role from users where id = $1', [userId]))[0]?.role;

describe('npm run admin', () => {
  test('grant then revoke: the role changes at once and each change is audited as the command line', async () => {
    const { client, userId, email } = await signUpClient(server);
    const db = server.runtime.database.db;

    expect(await runAdminCommand(db, ['grant', email.toUpperCase()])).toMatchObject({
      exitCode: 0,
    });
    expect(await roleOf(userId)).toBe('admin');
    expect((await client.get('/api/admin/audit')).status).toBe(200);

    expect(await runAdminCommand(db, ['revoke', email])).toMatchObject({ exitCode: 0 });
    expect(await roleOf(userId)).toBe('user');
    expect((await client.get('/api/admin/audit')).status).toBe(403);

    expect(
      await server.query(
        'select actor_id, actor_email, action, before, after from admin_audit_log where target_id = $1 order by id',
        [userId],
      ),
    ).toStrictEqual([
      {
        actor_id: null,
        actor_email: 'command line',
        action: 'role.grant',
        before: { role: 'user' },
        after: { role: 'admin' },
      },
      {
        actor_id: null,
        actor_email: 'command line',
        action: 'role.revoke',
        before: { role: 'admin' },
        after: { role: 'user' },
      },
    ]);
  });

  test('a repeat changes and audits nothing', async () => {
    const { userId, email } = await signUpClient(server);
    const db = server.runtime.database.db;

    await runAdminCommand(db, ['grant', email]);
    const repeat = await runAdminCommand(db, ['grant', email]);

    expect(repeat.exitCode).toBe(0);
    expect(repeat.message).toContain('ya era operador');
    expect(
      await server.query('select count(*)::int as rows from admin_audit_log where target_id = $1', [
        userId,
      ]),
    ).toStrictEqual([{ rows: 1 }]);
  });

  test.each([[[]], [['grant']], [['promote', 'a@b.pe']], [['grant', 'a@b.pe', 'extra']]])(
    'explains its usage for %j',
    async (args) => {
      expect(await runAdminCommand(server.runtime.database.db, args)).toStrictEqual({
        exitCode: 1,
        message: adminCommandUsage,
      });
    },
  );

  test('an unknown e-mail fails, writing nothing', async () => {
    const result = await runAdminCommand(server.runtime.database.db, ['grant', 'nadie@ejemplo.pe']);

    expect(result).toStrictEqual({
      exitCode: 1,
      message: 'No hay ninguna cuenta con el email nadie@ejemplo.pe.',
    });
  });

  test('runs from the repository root as `npm run admin -- grant EMAIL`', async () => {
    const { userId, email } = await signUpClient(server);

    const { stdout } = await runFile('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: server.database.url },
    });

    expect(stdout).toContain(`${email} es operador`);
    expect(await roleOf(userId)).toBe('admin');
  }, 60_000);
});
