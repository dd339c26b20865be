// Issue 5 end to end: plans and pricing, the sandbox checkout (the e2e app has no payment keys and
// runs with NODE_ENV=test, so checkout goes through the labelled test page), credit packs, the
// profile and account deletion.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  testPassword,
  uniqueEmail,
  type BrowserSession,
} from './browser';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const phone = { width: 375, height: 812 };

/** Where every completed checkout returns (spec/core.md §2 Plans). */
const isCheckoutSuccess = (url: URL) =>
  url.pathname === '/tools' && url.searchParams.get('success') === 'true';

/** A sandbox page says it is a test server, as a notice (issue 17). */
async function expectSandboxNotice(page: Page) {
  const notice = page.getByRole('note').filter({ hasText: 'Servidor de prueba.' });
  await expectVisible(notice.getByText(/no se cobra nada/));
}

/** The sandbox page: clearly a test, with the amount and both buttons. */
async function expectSandboxCheckout(page: Page, amount: string) {
  await page.waitForURL('**/checkout/sandbox/*');
  await expectSandboxNotice(page);
  await expectVisible(page.getByTestId('sandbox-amount'));
  expect((await page.getByTestId('sandbox-amount').textContent())?.replace(/\s/g, ' ')).toBe(
    amount,
  );
}

describe('plans and checkout', () => {
  test('a free user buys Pro in the sandbox and comes back with Pro, 1 + 3 credits and the job tool', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('pro'), 'Lucía Ramos');
    await page.goto('/planes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mejora tu plan' }));
    await expectTitle(page, 'Mejora tu plan | CVListo');
    const free = page.getByTestId('plan-modo_free').filter({ visible: true });
    await expectVisible(free.getByText('Tu plan actual').first());
    const pro = page.getByTestId('plan-modo_pro').filter({ visible: true });
    await expectVisible(pro.getByText('Más Popular'));
    expect((await pro.textContent())?.replace(/\s/g, ' ')).toContain('S/ 9.99/mes');

    await pro.getByRole('button', { name: 'Elegir Pro' }).click();
    await expectSandboxCheckout(page, 'S/ 9.99');
    await expectVisible(page.getByRole('heading', { name: 'Plan Pro' }));
    await page.getByRole('button', { name: 'Completar pago de prueba' }).click();

    await page.waitForURL(isCheckoutSuccess);
    await expectVisible(page.getByRole('status').filter({ hasText: '¡Listo! Tu plan se activó' }));
    await expectVisible(page.getByTestId('credits').getByText('Te quedan 4 créditos'));
    expect(await page.getByTestId('credits').textContent()).toContain('Plan Pro');
    // The job tool is unlocked; translation is not sold on this server (no AI provider).
    expect(await page.getByRole('link', { name: 'Desbloquear con Pro/Redi' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Desbloquear con Redi' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await page.waitForURL((url) => url.search === '');

    // /planes marks Pro as the current plan; the profile shows the subscription.
    await page.goto('/planes');
    await expectVisible(page.getByTestId('plan-modo_pro').getByText('Tu plan actual').first());
    await page.goto('/profile');
    await expectVisible(page.getByTestId('profile-plan').getByText('Pro'));
    expect(await page.getByTestId('profile-subscription').textContent()).toBe('Activa');
    expect(await page.getByTestId('profile-remaining').textContent()).toBe('4 créditos');
    await expectVisible(page.getByText('Se renueva el'));

    // 'Gestionar suscripción' opens the sandbox portal, where cancelling keeps the plan to the end.
    await page.getByRole('button', { name: 'Gestionar suscripción' }).click();
    await page.waitForURL('**/checkout/sandbox/portal');
    await expectVisible(page.getByText('Portal de prueba — no se cobra nada'));
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await expectVisible(page.getByText('Tu suscripción está cancelada'));
    await page.getByRole('link', { name: 'Volver a tu perfil' }).click();
    await expectVisible(page.getByText('Tu plan termina el'));
    expect(await page.getByTestId('profile-plan').textContent()).toBe('Pro');
  });

  test('a Redi subscriber is offered "Cambiar a Pro", which changes the same subscription: 1 + 3 credits, not 14', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('cambio'));
    // Subscribed to Redi through the sandbox's API: 1 + 10 credits.
    const headers = { Origin: baseUrl };
    const checkout = await context.request.post('/api/checkout', {
      data: { plan: 'modo_redi' },
      headers,
    });
    const { url } = (await checkout.json()) as { url: string };
    expect((await context.request.post(`/api${url}/complete`, { headers })).status()).toBe(200);

    await page.goto('/planes');
    const redi = page.getByTestId('plan-modo_redi').filter({ visible: true });
    await expectVisible(redi.getByText('Tu plan actual').first());
    const pro = page.getByTestId('plan-modo_pro').filter({ visible: true });
    await expectVisible(pro.getByRole('button', { name: 'Cambiar a Pro' }));
    expect(await page.getByRole('button', { name: 'Elegir Pro' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Elegir/ }).count()).toBe(0);

    await pro.getByRole('button', { name: 'Cambiar a Pro' }).click();
    await page.waitForURL(
      (next) =>
        next.pathname === '/checkout/sandbox/portal' &&
        next.searchParams.get('plan') === 'modo_pro',
    );
    await expectVisible(page.getByText('Portal de prueba — no se cobra nada'));
    await page.getByRole('button', { name: 'Cambiar a Pro' }).click();

    await page.waitForURL(isCheckoutSuccess);
    await expectVisible(page.getByTestId('credits').getByText('Te quedan 4 créditos'));
    expect(await page.getByTestId('credits').textContent()).toContain('Plan Pro');
  });

  test('cancelling the sandbox checkout returns to /planes with a notice and nothing charged', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('cancela'));
    await page.goto('/planes');
    await page.getByTestId('plan-modo_redi').getByRole('button', { name: 'Elegir Redi' }).click();
    await expectSandboxCheckout(page, 'S/ 19.99');
    await page.getByRole('button', { name: 'Cancelar', exact: true }).click();

    await page.waitForURL(
      (url) => url.pathname === '/planes' && url.searchParams.get('canceled') === 'true',
    );
    await expectVisible(page.getByText('Cancelaste el pago: no se realizó ningún cobro.'));
    await expectVisible(page.getByTestId('plan-modo_free').getByText('Tu plan actual').first());
    const me = (await (await session.context.request.get('/api/me')).json()) as {
      plan: { id: string };
      credits: { remaining: number };
    };
    expect(me.plan.id).toBe('modo_free');
    expect(me.credits.remaining).toBe(1);
  });

  test('the sidebar advertises credit packs; buying one adds its credits', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('yape'));
    await page.goto('/tools');
    const advert = page.getByRole('link', { name: /Compra créditos con Yape/ });
    await expectVisible(advert);
    expect(await advert.getAttribute('href')).toBe('/planes#creditos');
    await advert.click();
    await page.waitForURL((url) => url.pathname === '/planes' && url.hash === '#creditos');
    const packs = page.locator('#creditos');
    await expectVisible(packs.getByRole('heading', { name: 'Compra créditos con Yape' }));

    // A sandbox server says so beside the buy buttons, as a notice (issue 17).
    await expectVisible(packs.getByRole('note').filter({ hasText: 'Servidor de prueba.' }));
    expect(await page.getByText('Modo de prueba').count()).toBe(0);

    await packs.getByRole('button', { name: /^Comprar 1 crédito por/ }).click();
    await page.waitForURL('**/checkout/sandbox/*');
    await expectSandboxNotice(page);
    await expectVisible(page.getByRole('heading', { name: 'Paquete de 1 crédito' }));
    await page.getByRole('button', { name: 'Completar pago de prueba' }).click();
    await page.waitForURL(isCheckoutSuccess);
    await expectVisible(page.getByTestId('credits').getByText('Te quedan 2 créditos'));
    expect(await page.getByTestId('credits').textContent()).toContain('Plan Básico');
  });

  test('a subscriber who buys a credit pack is told the credits were added, not that a plan activated', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('redi-paquete'));
    const headers = { Origin: baseUrl };
    const checkout = await context.request.post('/api/checkout', {
      data: { plan: 'modo_redi' },
      headers,
    });
    const { url } = (await checkout.json()) as { url: string };
    expect((await context.request.post(`/api${url}/complete`, { headers })).status()).toBe(200);

    await page.goto('/planes#creditos');
    await page
      .locator('#creditos')
      .getByRole('button', { name: /^Comprar 3 créditos por/ })
      .click();
    await page.waitForURL('**/checkout/sandbox/*');
    await page.getByRole('button', { name: 'Completar pago de prueba' }).click();

    await page.waitForURL(
      (next) => isCheckoutSuccess(next) && next.searchParams.get('credits') === '3',
    );
    const banner = page.getByRole('status').filter({ hasText: '¡Listo!' });
    await expectVisible(banner.getByText(/Se agregaron 3 créditos a tu cuenta\. Ahora tienes 14/));
    expect(await banner.textContent()).not.toContain('Tu plan se activó');
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await page.waitForURL((next) => next.search === '');
  });
});

