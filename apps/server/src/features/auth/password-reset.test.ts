import { failedSignInLimit } from '@cvlisto/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readOutbox } from '../../../test/outbox';
import { signUpBody, startTestServer, type TestServer } from '../../../test/test-runtime';

describe('password reset by e-mail link', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  test('the e-mailed link leads to a new password; the old one stops working', async () => {
    const account = signUpBody({ name: 'Rosa Huamán' });
    expect((await server.createClient().post('/api/auth/sign-up/email', account)).status).toBe(200);
    const browser = server.createClient();

    const request = await browser.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/restablecer-contrasena',
    });
    expect(request.status).toBe(200);

    // Without SMTP_URL the mailer writes the message to <DATA_DIR>/outbox.
    const messages = await readOutbox(server.dataDir);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message?.to).toBe(account.email);
    expect(message?.subject).toBe('Restablece tu contraseña de CVListo');
    expect(message?.text).toContain('Hola, Rosa Huamán:');
    const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/?]+\?/);
    const linkUrl = new URL(link ?? '');

    // Opening the link: the server checks the token and sends the browser to the app's page.
    const opened = await browser.get(`${linkUrl.pathname}${linkUrl.search}`);
    expect(opened.status).toBe(302);
    const destination = new URL(opened.headers.get('location') ?? '', server.environment.appUrl);
    expect(destination.pathname).toBe('/restablecer-contrasena');
    const token = destination.searchParams.get('token');
    expect(token).toBe(linkUrl.pathname.split('/').at(-1));

    const newPassword = 'mi-nueva-clave-789';
    const reset = await browser.post('/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);

    const withOld = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(withOld.status).toBe(401);
    const withNew = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email: account.email, password: newPassword });
    expect(withNew.status).toBe(200);

    // A token works once.
    const again = await browser.post('/api/auth/reset-password', {
      newPassword: 'otra-clave-000',
      token,
    });
    expect(again.status).toBe(400);
  });

  test('the e-mail greets the name the profile has now, not the one given at sign-up', async () => {
    const account = signUpBody({ name: 'Rosa Huamán' });
    const owner = server.createClient();
    expect((await owner.post('/api/auth/sign-up/email', account)).status).toBe(200);
    const renamed = await owner.request('/api/account', {
      method: 'PATCH',
      json: { displayName: 'Rosita Huamán' },
    });
    expect(renamed.status).toBe(200);

    const request = await server.createClient().post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/restablecer-contrasena',
    });
    expect(request.status).toBe(200);

    const message = (await readOutbox(server.dataDir)).find(
      (candidate) => candidate.to === account.email,
    );
    expect(message?.text).toContain('Hola, Rosita Huamán:');
    expect(message?.text).not.toContain('Rosa Huamán');
  });

  test('a new password set through the link lifts the lock that wrong guesses put on the account', async () => {
    const account = signUpBody({ name: 'Rosa Huamán' });
    expect((await server.createClient().post('/api/auth/sign-up/email', account)).status).toBe(200);
    for (let attempt = 0; attempt <= failedSignInLimit.max; attempt += 1) {
      await server
        .createClient()
        .post('/api/auth/sign-in/email', { email: account.email, password: `no-es-${attempt}` });
    }
    const locked = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    expect(locked.status).toBe(429);

    const browser = server.createClient();
    await browser.post('/api/auth/request-password-reset', {
      email: account.email,
      redirectTo: '/restablecer-contrasena',
    });
    const message = (await readOutbox(server.dataDir)).find(
      (candidate) => candidate.to === account.email,
    );
    const token = /reset-password\/([^/?\s]+)/.exec(message?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const newPassword = 'mi-nueva-clave-456';
    expect((await browser.post('/api/auth/reset-password', { newPassword, token })).status).toBe(
      200,
    );

    const signIn = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email: account.email, password: newPassword });
    expect(signIn.status).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no message is sent', async () => {
    const before = (await readOutbox(server.dataDir)).length;

    const response = await server.createClient().post('/api/auth/request-password-reset', {
      email: 'desconocido@example.pe',
      redirectTo: '/restablecer-contrasena',
    });

    expect(response.status).toBe(200);
    expect(await readOutbox(server.dataDir)).toHaveLength(before);
  });
});
