import {
  adminSupportMessages,
  type AdminStats,
  type AdminSupportItem,
  type AdminSupportListResponse,
} from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import {
  signUpClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';

const operatorEmail = 'operador.soporte@example.pe';

async function list(operator: TestClient, query = '') {
  const response = await operator.get(`/api/admin/support${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminSupportListResponse).items;
}

/** A user who reports a problem through the support form; the report's id. */
async function reportProblem(server: TestServer, issue: string) {
  const user = await signUpClient(server);
  const response = await user.client.post('/api/support', {
    issue_details: issue,
    device_type: 'mobile',
  });
  expect(response.status).toBe(201);
  const [row] = await server.query<{ id: string }>(
    'select id from user_support where user_id = $1',
    [user.userId],
  );
  return { ...user, id: Number(row?.id) };
}

async function sendFeedback(server: TestServer, comment: string) {
  const user = await signUpClient(server);
  const response = await user.client.post('/api/feedback', {
    score: 'good_can_improve',
    recommendation: comment,
  });
  expect(response.status).toBe(201);
  const [row] = await server.query<{ id: string }>(
    'select id from user_feedback_scores where user_id = $1',
    [user.userId],
  );
  return { ...user, id: Number(row?.id) };
}

describe('/api/admin/support', () => {
  let server: TestServer;
  let operator: TestClient;

  beforeAll(async () => {
    server = await startTestServer({
      variables: { ADMIN_EMAILS: operatorEmail, OPERATOR_EMAIL: 'operaciones@cvlisto.pe' },
    });
    ({ client: operator } = await signUpClient(server, operatorEmail));
  });
  afterAll(async () => {
    await server.close();
  });

  test('refuses every route to a visitor (401) and to a signed-in non-operator (403)', async () => {
    const report = await reportProblem(server, 'No puedo descargar.');
    const visitor = server.createClient();
    const routes: [string, string, unknown][] = [
      ['GET', '/api/admin/support', undefined],
      ['POST', `/api/admin/support/support/${report.id}/replies`, { message: 'Hola' }],
      ['POST', `/api/admin/support/support/${report.id}/resolve`, {}],
    ];
    for (const [method, path, json] of routes) {
      const signedOut = await visitor.request(path, { method, json });
      expect(signedOut.status, `${method} ${path}`).toBe(401);
      // The reporter is a signed-in user, not an operator.
      const forbidden = await report.client.request(path, { method, json });
      expect(forbidden.status, `${method} ${path}`).toBe(403);
      expect(await forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(
      await server.query('select status from user_support where id = $1', [report.id]),
    ).toEqual([{ status: 'open' }]);
    expect(await server.query('select * from support_replies')).toEqual([]);
  });

  test('lists support reports and feedback newest first, filtered by kind and status', async () => {
    const report = await reportProblem(server, 'El PDF sale en blanco.');
    const feedback = await sendFeedback(server, 'Me gustaría una plantilla en inglés.');

    const items = await list(operator);

    const reportIndex = items.findIndex((item) => item.kind === 'support' && item.id === report.id);
    const feedbackIndex = items.findIndex(
      (item) => item.kind === 'feedback' && item.id === feedback.id,
    );
    expect(feedbackIndex).toBeGreaterThanOrEqual(0);
    expect(feedbackIndex).toBeLessThan(reportIndex);
    const createdAt = items.map((item) => item.createdAt);
    expect(createdAt).toEqual([...createdAt].sort().reverse());
    expect(items[reportIndex]).toMatchObject({
      userEmail: report.email,
      text: 'El PDF sale en blanco.',
      deviceType: 'mobile',
      score: null,
      status: 'open',
      replies: [],
    });
    expect(items[feedbackIndex]).toMatchObject({
      userEmail: feedback.email,
      text: 'Me gustaría una plantilla en inglés.',
      score: 'good_can_improve',
      deviceType: null,
    });
    expect((await list(operator, '?kind=feedback')).every((item) => item.kind === 'feedback')).toBe(
      true,
    );
    expect((await list(operator, '?kind=support')).every((item) => item.kind === 'support')).toBe(
      true,
    );
    expect((await list(operator, '?status=resolved')).some((item) => item.id === report.id)).toBe(
      false,
    );
  });

  test('a reply is e-mailed to the user, stored with the request and audited', async () => {
    const report = await reportProblem(server, 'No me llegó el correo de confirmación.');
    const message = 'Hola, ya reenviamos el correo.\nRevisa también la carpeta de spam.';

    const response = await operator.post(`/api/admin/support/support/${report.id}/replies`, {
      message,
    });

    expect(response.status).toBe(201);
    const item = (await response.json()) as AdminSupportItem;
    expect(item.replies).toMatchObject([{ message, sentTo: report.email, operatorEmail }]);
    expect(item.status).toBe('open');
    const mails = (await readOutbox(server.dataDir)).filter((mail) => mail.to === report.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Respuesta a tu reporte de soporte');
    expect(mails[0]?.text).toContain('Revisa también la carpeta de spam.');
    expect(mails[0]?.text).toContain('> No me llegó el correo de confirmación.');
    const audit = await server.query(
      `select actor_email, target_type, target_id, before, after from admin_audit_log
       where action = 'support.reply' and target_id = $1`,
      [String(report.id)],
    );
    expect(audit).toMatchObject([
      {
        actor_email: operatorEmail,
        target_type: 'support',
        before: { replies: 0 },
        after: { replies: 1, sentTo: report.email, message },
      },
    ]);
  });

  test('feedback gets a reply too', async () => {
    const feedback = await sendFeedback(server, 'Tardó mucho en procesar.');

    const response = await operator.post(`/api/admin/support/feedback/${feedback.id}/replies`, {
      message: 'Gracias, lo estamos mejorando.',
    });

    expect(response.status).toBe(201);
    const [mail] = (await readOutbox(server.dataDir)).filter((item) => item.to === feedback.email);
    expect(mail?.subject).toContain('Respuesta a tu opinión');
    expect(
      await server.query(
        'select feedback_id, support_id from support_replies where feedback_id = $1',
        [feedback.id],
      ),
    ).toEqual([{ feedback_id: String(feedback.id), support_id: null }]);
  });

  test('an empty reply is refused, naming the field', async () => {
    const report = await reportProblem(server, 'Algo falla.');
    const response = await operator.post(`/api/admin/support/support/${report.id}/replies`, {
      message: '  ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({
      code: 'VALIDATION_ERROR',
      message: adminSupportMessages.replyRequired,
      field: 'message',
    });
  });

  test('marking resolved is audited and happens once; the filters follow it', async () => {
    const report = await reportProblem(server, 'Ya lo resolví yo solo, gracias.');

    const responses = await Promise.all([
      operator.post(`/api/admin/support/support/${report.id}/resolve`),
      operator.post(`/api/admin/support/support/${report.id}/resolve`),
    ]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const conflict = responses.find((response) => response.status === 409);
    expect(await conflict?.json()).toStrictEqual({
      code: 'SUPPORT_ALREADY_RESOLVED',
      message: adminSupportMessages.alreadyResolved,
    });
    const audit = await server.query(
      `select actor_email, target_type, before, after from admin_audit_log
       where action = 'support.resolve' and target_id = $1`,
      [String(report.id)],
    );
    expect(audit).toMatchObject([
      {
        actor_email: operatorEmail,
        target_type: 'support',
        before: { status: 'open' },
        after: { status: 'resolved' },
      },
    ]);
    expect((await list(operator, '?status=open')).some((item) => item.id === report.id)).toBe(
      false,
    );
    expect(
      (await list(operator, '?status=resolved&kind=support')).find((item) => item.id === report.id),
    ).toMatchObject({ status: 'resolved' });
  });

  test('the replies go with the account when its user deletes it', async () => {
    const report = await reportProblem(server, 'Quiero borrar mi cuenta.');
    await operator.post(`/api/admin/support/support/${report.id}/replies`, {
      message: 'Puedes hacerlo desde tu perfil.',
    });
    expect(
      await server.query('select id from support_replies where support_id = $1', [report.id]),
    ).toHaveLength(1);

    const deleted = await report.client.request('/api/account', {
      method: 'DELETE',
      json: {
        not_using: true,
        cv_issues: false,
        dont_understand_result: false,
        dont_understand_app: false,
        more_features: false,
        other_selected: false,
        other_reason: null,
      },
    });

    expect(deleted.status).toBe(204);
    expect(
      await server.query('select id from support_replies where support_id = $1', [report.id]),
    ).toEqual([]);
  });

  test('the Resumen counts open support requests only', async () => {
    const readOpen = async () =>
      ((await (await operator.get('/api/admin/stats')).json()) as AdminStats).openSupportRequests;
    const before = await readOpen();
    await reportProblem(server, 'Sigue abierto.');
    const resolved = await reportProblem(server, 'Se resolverá.');
    await operator.post(`/api/admin/support/support/${resolved.id}/resolve`);

    expect(await readOpen()).toBe(before + 1);
  });

  test('an unknown kind or id is a 404', async () => {
    expect((await operator.post('/api/admin/support/support/999999/resolve')).status).toBe(404);
    expect((await operator.post('/api/admin/support/otros/1/resolve')).status).toBe(404);
    expect(
      (await operator.post('/api/admin/support/feedback/999999/replies', { message: 'Hola' }))
        .status,
    ).toBe(404);
  });
});

describe('/api/admin/support when the mail server is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on the discard port: every send is refused at once.
    server = await startTestServer({
      variables: { ADMIN_EMAILS: operatorEmail, SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  test('a reply that cannot be e-mailed is not stored', async () => {
    const { client: operator } = await signUpClient(server, operatorEmail);
    const report = await reportProblem(server, 'No carga.');

    const response = await operator.post(`/api/admin/support/support/${report.id}/replies`, {
      message: 'Hola.',
    });

    expect(response.status).toBe(502);
    expect(await response.json()).toStrictEqual({
      code: 'SUPPORT_MAIL_FAILED',
      message: adminSupportMessages.mailFailed,
    });
    expect(await server.query('select * from support_replies')).toEqual([]);
    expect(
      await server.query(`select * from admin_audit_log where action = 'support.reply'`),
    ).toEqual([]);
  });
});
