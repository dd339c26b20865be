import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  parseSetCookie,
  signUpBody,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/test-runtime';
import { clientIpHeader } from './auth';

describe('sign-in, sign-out and their protections', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const countUsers = async () =>
    Number((await server.query<{ count: string }>('select count(*) from users'))[0]?.count);

  async function signUp(): Promise<{ email: string; password: string; browser: TestClient }> {
    const body = signUpBody();
    const browser = server.createClient();
    const response = await browser.post('/api/auth/sign-up/email', body);
    expect(response.status).toBe(200);
    return { email: body.email, password: body.password, browser };
  }

  test('signs in with the right password', async () => {
    const { email, password } = await signUp();
    const browser = server.createClient();

    const response = await browser.post('/api/auth/sign-in/email', { email, password });

    expect(response.status).toBe(200);
    const sessionCookie = response.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie?.attributes.has('httponly')).toBe(true);
    expect(sessionCookie?.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });
  });

  test('a wrong password answers 401, signs nobody in and creates no account', async () => {
    const { email } = await signUp();
    const usersBefore = await countUsers();
    const browser = server.createClient();

    const response = await browser.post('/api/auth/sign-in/email', {
      email,
      password: 'no-es-mi-clave',
    });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(browser.cookies.size).toBe(0);
    expect(await countUsers()).toBe(usersBefore);
    expect((await browser.get('/api/me')).status).toBe(401);
  });

  test('an unknown e-mail answers 401 and creates no account (no sign-up on failed sign-in)', async () => {
    const usersBefore = await countUsers();
    const email = 'nadie-con-este-correo@example.pe';

    const response = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email, password: 'clave-segura-123' });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect(await countUsers()).toBe(usersBefore);
    expect(await server.query('select 1 from users where email = $1', [email])).toEqual([]);
  });

  test('signing out invalidates the session on the server, not only the cookie', async () => {
    const { browser } = await signUp();
    expect((await browser.get('/api/me')).status).toBe(200);
    const stolenCookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const response = await browser.post('/api/auth/sign-out');

    expect(response.status).toBe(200);
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get('/api/me')).status).toBe(401);
    // Replaying the old cookie must not work either: the session row is gone.
    const replay = await server
      .createClient()
      .get('/api/me', { headers: { cookie: stolenCookie } });
    expect(replay.status).toBe(401);
  });

  test('refuses a cookie-carrying POST from an untrusted origin (CSRF)', async () => {
    const { browser } = await signUp();

    const response = await browser.post(
      '/api/auth/sign-out',
      {},
      {
        headers: { origin: 'https://sitio-malicioso.example' },
      },
    );

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    const withoutOrigin = await browser.post('/api/auth/sign-out', {}, { withoutOrigin: true });
    expect(withoutOrigin.status).toBe(403);
    expect(await withoutOrigin.json()).toMatchObject({ code: 'MISSING_OR_NULL_ORIGIN' });
    // Still signed in: the forged request did nothing.
    expect((await browser.get('/api/me')).status).toBe(200);
  });

  test('more than 5 sign-in attempts a minute from one client answer 429', async () => {
    const { email, password } = await signUp();
    const attacker = server.createClient();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await attacker.post('/api/auth/sign-in/email', {
        email,
        password: `intento-${attempt}-incorrecto`,
      });
      expect(response.status).toBe(401);
    }

    const sixth = await attacker.post('/api/auth/sign-in/email', { email, password });
    expect(sixth.status).toBe(429);

    // The address the limit counts is the connection's, set by the server: a client cannot pick
    // a fresh one with the internal header or X-Forwarded-For (TRUST_PROXY is off).
    const disguised = await attacker.post(
      '/api/auth/sign-in/email',
      { email, password },
      { headers: { [clientIpHeader]: '203.0.113.77', 'x-forwarded-for': '203.0.113.78' } },
    );
    expect(disguised.status).toBe(429);

    // Another client is not affected.
    const someoneElse = await server
      .createClient()
      .post('/api/auth/sign-in/email', { email, password });
    expect(someoneElse.status).toBe(200);
  });
});

describe('sign-in rate limit behind a trusted reverse proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ variables: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await server.close();
  });

  test('counts per client address from X-Forwarded-For, which the internal header cannot override', async () => {
    const account = signUpBody();
    expect((await server.createClient().post('/api/auth/sign-up/email', account)).status).toBe(200);
    // Every request arrives from the proxy's address; the proxy names the client.
    const proxy = server.createClient({ ipAddress: '10.0.0.2' });
    const signInAs = (clientAddress: string, extraHeaders: Record<string, string> = {}) =>
      proxy.post(
        '/api/auth/sign-in/email',
        { email: account.email, password: 'clave-equivocada-1' },
        { headers: { 'x-forwarded-for': `${clientAddress}, 10.0.0.1`, ...extraHeaders } },
      );

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signInAs('203.0.113.10')).status).toBe(401);
    }
    expect((await signInAs('203.0.113.10')).status).toBe(429);
    expect((await signInAs('203.0.113.10', { [clientIpHeader]: '203.0.113.99' })).status).toBe(429);

    // Another client behind the same proxy has its own count.
    expect((await signInAs('203.0.113.11')).status).toBe(401);
  });
});
