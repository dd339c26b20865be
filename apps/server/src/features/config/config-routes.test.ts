import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-runtime';

describe('GET /api/config', () => {
  let server: TestServer;
  let serverWithGoogle: TestServer;
  let configuredServer: TestServer;
  beforeAll(async () => {
    [server, serverWithGoogle, configuredServer] = await Promise.all([
      startTestServer(),
      startTestServer({
        variables: {
          GOOGLE_CLIENT_ID: 'id-de-prueba.apps.googleusercontent.com',
          GOOGLE_CLIENT_SECRET: 'secreto-de-prueba',
        },
      }),
      // An AI provider (never called here: the config only says translation is offered) and the
      // real provider identity.
      startTestServer({
        variables: {
          AI_BASE_URL: 'http://127.0.0.1:9/v1',
          AI_API_KEY: 'clave-de-prueba',
          AI_MODEL: 'modelo-de-prueba',
          PROVIDER_NAME: 'CV Listo S.A.C.',
          PROVIDER_RUC: '20612345679',
          PROVIDER_ADDRESS: 'Av. Arequipa 123, Lima',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), serverWithGoogle.close(), configuredServer.close()]);
  });

  test('tells the web app its name, links and sign-in options', async () => {
    const response = await server.createClient().get('/api/config');

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await response.json()).toStrictEqual({
      appName: 'CVListo',
      supportEmail: 'soporte@cvlisto.pe',
      socialLinks: {
        facebook: 'https://www.facebook.com/cvlisto',
        instagram: 'https://www.instagram.com/cvlisto',
        tiktok: 'https://www.tiktok.com/@cvlisto',
        linkedin: 'https://www.linkedin.com/company/cvlisto',
      },
      auth: { google: false },
      provider: { name: 'CVListo', ruc: '20000000001', address: 'Lima, Perú', isExample: true },
      tools: { translation: false },
      tutorialVideoUrl: '',
    });
  });

  test('offers translation only with an AI provider, and labels only the example provider', async () => {
    const response = await configuredServer.createClient().get('/api/config');

    expect(await response.json()).toMatchObject({
      provider: {
        name: 'CV Listo S.A.C.',
        ruc: '20612345679',
        address: 'Av. Arequipa 123, Lima',
        isExample: false,
      },
      tools: { translation: true },
    });
  });

  test('offers Google sign-in only when its client id and secret are set', async () => {
    const response = await serverWithGoogle.createClient().get('/api/config');

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ auth: { google: true } });
  });

  test('Google sign-in starts at Google when configured and is refused otherwise', async () => {
    const body = { provider: 'google', callbackURL: '/tools' };

    const configured = await serverWithGoogle.createClient().post('/api/auth/sign-in/social', body);
    expect(configured.status).toBe(200);
    const { url } = (await configured.json()) as { url: string };
    expect(new URL(url).origin).toBe('https://accounts.google.com');
    expect(new URL(url).searchParams.get('client_id')).toBe(
      'id-de-prueba.apps.googleusercontent.com',
    );

    const notConfigured = await server.createClient().post('/api/auth/sign-in/social', body);
    expect(notConfigured.status).toBe(404);
  });
});
