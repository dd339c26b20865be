import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  parseSetCookie,
  signUpBody,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import {
  fileForm,
  fixturePdf,
  submit,
  waitForFinalState,
} from '../optimizations/optimization-test-helpers';
import { accountResponseSchema } from '@cvlisto/shared';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type SignedUpUser = {
  readonly client: TestClient;
  readonly userId: string;
  readonly email: string;
  readonly password: string;
};

async function signUp(overrides: { name?: string } = {}): Promise<SignedUpUser> {
  const body = signUpBody(overrides);
  const client = server.createClient();
  const response = await client.post('/api/auth/sign-up/email', body);
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { client, userId: user.id, email: body.email, password: body.password };
}

/** One real optimisation, so the user has rows in every table and files on disk. */
async function optimiseOneCv(user: SignedUpUser): Promise<void> {
  const response = await submit(
    user.client,
    await fileForm({ type: 'optimize_es' }, { url: fixturePdf, name: 'CV de prueba.pdf' }),
  );
  expect(response.status).toBe(202);
  const { id } = (await response.json()) as { id: string };
  expect((await waitForFinalState(user.client, id)).status).toBe('done');
}

const deleteAccount = (client: TestClient, json: unknown) =>
  client.request('/api/account', { method: 'DELETE', json });

const noReasons = {
  not_using: false,
  cv_issues: false,
  dont_understand_result: false,
  dont_understand_app: false,
  more_features: false,
  other_selected: false,
  other_reason: null,
};

/** Every table with a `user_id` column, found in the catalogue so a new table cannot be missed. */
async function tablesWithUserId(): Promise<string[]> {
  const rows = await server.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'user_id' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** Row counts of one user in `users` and in every table with a `user_id`. */
async function rowCountsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const [user] = await server.query<{ count: number }>(
    'select count(*)::int as count from users where id = $1',
    [userId],
  );
  counts.users = user?.count ?? 0;
  for (const table of await tablesWithUserId()) {
    const [row] = await server.query<{ count: number }>(
      `select count(*)::int as count from "${table}" where user_id = $1`,
      [userId],
    );
    counts[table] = row?.count ?? 0;
  }
  return counts;
}

const userFilesDir = (userId: string) => path.join(server.dataDir, 'files', 'users', userId);

