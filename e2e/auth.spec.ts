import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  testPassword,
  uniqueEmail,
  type BrowserSession,
} from './browser';

let session: BrowserSession;

beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  await session.close();
});

async function openEmailForm(page: BrowserSession['page']) {
  await page.getByRole('button', { name: 'Continuar con email' }).click();
}

describe('sign-up, sign-in and sign-out', () => {
  test('signing up from /signup lands on /tools with the greeting and the free credit', async () => {
    const { page } = session;
    const email = uniqueEmail('alta');
    await page.goto('/signup');
    await expectTitle(page, 'Crear cuenta | CVListo');
    await openEmailForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(testPassword);
    // The form asks for the name the app and its e-mails greet (issue 17), and says so in Spanish.
    const name = page.getByLabel('Nombre', { exact: true });
    expect(await name.getAttribute('required')).not.toBeNull();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expectVisible(page.getByText('Ingresa tu nombre'));
    expect(new URL(page.url()).pathname).toBe('/signup');
    await name.fill('Rosa Quispe');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL('**/tools');
    await expectVisible(page.getByRole('heading', { name: 'Hola, Rosa Quispe' }));
    await expectVisible(page.getByText('Te queda 1 crédito'));
    await expectTitle(page, 'Herramientas | CVListo');
  });

  test('signing out returns to /login and guarded pages stay closed', async () => {
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('salida'));
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');

    await page.goto('/profile');
    await page.waitForURL('**/login');
    const me = await session.context.request.get('/api/me');
    expect(me.status()).toBe(401);
  });

  test('a signed-out visit to /tools/cvs goes to /login, and signing in returns there', async () => {
    const { page, context } = session;
    const email = uniqueEmail('regreso');
    await signUpThroughApi(session, email);
    await context.clearCookies();

    await page.goto('/tools/cvs');
    await page.waitForURL('**/login');
    // History was replaced: going back does not return to the guarded page.
    expect(await page.evaluate(() => window.history.length)).toBe(2);

    await openEmailForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(testPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/tools/cvs');
    await expectVisible(page.getByRole('heading', { name: 'Mis CVs Optimizados' }));
  });

  test('a wrong password shows the Spanish error and creates no account', async () => {
    const { page } = session;
    const email = uniqueEmail('clave');
    await signUpThroughApi(session, email);
    await session.context.clearCookies();

    await page.goto('/login');
    await openEmailForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('otra-clave-123');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos' }),
    );
    expect(new URL(page.url()).pathname).toBe('/login');

    // An unknown address with a password is not signed up either (PRODUCT.md §3.1).
    const stranger = uniqueEmail('desconocido');
    await page.getByLabel('Email').fill(stranger);
    await page.getByLabel('Contraseña').fill(testPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos' }).waitFor();
    const signIn = await session.context.request.post('/api/auth/sign-in/email', {
      data: { email: stranger, password: testPassword },
      headers: { Origin: session.baseUrl },
    });
    expect(signIn.status()).toBe(401);
  });

  test('repeated failed sign-ins are slowed down with a Spanish message', async () => {
    const { page } = session;
    await page.goto('/login');
    await openEmailForm(page);
    await page.getByLabel('Email').fill(uniqueEmail('fuerza-bruta'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Contraseña').fill(`intento-${attempt}-clave`);
      const answered = page.waitForResponse('**/api/auth/sign-in/email');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      expect((await answered).status()).toBe(401);
    }
    await page.getByLabel('Contraseña').fill('intento-6-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Demasiados intentos. Espera un minuto' }),
    );
  });

  test('an account guessed at from many addresses is locked, and the form says for how long', async () => {
    const { page } = session;
    const email = uniqueEmail('bloqueo');
    await signUpThroughApi(session, email);
    await session.context.clearCookies();
    // Ten wrong passwords, each from another address, so the per-address limit never applies.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await session.context.request.post('/api/auth/sign-in/email', {
        data: { email, password: `intento-${attempt}-clave` },
        headers: { Origin: session.baseUrl, 'X-Forwarded-For': `198.51.100.${attempt}` },
      });
      expect(response.status()).toBe(401);
    }

    await page.goto('/login');
    await openEmailForm(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(testPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(
      page
        .getByRole('alert')
        .filter({ hasText: 'Demasiados intentos fallidos con este email. Espera 15 minutos' }),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('an empty form asks for both fields', async () => {
    const { page } = session;
    await page.goto('/login');
    await openEmailForm(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Por favor ingresa tu email y contraseña' }),
    );
  });

  test('the e-mail form has a way back to the sign-in options', async () => {
    const { page } = session;
    await page.goto('/login');
    await openEmailForm(page);
    await page.getByRole('button', { name: 'Otras opciones de acceso' }).click();
    await expectVisible(page.getByRole('button', { name: 'Continuar con email' }));
    await expect(
      page.getByRole('link', { name: 'Términos y condiciones' }).getAttribute('href'),
    ).resolves.toBe('/terms-and-conditions');
  });

  test('a signed-in user who opens /login is sent to /tools', async () => {
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('ya-dentro'));
    await page.goto('/login');
    await page.waitForURL('**/tools');
  });
});
