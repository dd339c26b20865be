import { afterEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
  type BrowserSession,
} from './browser';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const phone = { width: 375, height: 812 };

describe('navigation shell', () => {
  test('at 375 px the menu button opens the sidebar sheet, whose links navigate', async () => {
    session = await openBrowser(phone);
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('movil'));
    await page.goto('/tools');

    const sheet = page.getByRole('dialog', { name: 'Menú' });
    expect(await sheet.count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sheet.waitFor();
    const entries = await sheet
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link')
      .allTextContents();
    // The interviewer is Redi's; a free account sees it marked so, with its trial behind it.
    expect(entries).toEqual([
      'Herramientas',
      'Mis CVs',
      'Paso a Paso',
      'Perfil',
      'Planes',
      'Entrevista con IA, plan Redi',
    ]);

    await sheet.getByRole('link', { name: 'Paso a Paso' }).click();
    await page.waitForURL('**/tutorials');
    expect(await sheet.count()).toBe(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
  });

  test('the sheet closes with Escape and returns focus to the menu button', async () => {
    session = await openBrowser(phone);
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('teclado'));
    await page.goto('/tools');
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Menú' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Menú' }).waitFor({ state: 'detached' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('public navbar turns compact after 20 px of scroll and the footer has every link', async () => {
    session = await openBrowser();
    const { page } = session;
    // The page's code arrives late, as on a slow phone: the visitor scrolls the server-rendered
    // page first. Hydrating keeps their place, and the bar turns compact from where they are.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const header = page.locator('header').first();
    await header.waitFor();
    expect(await header.getAttribute('data-compact')).toBeNull();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await waitForHydration(page);
    await page.waitForFunction(() =>
      document.querySelector('header')?.hasAttribute('data-compact'),
    );
    // Not back at the top (the browser's scroll anchoring moves it a little as the bar shrinks).
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
    await page.unroute(/\.js$/);

    const footerLinks = await page
      .locator('footer a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of [
      '/pricing',
      '/faq',
      '/blog',
      '/privacy-policy',
      '/terms-and-conditions',
      '/libro-de-reclamaciones',
      '/politica-de-devoluciones',
      '/',
      'mailto:soporte@cvlisto.pe',
    ]) {
      expect(footerLinks).toContain(href);
    }
    await expect(
      page.getByRole('link', { name: '¡Empieza gratis!' }).getAttribute('href'),
    ).resolves.toBe('/signup');
  });

  test('every route change scrolls to the top and unknown pages say so in Spanish', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.locator('footer').getByRole('link', { name: 'Preguntas Frecuentes' }).click();
    await page.waitForURL('**/faq');
    // The URL changes before React commits the new page; judge once it is on screen.
    await expectVisible(page.getByRole('heading', { name: 'Preguntas Frecuentes', level: 1 }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectTitle(page, 'Preguntas Frecuentes | CVListo');

    await page.goto('/no-existe');
    await expectVisible(page.getByRole('heading', { name: 'Página no encontrada' }));
    // An unknown article says so where it was asked for (issue 11; e2e/public-site.spec.ts).
    await page.goto('/blog/no-existe');
    await expectVisible(page.getByRole('heading', { name: 'Artículo no encontrado' }));
  });

  test('signed-in routes not in the guarded prefixes also require sign-in', async () => {
    session = await openBrowser();
    const { page } = session;
    for (const path of ['/feedback', '/entrevista', '/planesv2', '/tools/cualquier-cosa']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await page.goto('/planes');
    await expectVisible(page.getByRole('heading', { name: 'Planes', exact: true }));
  });

  test('a spinner shows while the session loads, then the page', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('espera'));
    let releaseSession: () => void = () => undefined;
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto('/tools');
    await expectVisible(page.getByRole('status', { name: 'Cargando tu cuenta…' }));
    releaseSession();
    await expectVisible(page.getByRole('heading', { name: /^Hola, / }));
  });

  test('a failed session check sends the user to /login', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('sesion-rota'));
    await page.route('**/api/session', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/tools/cvs');
    await page.waitForURL('**/login');
  });

  test('signed in, the public pages point to the dashboard', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('cuenta'));
    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: 'Mi cuenta' }));
    expect(await page.getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/tools');
    expect(await page.getByRole('link', { name: '¡Empieza gratis!' }).count()).toBe(0);
    expect(
      await page.getByRole('link', { name: 'Optimiza tu CV gratis' }).getAttribute('href'),
    ).toBe('/tools');
  });

  test('signed out, the hero sends visitors to sign in', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: 'Optimiza tu CV gratis' }));
    expect(
      await page.getByRole('link', { name: 'Optimiza tu CV gratis' }).getAttribute('href'),
    ).toBe('/login');
  });
});
