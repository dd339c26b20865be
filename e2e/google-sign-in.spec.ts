// With GOOGLE_CLIENT_ID/SECRET set, the login screen offers Google and sends the browser to
// Google's consent screen for our client, coming back to our callback. Google is outside this
// machine, so its consent page is answered at the network boundary (a routed request).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startAppServer, type AppServer } from './app-server';
import { chromiumArgs } from './browser';

let server: AppServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cvlisto-google-'));
  await chmod(dataDir, 0o755);
  server = await startAppServer({
    dataDir,
    environment: {
      GOOGLE_CLIENT_ID: 'cliente-de-prueba.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secreto-de-prueba',
    },
  });
});
afterAll(async () => {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
});

test('"Continuar con Google" starts Google sign-in for our client and callback', async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ baseURL: server.baseUrl });
    let consentUrl: URL | undefined;
    await page.route('https://accounts.google.com/**', async (route) => {
      consentUrl = new URL(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<h1>Google</h1>' });
    });

    await page.goto('/tools/cvs');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL('https://accounts.google.com/**');

    expect(consentUrl?.searchParams.get('client_id')).toBe(
      'cliente-de-prueba.apps.googleusercontent.com',
    );
    expect(consentUrl?.searchParams.get('redirect_uri')).toBe(
      `${server.baseUrl}/api/auth/callback/google`,
    );
    expect(consentUrl?.searchParams.get('prompt')).toBe('consent');
    expect(consentUrl?.searchParams.get('access_type')).toBe('offline');
    expect(consentUrl?.searchParams.get('state')).toBeTruthy();
  } finally {
    await browser.close();
  }
});
