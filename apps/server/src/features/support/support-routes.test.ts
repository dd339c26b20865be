import { supportMessages } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import { signUpClient, startTestServer, type TestServer } from '../../../test/test-runtime';

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
});