describe('public pricing', () => {
  test('signed out, /pricing card buttons lead to /login', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/pricing');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
    for (const name of ['Empieza gratis', 'Elegir Pro', 'Elegir Redi']) {
      expect(
        await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
      ).toBe('/login');
    }
    await page.getByRole('link', { name: /^Elegir Pro/ }).click();
    await page.waitForURL('**/login');
  });

  test('signed in, /pricing card buttons lead to /planes', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('precios'));
    await page.goto('/pricing');
    await expectVisible(page.getByRole('link', { name: /^Elegir Redi/ }));
    expect(await page.getByRole('link', { name: /^Elegir Redi/ }).getAttribute('href')).toBe(
      '/planes',
    );
  });

  test('on a phone, tabs choose one plan and Pro is chosen first', async () => {
    session = await openBrowser(phone);
    const { page } = session;
    await page.goto('/pricing');
    // The page arrives rendered by the server: a tap before its code has run changes nothing.
    await page.waitForLoadState('networkidle');
    const tabs = page.getByRole('tablist', { name: 'Elige un plan' });
    await expectVisible(tabs);
    const proTab = tabs.getByRole('tab', { name: 'Pro' });
    expect(await proTab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    await expectVisible(panel.getByRole('heading', { name: 'Pro' }));
    expect(await page.getByRole('article').count()).toBe(1);

    await tabs.getByRole('tab', { name: 'Redi' }).click();
    await expectVisible(panel.getByRole('heading', { name: 'Redi' }));
    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowLeft');
    await expectVisible(panel.getByRole('heading', { name: 'Pro' }));
    expect(await page.getByRole('link', { name: /^Elegir Pro/ }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
  });

  test('signed out, /planes shows the same cards leading to /login', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/planes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
    expect(await page.getByRole('link', { name: /^Elegir Redi/ }).getAttribute('href')).toBe(
      '/login',
    );
  });
});

