import { supportMessages } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';
import { supportRateLimit } from './support-routes';

describe('POST /api/support', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ variables: { OPERATOR_EMAIL: 'operaciones@cvlisto.pe' } });
  });
  afterAll(async () => {
    await server.close();
  });

  test('refuses a signed-out visitor', async () => {
    const response = await server
      .createClient()
      .post('/api/support', { issue_details: 'No carga', device_type: 'mobile' });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await server.query('select * from user_support')).toHaveLength(0);
  });

  test('stores the report for the signed-in user and tells the operator', async () => {
    const { client: browser, userId, email } = await signUpClient(server);

    const response = await browser.post('/api/support', {
      issue_details: '  El botón de descarga no responde en mi celular.  ',
      device_type: 'mobile',
    });

    expect(response.status).toBe(201);
    const rows = await server.query('select user_id, issue_details, device_type from user_support');
    expect(rows).toStrictEqual([
      {
        user_id: userId,
        issue_details: 'El botón de descarga no responde en mi celular.',
        device_type: 'mobile',
      },
    ]);
    const notice = (await readOutbox(server.dataDir)).find(
      (message) => message.to === 'operaciones@cvlisto.pe',
    );
    expect(notice?.subject).toContain('soporte');
    expect(notice?.text).toContain(email);
    expect(notice?.text).toContain('El botón de descarga no responde en mi celular.');
  });

  test.each([
    [
      'issue_details',
      { issue_details: '   ', device_type: 'desktop' },
      supportMessages.issueRequired,
    ],
    [
      'device_type',
      { issue_details: 'Algo falla', device_type: 'tv' },
      supportMessages.deviceRequired,
    ],
  ])('refuses a missing %s, naming the field', async (field, body, message) => {
    const { client: browser } = await signUpClient(server);

    const response = await browser.post('/api/support', body);

    expect(response.status).toBe(400);
    expect(await response.json()).toStrictEqual({ code: 'VALIDATION_ERROR', message, field });
  });
  test('one user sends at most 5 reports an hour, from any session; the rest get 429, stores and mails nothing', async () => {
    const { client: browser, userId, email } = await signUpClient(server);
    const report = { issue_details: 'No puedo descargar mi CV.', device_type: 'desktop' };
    // All at once, as the account that sent 200 in 0.9 s did: the count is one atomic statement.
    const responses = await Promise.all(
      Array.from({ length: supportRateLimit.max + 3 }, () => browser.post('/api/support', report)),
    );
    const statuses = responses.map((response) => response.status).sort();
    const noticesBefore = (await readOutbox(server.dataDir)).length;

    // A second session of the same account counts against the same limit.
    const secondSession = server.createClient();
    const signIn = await secondSession.post('/api/auth/sign-in/email', {
      email,
      password: 'clave-segura-123',
    });
    expect(signIn.status).toBe(200);
    const refused = await secondSession.post('/api/support', report);

    expect(statuses).toStrictEqual([...Array(supportRateLimit.max).fill(201), 429, 429, 429]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toStrictEqual({
      code: 'TOO_MANY_REQUESTS',
      message: supportMessages.tooMany,
    });
    expect(
      await server.query('select id from user_support where user_id = $1', [userId]),
    ).toHaveLength(supportRateLimit.max);
    expect((await readOutbox(server.dataDir)).length).toBe(noticesBefore);
    // Another user is not affected.
    const { client: someoneElse } = await signUpClient(server);
    expect((await someoneElse.post('/api/support', report)).status).toBe(201);
  });
});