async function listFiles(directory: string): Promise<string[]> {
  if (!existsSync(directory)) return [];
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const reasonsRecordedFor = (email: string) =>
  server.query('select * from deleted_users_reasons where email = $1', [email]);

describe('GET /api/account', () => {
  test('answers the profile page’s data: user, plan, credits used and remaining, subscription', async () => {
    const user = await signUp({ name: 'Rosa Quispe' });

    const response = await user.client.get('/api/account');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = await response.json();
    expect(accountResponseSchema.parse(account)).toStrictEqual(account);
    expect(account).toStrictEqual({
      user: { id: user.userId, email: user.email, name: 'Rosa Quispe', displayName: 'Rosa Quispe' },
      plan: { id: 'modo_free', name: 'Básico' },
      credits: { remaining: 1, used: 0 },
      subscription: null,
    });
  });

  test('used counts the user’s own completed optimisations only', async () => {
    const user = await signUp();
    const other = await signUp();
    const addUsage = (userId: string) =>
      server.query(
        `insert into tool_usage (user_id, type_id, optimization_id) values ($1, 'optimize_es', gen_random_uuid())`,
        [userId],
      );
    await addUsage(user.userId);
    await addUsage(user.userId);
    await addUsage(other.userId);

    const account = accountResponseSchema.parse(
      await (await user.client.get('/api/account')).json(),
    );

    expect(account.credits.used).toBe(2);
  });

  test('shows the user’s subscription: plan, status, renewal date, cancellation', async () => {
    const user = await signUp();
    await server.query(
      `insert into subscriptions (user_id, provider, sandbox_session_id, plan_id, status, current_period_end, cancel_at_period_end)
       values ($1, 'sandbox', gen_random_uuid(), 'modo_pro', 'active', '2026-12-21T10:00:00Z', true)`,
      [user.userId],
    );

    const account = accountResponseSchema.parse(
      await (await user.client.get('/api/account')).json(),
    );

    expect(account.subscription).toStrictEqual({
      plan: 'modo_pro',
      status: 'active',
      currentPeriodEnd: '2026-12-21T10:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  test('without a session answers 401', async () => {
    const response = await server.createClient().get('/api/account');

    expect(response.status).toBe(401);
    expect(await response.json()).toStrictEqual({
      code: 'UNAUTHORIZED',
      message: 'Usuario no autenticado',
    });
  });
});

describe('PATCH /api/account', () => {
  const rename = (client: TestClient, json: unknown) =>
    client.request('/api/account', { method: 'PATCH', json });

  test('stores the trimmed display name and answers the /api/me shape', async () => {
    const user = await signUp({ name: 'Ana Pérez' });

    const response = await rename(user.client, { displayName: '  Anita  ' });

    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toStrictEqual({
      user: { id: user.userId, email: user.email, displayName: 'Anita', isAdmin: false },
      plan: { id: 'modo_free', name: 'Básico' },
      credits: { remaining: 1, feedbackBonusAvailable: true },
    });
    expect(await (await user.client.get('/api/me')).json()).toStrictEqual(body);
    expect(
      await server.query('select display_name from profiles where user_id = $1', [user.userId]),
    ).toEqual([{ display_name: 'Anita' }]);
  });

  test('refuses an empty, missing or too long name and changes nothing', async () => {
    const user = await signUp({ name: 'Ana Pérez' });
    await rename(user.client, { displayName: 'Anita' });

    for (const [json, message] of [
      [{ displayName: '   ' }, 'El nombre no puede estar vacío'],
      [{}, 'El nombre no puede estar vacío'],
      [{ displayName: 'a'.repeat(81) }, 'El nombre no puede tener más de 80 caracteres'],
    ] as const) {
      const response = await rename(user.client, json);
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message });
    }
    expect((await rename(user.client, { displayName: 'a'.repeat(80) })).status).toBe(200);
    await rename(user.client, { displayName: 'Anita' });
    expect(
      await server.query('select display_name from profiles where user_id = $1', [user.userId]),
    ).toEqual([{ display_name: 'Anita' }]);
  });

  test('without a session answers 401', async () => {
    const response = await rename(server.createClient(), { displayName: 'Nadie' });

    expect(response.status).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  test('removes every row and file of the user, records the reasons, signs out; others untouched', async () => {
    const leaving = await signUp();
    const staying = await signUp();
    await optimiseOneCv(leaving);
    await optimiseOneCv(staying);
    // A sandbox Pro subscription each, as the sandbox checkout leaves it.
    for (const userId of [leaving.userId, staying.userId]) {
      const [checkout] = await server.query<{ id: string }>(
        `insert into checkout_sessions (user_id, provider, kind, plan_id, credits, amount_cents, status)
         values ($1, 'sandbox', 'subscription', 'modo_pro', 3, 999, 'completed') returning id`,
        [userId],
      );
      await server.query(
        `insert into subscriptions (user_id, provider, sandbox_session_id, plan_id, status, current_period_end)
         values ($1, 'sandbox', $2, 'modo_pro', 'active', now() + interval '1 month')`,
        [userId, checkout?.id],
      );
    }
    // An interview each (issue 15): it goes with the account.
    for (const userId of [leaving.userId, staying.userId]) {
      await server.query(
        `insert into interviews (user_id, mode, brief, limit_seconds) values ($1, 'builtin', '{}', 300)`,
        [userId],
      );
    }
    const leavingBefore = await rowCountsOf(leaving.userId);
    const stayingBefore = await rowCountsOf(staying.userId);
    // The optimisation touched every table the contract names, so "0 after" means something.
    for (const table of [
      'users',
      'sessions',
      'accounts',
      'profiles',
      'credit_ledger',
      'optimizations',
      'optimized_cvs',
      'tool_usage',
      'subscriptions',
      'checkout_sessions',
      'interviews',
    ]) {
      expect(leavingBefore[table], table).toBeGreaterThan(0);
    }
    expect(await listFiles(userFilesDir(leaving.userId))).not.toEqual([]);
    const stayingFiles = await listFiles(userFilesDir(staying.userId));
    expect(stayingFiles).not.toEqual([]);
    const oldCookie = [...leaving.client.cookies]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

    const response = await deleteAccount(leaving.client, {
      ...noReasons,
      cv_issues: true,
      other_selected: true,
      other_reason: '  Encontré otro trabajo  ',
    });

    expect(response.status).toBe(204);
    const sessionCookie = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name.endsWith('better-auth.session_token'));
    expect(sessionCookie?.attributes.get('max-age')).toBe('0');
    expect(leaving.client.cookies.size).toBe(0);

    const leavingAfter = await rowCountsOf(leaving.userId);
    expect(
      Object.values(leavingAfter).every((count) => count === 0),
      JSON.stringify(leavingAfter),
    ).toBe(true);
    expect(await rowCountsOf(staying.userId)).toStrictEqual(stayingBefore);
    expect(existsSync(userFilesDir(leaving.userId))).toBe(false);
    expect(await listFiles(userFilesDir(staying.userId))).toEqual(stayingFiles);

    expect(await reasonsRecordedFor(leaving.email)).toEqual([
      expect.objectContaining({
        email: leaving.email,
        not_using: false,
        cv_issues: true,
        dont_understand_result: false,
        dont_understand_app: false,
        edit_without_copy: false,
        more_features: false,
        other_selected: true,
        other_reason: 'Encontré otro trabajo',
      }),
    ]);

    // The old cookie opens nothing, and the old credentials no longer sign in.
    const withOldCookie = await server
      .createClient()
      .get('/api/me', { headers: { cookie: oldCookie } });
    expect(withOldCookie.status).toBe(401);
    const signIn = await server.createClient().post('/api/auth/sign-in/email', {
      email: leaving.email,
      password: leaving.password,
    });
    expect(signIn.status).toBe(401);
    expect((await staying.client.get('/api/me')).status).toBe(200);
    expect((await staying.client.get('/api/cvs')).status).toBe(200);
  });

  test('the text of an unchosen "Otro" is not kept', async () => {
    const user = await signUp();

    const response = await deleteAccount(user.client, {
      ...noReasons,
      not_using: true,
      other_reason: 'no debería guardarse',
    });

    expect(response.status).toBe(204);
    expect(await reasonsRecordedFor(user.email)).toEqual([
      expect.objectContaining({ not_using: true, other_selected: false, other_reason: null }),
    ]);
  });

  test('without a reason, or with "Otro" and no text, answers 400 and changes nothing', async () => {
    const user = await signUp();
    await optimiseOneCv(user);
    const before = await rowCountsOf(user.userId);
    const files = await listFiles(userFilesDir(user.userId));

    for (const [json, message] of [
      [noReasons, 'Por favor selecciona al menos una razón'],
      [{}, 'Por favor selecciona al menos una razón'],
      [{ ...noReasons, other_selected: true }, 'Por favor cuéntanos la otra razón'],
      [
        { ...noReasons, other_selected: true, other_reason: '   ' },
        'Por favor cuéntanos la otra razón',
      ],
      [
        { ...noReasons, other_selected: true, other_reason: 'x'.repeat(1001) },
        'La razón no puede tener más de 1000 caracteres',
      ],
    ] as const) {
      const response = await deleteAccount(user.client, json);
      expect(response.status).toBe(400);
      expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message });
    }
    const notBoolean = await deleteAccount(user.client, { ...noReasons, not_using: 'sí' });
    expect(notBoolean.status).toBe(400);

    expect(await rowCountsOf(user.userId)).toStrictEqual(before);
    expect(await listFiles(userFilesDir(user.userId))).toEqual(files);
    expect(await reasonsRecordedFor(user.email)).toEqual([]);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });

  test('all or nothing: when the deletion fails, the reasons, rows, files and session stay', async () => {
    const user = await signUp();
    await optimiseOneCv(user);
    const before = await rowCountsOf(user.userId);
    const files = await listFiles(userFilesDir(user.userId));
    // A failure in the middle of the cascade, after the reasons row is written.
    await server.query(`
      create function fail_profile_delete() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$;
      create trigger fail_profile_delete before delete on profiles
      for each row execute function fail_profile_delete();`);
    let response: Response;
    try {
      response = await deleteAccount(user.client, { ...noReasons, more_features: true });
    } finally {
      await server.query(`
        drop trigger fail_profile_delete on profiles;
        drop function fail_profile_delete();`);
    }

    expect(response.status).toBe(500);
    expect(await response.json()).toStrictEqual({
      code: 'ACCOUNT_DELETION_FAILED',
      message: 'Error al eliminar la cuenta. Por favor intenta nuevamente.',
    });
    expect(await rowCountsOf(user.userId)).toStrictEqual(before);
    expect(await listFiles(userFilesDir(user.userId))).toEqual(files);
    expect(await reasonsRecordedFor(user.email)).toEqual([]);
    expect((await user.client.get('/api/me')).status).toBe(200);
  });

  test('acts only on the session’s user: an id in the body or the path changes nothing', async () => {
    const target = await signUp();
    const attacker = await signUp();
    await optimiseOneCv(target);
    const targetBefore = await rowCountsOf(target.userId);

    const byPath = await attacker.client.request(`/api/account/${target.userId}`, {
      method: 'DELETE',
      json: { ...noReasons, not_using: true },
    });
    expect(byPath.status).toBe(404);
    expect(await rowCountsOf(target.userId)).toStrictEqual(targetBefore);

    const byBody = await deleteAccount(attacker.client, {
      ...noReasons,
      not_using: true,
      userId: target.userId,
      user_id: target.userId,
      email: target.email,
    });

    // The attacker deleted only their own account.
    expect(byBody.status).toBe(204);
    expect((await rowCountsOf(attacker.userId)).users).toBe(0);
    expect(await rowCountsOf(target.userId)).toStrictEqual(targetBefore);
    expect(await reasonsRecordedFor(target.email)).toEqual([]);
    expect((await target.client.get('/api/me')).status).toBe(200);
  });

  test('without a session answers 401 and deletes nothing', async () => {
    const user = await signUp();

    const response = await deleteAccount(server.createClient(), { ...noReasons, not_using: true });

    expect(response.status).toBe(401);
    expect((await rowCountsOf(user.userId)).users).toBe(1);
  });
});

describe('DELETE /api/account over https', () => {
  let secureServer: TestServer;
  beforeAll(async () => {
    secureServer = await startTestServer({ variables: { APP_URL: 'https://cvlisto.test' } });
  });
  afterAll(async () => {
    await secureServer.close();
  });

  test('clears the __Secure- session cookie Better Auth sets on https', async () => {
    const client = secureServer.createClient();
    expect((await client.post('/api/auth/sign-up/email', signUpBody())).status).toBe(200);
    expect([...client.cookies.keys()]).toContain('__Secure-better-auth.session_token');

    const response = await deleteAccount(client, { ...noReasons, dont_understand_app: true });

    expect(response.status).toBe(204);
    const cleared = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name === '__Secure-better-auth.session_token');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.has('secure')).toBe(true);
    expect(client.cookies.size).toBe(0);
  });
});