describe('profile and account deletion', () => {
  test('the name is editable and cannot be empty', async () => {
    session = await openBrowser();
    const { page } = session;
    const email = uniqueEmail('perfil');
    await signUpThroughApi(session, email, 'Carmen');
    await page.goto('/profile');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Perfil' }));
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('profile-used').textContent()).toBe('0');
    expect(await page.getByTestId('profile-remaining').textContent()).toBe('1 crédito');
    expect(await page.getByTestId('profile-remaining').getAttribute('class')).toContain(
      'text-success-600',
    );

    const name = page.getByLabel('Nombre', { exact: true });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(page.getByText('El nombre no puede estar vacío'));
    await name.fill('Carmen Huamán');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(page.getByText('Nombre guardado.'));
    await page.goto('/tools');
    await expectVisible(page.getByRole('heading', { name: 'Hola, Carmen Huamán' }));
  });

  test('deleting the account from /profile signs out, and the same credentials no longer work', async () => {
    session = await openBrowser();
    const { page, context } = session;
    const email = uniqueEmail('adios');
    await signUpThroughApi(session, email);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar cuenta' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectVisible(dialog.getByText('Por favor selecciona al menos una razón'));

    // 'Otro' needs its text before the button enables.
    await dialog.getByLabel('Otro').check();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Cuéntanos la razón').fill('Conseguí trabajo');
    expect(await confirm.isDisabled()).toBe(false);
    await dialog.getByLabel('Otro').uncheck();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Ya no uso la aplicación').check();
    expect(await confirm.isDisabled()).toBe(false);

    await confirm.click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    expect((await context.request.get('/api/me')).status()).toBe(401);

    await page.getByRole('button', { name: 'Continuar con email' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill(testPassword);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expectVisible(
      page.getByRole('alert').filter({ hasText: 'Email o contraseña incorrectos' }),
    );
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
