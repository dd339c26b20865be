import { authMessages, failedSignInLimit } from '@cvlisto/shared';
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
  describe('failed sign-ins per account, from any number of addresses (issue 11)', () => {
    const wrongPassword = (email: string, attempt: number) =>
      server.createClient().post('/api/auth/sign-in/email', {
        email,
        password: `clave-equivocada-${attempt}`,
      });

    const lockedOut = {
      code: 'TOO_MANY_FAILED_SIGN_INS',
      message: authMessages.tooManyFailedSignIns,
    };

    test('the 11th wrong password, each from a new address, answers 429; so does the right one', async () => {
      const { email, password } = await signUp();
      for (let attempt = 1; attempt <= failedSignInLimit.max; attempt += 1) {
        expect((await wrongPassword(email, attempt)).status).toBe(401);
      }

      const eleventh = await wrongPassword(email, 11);
      expect(eleventh.status).toBe(429);
      expect(await eleventh.json()).toStrictEqual(lockedOut);
      expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      // Locked means locked: a right guess now would tell the attacker nothing, nor sign in.
      const rightPassword = await server
        .createClient()
        .post('/api/auth/sign-in/email', { email: ` ${email.toUpperCase()}`, password });
      expect(rightPassword.status).toBe(429);
      // Other accounts are not affected.
      const other = await signUp();
      const otherSignIn = await server
        .createClient()
        .post('/api/auth/sign-in/email', { email: other.email, password: other.password });
      expect(otherSignIn.status).toBe(200);
    });

    test('an e-mail with no account gets the same answers, so the limit reveals nobody', async () => {
      const email = 'nadie-registrado@example.pe';
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= failedSignInLimit.max; attempt += 1) {
        statuses.push((await wrongPassword(email, attempt)).status);
      }
      const eleventh = await wrongPassword(email, 11);

      expect(statuses).toStrictEqual(Array(failedSignInLimit.max).fill(401));
      expect(eleventh.status).toBe(429);
      expect(await eleventh.json()).toStrictEqual(lockedOut);
    });

    test('a successful sign-in starts the count again', async () => {
      const { email, password } = await signUp();
      for (let attempt = 1; attempt < failedSignInLimit.max; attempt += 1) {
        expect((await wrongPassword(email, attempt)).status).toBe(401);
      }
      const signIn = await server
        .createClient()
        .post('/api/auth/sign-in/email', { email, password });
      expect(signIn.status).toBe(200);

      for (let attempt = 1; attempt <= failedSignInLimit.max; attempt += 1) {
        expect((await wrongPassword(email, attempt)).status).toBe(401);
      }
      expect((await wrongPassword(email, 11)).status).toBe(429);
    });
  });
});

/** A server behind reverse proxies; `proxy` is the socket address the last one connects from. */
function describeBehindProxies(trustProxy: string, tests: (context: () => TestServer) => void) {
  describe(`behind reverse proxies, TRUST_PROXY=${trustProxy}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ variables: { TRUST_PROXY: trustProxy } });
    });
    afterAll(async () => {
      await server.close();
    });
    tests(() => server);
  });
}

/** A new account, and a function that tries a wrong password on it through `socketAddress`. */
async function accountUnderAttack(server: TestServer, socketAddress: string) {
  const account = signUpBody();
  expect((await server.createClient().post('/api/auth/sign-up/email', account)).status).toBe(200);
  const connection = server.createClient({ ipAddress: socketAddress });
  return (forwardedFor: string, extraHeaders: Record<string, string> = {}) =>
    connection.post(
      '/api/auth/sign-in/email',
      { email: account.email, password: 'clave-equivocada-1' },
      { headers: { 'x-forwarded-for': forwardedFor, ...extraHeaders } },
    );
}

/** Better Auth's own limit: 5 sign-in attempts a minute per client address. */
const attemptsPerAddress = 5;

describeBehindProxies('1', (server) => {
  test('a made-up leftmost X-Forwarded-For entry does not dodge the per-address limit', async () => {
    // The proxy (10.0.0.2) appends the address it saw; the client wrote everything to its left.
    const signInAs = await accountUnderAttack(server(), '10.0.0.2');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      expect((await signInAs(`198.51.100.${attempt}, 203.0.113.10`)).status).toBe(401);
    }
    expect((await signInAs('198.51.100.99, 203.0.113.10')).status).toBe(429);
    expect((await signInAs('203.0.113.10', { [clientIpHeader]: '203.0.113.99' })).status).toBe(429);

    // Another client behind the same proxy has its own count.
    expect((await signInAs('203.0.113.10, 203.0.113.11')).status).toBe(401);
  });

  test('IPv6 clients count per /64, and IPv4 written as IPv6 counts as IPv4', async () => {
    const signInAs = await accountUnderAttack(server(), '10.0.0.2');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      expect((await signInAs(`2001:db8:1:2:${attempt}::1`)).status).toBe(401);
    }
    expect((await signInAs('2001:db8:1:2:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await signInAs('2001:db8:1:3::1')).status).toBe(401);

    // A second account, so its own failed-sign-in count stays below the per-account limit.
    const signInAsMapped = await accountUnderAttack(server(), '10.0.0.2');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      const written = attempt % 2 === 0 ? '::ffff:203.0.113.60' : '203.0.113.60';
      expect((await signInAsMapped(written)).status).toBe(401);
    }
    expect((await signInAsMapped('::ffff:203.0.113.60')).status).toBe(429);
  });
});

describeBehindProxies('2', (server) => {
  test('two proxies: the second address from the right is the client', async () => {
    const signInAs = await accountUnderAttack(server(), '10.0.0.2');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      expect((await signInAs(`198.51.100.${attempt}, 203.0.113.20, 10.0.0.1`)).status).toBe(401);
    }
    expect((await signInAs('198.51.100.99, 203.0.113.20, 10.0.0.1')).status).toBe(429);
    expect((await signInAs('203.0.113.21, 10.0.0.1')).status).toBe(401);
  });
});

describeBehindProxies('10.0.0.0/8, 2001:db8:ffff::/48', (server) => {
  test('a list of proxies: the first address from the right that is not one of them is the client', async () => {
    const signInAs = await accountUnderAttack(server(), '10.0.0.2');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      expect((await signInAs(`198.51.100.${attempt}, 203.0.113.30, 10.0.0.1`)).status).toBe(401);
    }
    expect((await signInAs('198.51.100.99, 203.0.113.30, 2001:db8:ffff::7')).status).toBe(429);
    expect((await signInAs('203.0.113.31, 10.0.0.1')).status).toBe(401);
  });

  test('a connection that is not from a listed proxy is the client, whatever it forwards', async () => {
    const signInAs = await accountUnderAttack(server(), '198.51.100.40');
    for (let attempt = 1; attempt <= attemptsPerAddress; attempt += 1) {
      expect((await signInAs(`203.0.113.${attempt}`)).status).toBe(401);
    }
    expect((await signInAs('203.0.113.99')).status).toBe(429);
  });
});
