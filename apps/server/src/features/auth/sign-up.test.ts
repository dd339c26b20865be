import { signUpCredits } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  parseSetCookie,
  signUpBody,
  startTestServer,
  type TestServer,
} from '../../../test/test-runtime';

type UserRow = { id: string; email: string; name: string };
type ProfileRow = { user_id: string; plan_id: string; display_name: string | null };
type LedgerRow = { user_id: string; amount: number; reason: string; reference: string | null };

describe('POST /api/auth/sign-up/email', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const countUsers = async () =>
    Number((await server.query<{ count: string }>('select count(*) from users'))[0]?.count);

  test('creates the user with a free-plan profile and exactly one sign-up credit', async () => {
    const body = signUpBody({ email: 'Lucia.Quispe@Example.pe', name: 'Lucía Quispe' });

    const response = await server.createClient().post('/api/auth/sign-up/email', body);

    expect(response.status).toBe(200);
    const users = await server.query<UserRow>(
      'select id, email, name from users where email = $1',
      ['lucia.quispe@example.pe'],
    );
    expect(users).toEqual([
      { id: expect.any(String), email: 'lucia.quispe@example.pe', name: 'Lucía Quispe' },
    ]);
    const userId = users[0]?.id;
    expect(
      await server.query<ProfileRow>(
        'select user_id, plan_id, display_name from profiles where user_id = $1',
        [userId],
      ),
    ).toEqual([{ user_id: userId, plan_id: 'modo_free', display_name: null }]);
    expect(
      await server.query<LedgerRow>(
        'select user_id, amount, reason, reference from credit_ledger where user_id = $1',
        [userId],
      ),
    ).toEqual([{ user_id: userId, amount: 1, reason: 'sign_up', reference: null }]);
    // The grant is written by the migration's trigger; the shared constant must say the same.
    expect(signUpCredits).toBe(1);
  });

  test('signs the new user in with an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await server.createClient().post('/api/auth/sign-up/email', signUpBody());

    expect(response.status).toBe(200);
    const sessionCookies = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .filter((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookies).toHaveLength(1);
    const [sessionCookie] = sessionCookies;
    expect(sessionCookie?.value).not.toBe('');
    expect(sessionCookie?.attributes.has('httponly')).toBe(true);
    expect(sessionCookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(sessionCookie?.attributes.get('path')).toBe('/');
  });

  test('refuses a second account with the same e-mail and creates nothing', async () => {
    const body = signUpBody();
    expect((await server.createClient().post('/api/auth/sign-up/email', body)).status).toBe(200);
    const usersBefore = await countUsers();

    const response = await server
      .createClient()
      .post('/api/auth/sign-up/email', { ...body, password: 'otra-clave-456' });

    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    });
    expect(await countUsers()).toBe(usersBefore);
  });

  test('asks for a name (issue 17): none, blanks or too long are refused in Spanish', async () => {
    const usersBefore = await countUsers();
    for (const [name, code, message] of [
      ['', 'NAME_REQUIRED', 'Ingresa tu nombre'],
      ['   ', 'NAME_REQUIRED', 'Ingresa tu nombre'],
      ['Rosa '.repeat(20), 'NAME_TOO_LONG', 'El nombre no puede tener más de 80 caracteres'],
    ] as const) {
      const response = await server
        .createClient()
        .post('/api/auth/sign-up/email', signUpBody({ name }));
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toMatchObject({ code, message });
    }
    // A client that sends no name field at all is refused the same way.
    const missing = await server.createClient().post('/api/auth/sign-up/email', {
      email: 'sin-nombre@example.pe',
      password: 'clave-123456',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'NAME_REQUIRED' });
    expect(await countUsers()).toBe(usersBefore);
  });

  test('keeps the name trimmed', async () => {
    const body = signUpBody({ name: '  Lucía   Quispe ' });
    expect((await server.createClient().post('/api/auth/sign-up/email', body)).status).toBe(200);
    expect(
      await server.query<{ name: string }>('select name from users where email = $1', [body.email]),
    ).toEqual([{ name: 'Lucía Quispe' }]);
  });

  test('creates no user when its profile cannot be created (one transaction)', async () => {
    const body = signUpBody();
    const usersBefore = await countUsers();
    // Makes the trigger's profile insert fail the way any database error would.
    await server.query(
      'alter table profiles add constraint test_reject_new_profiles check (false) not valid',
    );
    try {
      const response = await server.createClient().post('/api/auth/sign-up/email', body);

      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'FAILED_TO_CREATE_USER' });
      expect(response.headers.getSetCookie()).toEqual([]);
    } finally {
      await server.query('alter table profiles drop constraint test_reject_new_profiles');
    }
    expect(await countUsers()).toBe(usersBefore);
    expect(await server.query('select 1 from users where email = $1', [body.email])).toEqual([]);
    expect(
      await server.query('select 1 from credit_ledger where user_id not in (select id from users)'),
    ).toEqual([]);
    expect(
      await server.query('select 1 from accounts where user_id not in (select id from users)'),
    ).toEqual([]);

    // The same e-mail can sign up once the database works again: nothing half-made blocks it.
    expect((await server.createClient().post('/api/auth/sign-up/email', body)).status).toBe(200);
  });
});
