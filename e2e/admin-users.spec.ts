// The back office's Usuarios screen in Chromium (issue 16): an operator — made one with
// `npm run admin -- grant` against the running server — grants a credit and reads it in the
// ledger; a normal user who types /admin gets the not-found page; the back office works at 375 px.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, inject, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  type BrowserSession,
} from './browser';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const runFile = promisify(execFile);
const phone = { width: 375, height: 812 };

const sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

async function open(viewport?: { width: number; height: number }) {
  const session = await openBrowser(viewport);
  sessions.push(session);
  return session;
}

/** Signs up an account and makes it an operator with the command, as a deployment would. */
async function openAsOperator(viewport?: { width: number; height: number }) {
  const session = await open(viewport);
  const email = uniqueEmail('operadora');
  await signUpThroughApi(session, email, 'Olga Operadora');
  const { stdout } = await runFile('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: inject('dataDir') },
  });
  expect(stdout).toContain('es operador');
  return session;
}

async function expectNoHorizontalOverflow(session: BrowserSession) {
  expect(
    await session.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(phone.width);
}

describe('back office: Usuarios', () => {
  test('an operator finds a customer, grants a credit with a reason and sees it in the ledger and the audit', async () => {
    const customer = await open();
    const customerEmail = uniqueEmail('cliente');
    await signUpThroughApi(customer, customerEmail, 'Carla Cliente');
    const { page } = await openAsOperator();

    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Resumen', level: 1 }));
    // The charts are drawn by the library, loaded with the Resumen.
    await page.locator('.uplot canvas').first().waitFor({ timeout: 10_000 });

    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Usuarios' })
      .click();
    await page.getByLabel('Buscar por email o nombre').fill(customerEmail);
    await page.getByRole('link', { name: new RegExp(customerEmail) }).click();
    await expectVisible(page.getByRole('heading', { name: customerEmail, level: 1 }));
    await expectVisible(page.getByRole('heading', { name: 'Créditos: 1 crédito' }));

    const form = page.getByRole('form', { name: 'Ajustar créditos' });
    await form.getByRole('button', { name: 'Guardar ajuste' }).click();
    await expectVisible(form.getByText('Escribe el motivo (al menos 5 caracteres).'));
    await form.getByLabel('Créditos', { exact: true }).fill('2');
    await form.getByLabel('Motivo').fill('Compensación por una optimización fallida');
    await form.getByRole('button', { name: 'Guardar ajuste' }).click();

    await expectVisible(form.getByText('Listo: la cuenta tiene ahora 3 créditos.'));
    await expectVisible(page.getByRole('heading', { name: 'Créditos: 3 créditos' }));
    const ledger = page.getByRole('list', { name: 'Historial de créditos' });
    const newest = ledger.getByRole('listitem').first();
    expect(await newest.textContent()).toContain('+2');
    expect(await newest.textContent()).toContain('Ajuste del operador');
    expect(await newest.textContent()).toContain('«Compensación por una optimización fallida»');
    expect(await ledger.getByRole('listitem').count()).toBe(2);
    // The account's own audit lists the grant too.
    await expectVisible(
      page
        .getByRole('region', { name: 'Acciones de operadores sobre esta cuenta' })
        .getByText('Créditos otorgados'),
    );

    // The customer's own balance says the same.
    await customer.page.goto('/tools');
    await expectVisible(customer.page.getByText('3 créditos').first());

    await page
      .getByRole('navigation', { name: 'Secciones del panel' })
      .getByRole('link', { name: 'Auditoría' })
      .click();
    // The account page also lists the grant, so wait for the audit page itself first.
    await page.waitForURL('**/admin/auditoria');
    await expectVisible(page.getByRole('heading', { name: 'Auditoría', level: 1 }));
    await expectVisible(page.getByText('Créditos otorgados').first());
  });

  test('a normal user who types /admin sees the not-found page, and nothing of the back office', async () => {
    const session = await open();
    await signUpThroughApi(session, uniqueEmail('curioso'));

    for (const address of ['/admin', '/admin/usuarios']) {
      await session.page.goto(address);
      await expectVisible(session.page.getByRole('heading', { name: 'Página no encontrada' }));
      expect(
        await session.page.getByRole('navigation', { name: 'Secciones del panel' }).count(),
      ).toBe(0);
    }
    const response = await session.context.request.get('/api/admin/users');
    expect(response.status()).toBe(403);
  });

  test('at 375 px the back office is usable: no sideways scroll, every section one tap away', async () => {
    const session = await openAsOperator(phone);
    const { page } = session;

    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Resumen', level: 1 }));
    await page.locator('.uplot canvas').first().waitFor({ timeout: 10_000 });
    await expectNoHorizontalOverflow(session);

    const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
    for (const [section, address] of [
      ['Usuarios', '**/admin/usuarios'],
      ['Auditoría', '**/admin/auditoria'],
      ['Resumen', '**/admin'],
    ] as const) {
      const link = nav.getByRole('link', { name: section });
      expect(await link.isVisible()).toBe(true);
      await link.click();
      await page.waitForURL(address);
      await expectNoHorizontalOverflow(session);
    }

    await nav.getByRole('link', { name: 'Usuarios' }).click();
    await page
      .getByRole('link', { name: /operadora/ })
      .first()
      .click();
    await expectVisible(page.getByRole('form', { name: 'Ajustar créditos' }));
    await expectNoHorizontalOverflow(session);
  });
});
