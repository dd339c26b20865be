import { adminUserMessages, type AdminUserDetail, type AdminUserList } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpOperator, type AdminRouteCheck } from '../../../test/admin';
import {
  signUpBody,
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const someUserId = 'usuario-inexistente';
const routes: readonly AdminRouteCheck[] = [
  { method: 'GET', path: '/api/admin/users?q=a' },
  { method: 'GET', path: `/api/admin/users/${someUserId}` },
  {
    method: 'POST',
    path: `/api/admin/users/${someUserId}/credits`,
    json: { amount: 1, reason: 'Compensación' },
  },
];

const send = (client: TestClient, route: AdminRouteCheck) =>
  client.request(route.path, { method: route.method, json: route.json });

async function signUpNamed(email: string, name: string) {
  const client = server.createClient();
  const response = await client.post('/api/auth/sign-up/email', signUpBody({ email, name }));
  const { user } = (await response.json()) as { user: { id: string } };
  return { client, userId: user.id };
}

async function detailOf(operator: TestClient, userId: string): Promise<AdminUserDetail> {
  const response = await operator.get(`/api/admin/users/${userId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminUserDetail;
}

const adjust = (operator: TestClient, userId: string, json: unknown) =>
  operator.post(`/api/admin/users/${userId}/credits`, json);

describe('/api/admin/users refuses non-operators', () => {
  test.each(routes)('$method $path: 401 signed out, 403 for a user', async (route) => {
    const signedOut = await send(server.createClient(), route);
    const { client } = await signUpClient(server);
    const user = await send(client, route);

    expect(signedOut.status).toBe(401);
    expect(user.status).toBe(403);
    expect(await server.query('select * from admin_audit_log')).toStrictEqual([]);
  });
});

describe('GET /api/admin/users', () => {
  test('finds accounts by part of the e-mail or the name, in any case', async () => {
    const { client: operator } = await signUpOperator(server);
    const { userId: rosa } = await signUpNamed('rosa.quispe@ejemplo.pe', 'Rosa Quispe Mamani');
    const { userId: jorge } = await signUpNamed('jorge.h@ejemplo.pe', 'Jorge Huamán');

    const byEmail = (await (
      await operator.get('/api/admin/users?q=ROSA.QUI')
    ).json()) as AdminUserList;
    const byName = (await (
      await operator.get(`/api/admin/users?q=${encodeURIComponent('huamán')}`)
    ).json()) as AdminUserList;
    // A pattern character matches only itself.
    const wildcard = (await (await operator.get('/api/admin/users?q=%25')).json()) as AdminUserList;

    expect(byEmail.users.map((user) => user.id)).toStrictEqual([rosa]);
    expect(byEmail.users[0]).toMatchObject({
      email: 'rosa.quispe@ejemplo.pe',
      name: 'Rosa Quispe Mamani',
      planId: 'modo_free',
      creditsRemaining: 1,
      isAdmin: false,
    });
    expect(byName.users.map((user) => user.id)).toStrictEqual([jorge]);
    expect(wildcard.users).toStrictEqual([]);
  });
});

describe('GET /api/admin/users/:id', () => {
  test('shows plan, credits with the whole ledger, CV dates, interviews and support history — no CV or interview content', async () => {
    const { client: operator } = await signUpOperator(server);
    const { client, userId } = await signUpClient(server);
    await server.query(
      `insert into optimized_cvs (user_id, optimization_id, name, type_id, docx_file_key, pdf_file_key,
         cv_document, report, score_before, score_after)
       values ($1, gen_random_uuid(), 'CV-PRIVADO', 'optimize_es', 'x/cv.docx', 'x/cv.pdf',
         '{"contenido": "TEXTO-PRIVADO"}', '{}', 50, 80)`,
      [userId],
    );
    expect(
      (
        await client.post('/api/support', {
          issue_details: 'No puedo descargar mi CV en PDF.',
          device_type: 'mobile',
        })
      ).status,
    ).toBe(201);
    await server.query(
      `insert into interviews (user_id, mode, status, trial, position, brief, answers, limit_seconds,
         seconds_charged, charged_at)
       values ($1, 'builtin', 'completed', true, 'Analista', '{"facts": ["HECHO-PRIVADO"]}',
         '[{"answer": "RESPUESTA-PRIVADA"}]', 300, 125, now())`,
      [userId],
    );

    const response = await operator.get(`/api/admin/users/${userId}`);
    const text = await response.text();
    const detail = JSON.parse(text) as AdminUserDetail;

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(detail.plan).toStrictEqual({ id: 'modo_free', name: 'Básico' });
    expect(detail.subscription).toBeNull();
    expect(detail.credits.remaining).toBe(1);
    expect(detail.credits.ledger).toMatchObject([{ amount: 1, reason: 'sign_up', note: null }]);
    expect(detail.cvs.count).toBe(1);
    expect(detail.cvs.items[0]).toMatchObject({ type: 'optimize_es', version: 1 });
    expect(text).not.toContain('PRIVADO');
    expect(detail.interviews).toMatchObject([
      { mode: 'builtin', status: 'completed', trial: true, secondsCharged: 125 },
    ]);
    expect(text).not.toContain('PRIVADA');
    expect(detail.support).toMatchObject([
      { issueDetails: 'No puedo descargar mi CV en PDF.', deviceType: 'mobile' },
    ]);
  });

  test('an unknown account is a 404', async () => {
    const { client: operator } = await signUpOperator(server);

    const response = await operator.get('/api/admin/users/no-existe');

    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: adminUserMessages.userNotFound });
  });
});

describe('POST /api/admin/users/:id/credits', () => {
  test('a grant is a new operator_grant row: in the balance, the ledger and the audit log together', async () => {
    const {
      client: operator,
      userId: operatorId,
      email: operatorEmail,
    } = await signUpOperator(server);
    const { client, userId } = await signUpClient(server);

    const response = await adjust(operator, userId, {
      amount: 2,
      reason: '  Compensación por una optimización fallida  ',
    });

    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual({ remaining: 3 });
    const me = (await (await client.get('/api/me')).json()) as {
      credits: { remaining: number };
    };
    expect(me.credits.remaining).toBe(3);
    const detail = await detailOf(operator, userId);
    expect(detail.credits.ledger).toMatchObject([
      {
        amount: 2,
        reason: 'operator_grant',
        note: 'Compensación por una optimización fallida',
        operatorEmail,
      },
      { amount: 1, reason: 'sign_up' },
    ]);
    const audit = await server.query<Record<string, unknown>>(
      'select id, actor_id, actor_email, action, target_type, target_id, before, after from admin_audit_log where target_id = $1',
      [userId],
    );
    expect(audit).toStrictEqual([
      {
        id: expect.any(String),
        actor_id: operatorId,
        actor_email: operatorEmail,
        action: 'credits.grant',
        target_type: 'user',
        target_id: userId,
        before: { credits: 1 },
        after: { credits: 3, amount: 2, note: 'Compensación por una optimización fallida' },
      },
    ]);
    // The ledger row names the audit row that explains it.
    expect(
      await server.query(
        `select reference from credit_ledger where user_id = $1 and reason = 'operator_grant'`,
        [userId],
      ),
    ).toStrictEqual([{ reference: `admin-audit:${String(audit[0]?.id)}` }]);
  });

  test('a removal adds a negative row and leaves the past rows as they were', async () => {
    const { client: operator } = await signUpOperator(server);
    const { userId } = await signUpClient(server);
    await adjust(operator, userId, { amount: 3, reason: 'Cortesía por el reclamo' });
    const before = await server.query(
      'select * from credit_ledger where user_id = $1 order by id',
      [userId],
    );

    const response = await adjust(operator, userId, { amount: -2, reason: 'Otorgados por error' });

    expect(response.status).toBe(201);
    expect(await response.json()).toStrictEqual({ remaining: 2 });
    const after = await server.query('select * from credit_ledger where user_id = $1 order by id', [
      userId,
    ]);
    expect(after.slice(0, before.length)).toStrictEqual(before);
    expect(after.at(-1)).toMatchObject({ amount: -2, reason: 'operator_grant' });
    expect(
      await server.query(`select action from admin_audit_log where target_id = $1 order by id`, [
        userId,
      ]),
    ).toStrictEqual([{ action: 'credits.grant' }, { action: 'credits.remove' }]);
  });

  test('never removes more than the unused credits, counting one held by an optimisation', async () => {
    const { client: operator } = await signUpOperator(server);
    const { userId } = await signUpClient(server);
    await adjust(operator, userId, { amount: 1, reason: 'Cortesía por el reclamo' });
    await server.query(
      `insert into optimizations (user_id, type_id, status) values ($1, 'optimize_es', 'analyzing')`,
      [userId],
    );

    const tooMany = await adjust(operator, userId, { amount: -2, reason: 'Retiro de prueba' });

    expect(tooMany.status).toBe(409);
    expect(await tooMany.json()).toStrictEqual({
      code: 'CREDITS_NOT_AVAILABLE',
      message: adminUserMessages.tooManyRemoved(1),
      field: 'amount',
    });
    expect(
      await server.query(`select count(*)::int as rows from credit_ledger where user_id = $1`, [
        userId,
      ]),
    ).toStrictEqual([{ rows: 2 }]);
    expect(
      await adjust(operator, userId, { amount: -1, reason: 'Retiro de prueba' }),
    ).toHaveProperty('status', 201);
  });

  test.each([
    [
      'zero credits',
      { amount: 0, reason: 'Compensación' },
      'amount',
      adminUserMessages.amountRequired,
    ],
    [
      'over 100',
      { amount: 101, reason: 'Compensación' },
      'amount',
      adminUserMessages.amountRequired,
    ],
    [
      'a fraction',
      { amount: 1.5, reason: 'Compensación' },
      'amount',
      adminUserMessages.amountRequired,
    ],
    ['no reason', { amount: 1 }, 'reason', adminUserMessages.reasonRequired],
    ['a blank reason', { amount: 1, reason: '   ' }, 'reason', adminUserMessages.reasonRequired],
    [
      'a reason over 500 characters',
      { amount: 1, reason: 'x'.repeat(501) },
      'reason',
      adminUserMessages.reasonTooLong,
    ],
  ])('refuses %s, naming the field and writing nothing', async (_case, json, field, message) => {
    const { client: operator } = await signUpOperator(server);
    const { userId } = await signUpClient(server);

    const response = await adjust(operator, userId, json);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message, field });
    expect(
      await server.query('select * from admin_audit_log where target_id = $1', [userId]),
    ).toStrictEqual([]);
  });

  test('an unknown account is a 404 and nothing is written', async () => {
    const { client: operator } = await signUpOperator(server);

    const response = await adjust(operator, 'no-existe', { amount: 1, reason: 'Compensación' });

    expect(response.status).toBe(404);
    expect(
      await server.query(`select * from admin_audit_log where target_id = 'no-existe'`),
    ).toStrictEqual([]);
  });

  test('the audit row and the ledger row commit together: a failed grant leaves neither', async () => {
    const { client: operator } = await signUpOperator(server);
    const { userId } = await signUpClient(server);
    // Make the ledger refuse this user's operator rows, after the audit row is written.
    await server.query(
      `alter table credit_ledger add constraint test_refuse_grant
         check (not (reason = 'operator_grant' and user_id = '${userId}')) not valid`,
    );
    try {
      const response = await adjust(operator, userId, { amount: 1, reason: 'Compensación' });

      expect(response.status).toBe(500);
    } finally {
      await server.query('alter table credit_ledger drop constraint test_refuse_grant');
    }
    expect(
      await server.query('select * from admin_audit_log where target_id = $1', [userId]),
    ).toStrictEqual([]);
    expect((await detailOf(operator, userId)).credits.remaining).toBe(1);
  });
});
