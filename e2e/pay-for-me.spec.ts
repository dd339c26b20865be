// Issue 17 end to end: the owner copies their pay-for-me link on /planes (two-second
// confirmation); another, signed-out browser opens it, sees only the first name and pays a pack in
// the sandbox; the owner then has the credits. An unknown link is a 404 page in Spanish.
import { afterEach, describe, expect, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  type BrowserSession,
} from './browser';

const sessions: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
});

describe('pay-for-me link', () => {
  test('the owner copies the link, someone else pays a pack for them, the owner has the credits', async () => {
    const owner = await openBrowser();
    sessions.push(owner);
    await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = uniqueEmail('pagar');
    await signUpThroughApi(owner, email, 'Rosa Elena Huamán');
    await owner.page.goto('/planes');
    const copy = owner.page.getByRole('button', { name: 'Copiar enlace' });
    await expectVisible(owner.page.getByText('Solo verá tu nombre, «Rosa».'));

    await copy.click();
    await expectVisible(owner.page.getByRole('button', { name: '¡Copiado!' }));
    const copiedAt = Date.now();
    const link = await owner.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/pagar\/[A-Za-z0-9_-]{24}$/);
    expect(await owner.page.getByLabel('Tu enlace de pago').inputValue()).toBe(link);
    await copy.waitFor({ timeout: 5_000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(1_500);

    // A relative, on a phone, not signed in.
    const payer = await openBrowser({ width: 375, height: 812 });
    sessions.push(payer);
    const response = await payer.page.goto(link);
    expect(response?.status()).toBe(200);
    expect(await payer.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expectVisible(
      payer.page.getByRole('heading', { level: 1, name: 'Compra créditos para Rosa' }),
    );
    const body = (await payer.page.locator('main').textContent()) ?? '';
    expect(body).not.toContain(email);
    expect(body).not.toContain('Huamán');

    await payer.page
      .getByRole('button', { name: /^Pagar S\/ 12\.90 por 3 créditos para Rosa/ })
      .click();
    await payer.page.waitForURL('**/prueba/*');
    await expectVisible(
      payer.page.getByText('Este pago es simulado: no se cobra nada', { exact: false }),
    );
    await payer.page.getByRole('button', { name: 'Completar pago de prueba' }).click();
    await payer.page.waitForURL((url) => url.searchParams.get('pago') === 'listo');
    await expectVisible(payer.page.getByText('¡Gracias! Recibimos tu pago.'));

    // 1 at sign-up + 3 paid by someone else.
    await owner.page.goto('/tools');
    await expectVisible(owner.page.getByTestId('credits').getByText('Te quedan 4 créditos'));

    // An address that is no live link is a 404, in Spanish.
    const missing = await payer.page.goto('/pagar/ZZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(missing?.status()).toBe(404);
    await expectVisible(payer.page.getByRole('heading', { name: 'Enlace de pago no encontrado' }));
  });
});
