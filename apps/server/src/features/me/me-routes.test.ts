import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  signUpBody,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';

describe('GET /api/me', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function signUp(
    overrides: { email?: string; name?: string } = {},
  ): Promise<{ browser: TestClient; userId: string; email: string }> {
    const body = signUpBody(overrides);
    const browser = server.createClient();
    const response = await browser.post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(200);
    const [user] = await server.query<{ id: string }>('select id from users where email = $1', [
      body.email,
    ]);
    if (!user) throw new Error('the signed-up user is missing');
    return { browser, userId: user.id, email: body.email };
  }

  test('answers with the user, the plan and the remaining credits, and nothing else', async () => {
    const { browser, userId } = await signUp({ email: 'maria.flores@example.pe' });
    // An account from before the name was asked at sign-up (issue 17) has none: the greeting
    // falls back to the e-mail's local part, as spec/core.md §3 says.
    await server.query("update users set name = '' where id = $1", [userId]);

    const response = await browser.get('/api/me');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toStrictEqual({
      user: {
        id: userId,
        email: 'maria.flores@example.pe',
        displayName: 'maria.flores',
        isAdmin: false,
      },
      plan: { id: 'modo_free', name: 'Básico' },
      credits: { remaining: 1, feedbackBonusAvailable: true },
    });
  });

  test('greets by the account name when there is one', async () => {
    const { browser } = await signUp({ name: 'Ana Pérez' });

    const me = (await (await browser.get('/api/me')).json()) as { user: { displayName: string } };

    expect(me.user.displayName).toBe('Ana Pérez');
  });

  test('a display name chosen in the profile wins over the account name', async () => {
    const { browser, userId } = await signUp({ name: 'Ana Pérez' });
    await server.query('update profiles set display_name = $1 where user_id = $2', [
      'Anita',
      userId,
    ]);

    const me = (await (await browser.get('/api/me')).json()) as { user: { displayName: string } };

    expect(me.user.displayName).toBe('Anita');
  });

  test('remaining credits are the ledger sum, never below zero', async () => {
    const { browser, userId } = await signUp();
    const remaining = async () =>
      ((await (await browser.get('/api/me')).json()) as { credits: { remaining: number } }).credits
        .remaining;
    const addLedgerRow = (amount: number, reason: string, reference: string) =>
      server.query(
        'insert into credit_ledger (user_id, amount, reason, reference) values ($1, $2, $3, $4)',
        [userId, amount, reason, reference],
      );

    await addLedgerRow(3, 'subscription_period', `period-${userId}`);
    expect(await remaining()).toBe(4);

    await addLedgerRow(-1, 'optimisation', `cv-${userId}`);
    expect(await remaining()).toBe(3);

    // More debited than granted (e.g. a forfeit larger than what is left) shows 0, not -2.
    await addLedgerRow(-5, 'forfeit', `forfeit-${userId}`);
    expect(await remaining()).toBe(0);
  });

  test('another user’s credits never count', async () => {
    const first = await signUp();
    const second = await signUp();
    await server.query('insert into credit_ledger (user_id, amount, reason) values ($1, 10, $2)', [
      first.userId,
      'operator_grant',
    ]);

    const me = (await (await second.browser.get('/api/me')).json()) as {
      credits: { remaining: number };
    };

    expect(me.credits.remaining).toBe(1);
  });

  test('without a session answers 401 with the error shape', async () => {
    const response = await server.createClient().get('/api/me');

    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toStrictEqual({
      code: 'UNAUTHORIZED',
      message: 'Usuario no autenticado',
    });
  });

  test('GET /api/session answers 200 with the user, or with null for a visitor', async () => {
    const { browser } = await signUp();
    const signedIn = await browser.get('/api/session');
    const visitor = await server.createClient().get('/api/session');

    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    expect(await signedIn.json()).toMatchObject({ me: { credits: { remaining: 1 } } });
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toStrictEqual({ me: null });
  });

  test('with a forged session cookie answers 401', async () => {
    const response = await server.createClient().get('/api/me', {
      headers: { cookie: 'better-auth.session_token=inventado.firma-falsa' },
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('an unexpected failure answers 500 with a generic message and no internals', async () => {
    const { browser } = await signUp();
    // The session lookup still works; the query behind /api/me fails as a broken database would.
    await server.query('alter table plans rename to plans_hidden_by_test');
    let response: Response;
    try {
      response = await browser.get('/api/me');
    } finally {
      await server.query('alter table plans_hidden_by_test rename to plans');
    }

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toStrictEqual({
      code: 'INTERNAL_ERROR',
      message: 'Ocurrió un error inesperado. Por favor intenta nuevamente.',
    });
    expect(text).not.toContain('plans');
    expect(text).not.toMatch(/\.ts:\d+/);
  });
});
