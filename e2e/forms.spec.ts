// The public complaints book and the signed-in support, feedback and tutorial pages (issue 6).
import { claimConsentText, claimMessages } from '@cvlisto/shared';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
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

describe('complaints book', () => {
  test('a signed-out visitor files a claim and sees its number', async () => {
    const { page } = session;
    await page.goto('/libro-de-reclamaciones');
    await expectTitle(page, 'Libro de Reclamaciones | CVListo');
    for (const section of ['Ingresa tus datos', 'Ingresa tu dirección', 'Ingresa tu reclamo']) {
      await expectVisible(page.getByRole('heading', { name: section }));
    }
    await expectVisible(page.getByRole('heading', { name: 'Consideraciones' }));
    await expectVisible(page.getByText('RUC', { exact: true }));

    // Nothing is sent while required fields are empty.
    await page.getByRole('button', { name: 'Enviar Reclamo' }).click();
    await expectVisible(page.getByText(claimMessages.firstName));

    // A province without a district list takes the district as free text.
    await page.getByLabel('Departamento', { exact: true }).selectOption('Amazonas');
    await page.getByLabel('Provincia', { exact: true }).selectOption('Bagua');
    expect(await page.getByRole('textbox', { name: 'Distrito', exact: true }).count()).toBe(1);

    await page.getByLabel('Número de documento', { exact: true }).fill('12345678');
    await page.getByLabel('Nombres', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellidos', { exact: true }).fill('Quispe Mamani');
    await page.getByLabel('Teléfono', { exact: true }).fill('987654321');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('reclamo'));
    await page.getByLabel('Departamento', { exact: true }).selectOption('Lima');
    await page.getByLabel('Provincia', { exact: true }).selectOption('Lima');
    await page.getByLabel('Distrito', { exact: true }).selectOption('Miraflores');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Larco 123');
    await page.getByLabel('Producto o servicio contratado', { exact: true }).fill('Plan Pro');
    await page.getByLabel('Monto reclamado en S/ (opcional)', { exact: true }).fill('9.99');
    await page.getByRole('radio', { name: /^Reclamo/ }).check();
    await page.getByLabel('Detalle', { exact: true }).fill('Pagué el plan y no recibí créditos.');
    await page.getByLabel('Pedido del cliente', { exact: true }).fill('Que se acrediten.');
    await page.getByLabel(claimConsentText).check();
    await page.getByRole('button', { name: 'Enviar Reclamo' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Gracias por tu reclamo' }));
    const confirmation = await page.getByRole('status').filter({ hasText: 'N.°' }).textContent();
    expect(confirmation).toMatch(/N\.° \d{9}-\d{4} ha sido registrado/);
    expect(confirmation).toContain('15 días calendario');

    await page.getByRole('button', { name: 'Registrar otro reclamo' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Ingresa tus datos' }));
    expect(await page.getByLabel('Nombres', { exact: true }).inputValue()).toBe('');
  });
});

describe('support and feedback', () => {
  test('a support report shows the thank-you view, then a fresh form', async () => {
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('soporte'));
    await page.goto('/soporte');
    await expectTitle(page, 'Soporte | CVListo');

    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await expectVisible(page.getByText('Por favor describe el problema'));
    await expectVisible(page.getByText('Por favor selecciona tu dispositivo'));
    // The radio group announces its error: the fieldset points at it.
    const devices = page.getByRole('group', { name: '¿En qué dispositivo ocurrió?' });
    const errorId = await devices.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId ?? ''}"]`).textContent()).toBe(
      'Por favor selecciona tu dispositivo',
    );

    await page.getByLabel('¿Cuál es el problema?').fill('No puedo descargar mi CV en Word.');
    await page.getByRole('radio', { name: 'Computadora' }).check();
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Gracias por tu reporte!' }));

    await page.getByRole('button', { name: 'Enviar otro reporte' }).click();
    expect(await page.getByLabel('¿Cuál es el problema?').inputValue()).toBe('');
  });

  test('the first feedback grants 1 credit, a second one does not', async () => {
    const { page, context } = session;
    await signUpThroughApi(session, uniqueEmail('feedback'));
    await page.goto('/feedback');
    await expectVisible(page.getByRole('heading', { name: 'Consigue créditos gratis' }));
    await expectVisible(page.getByText('Tu primer feedback te regala 1 crédito'));
    await expectVisible(page.getByText('¡Dinos qué piensas!', { exact: true }));

    await page.getByRole('radio', { name: 'Rápida y eficiente' }).check();
    await page.getByLabel('¿Qué nos recomiendas?').fill('Muy útil para postular.');
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Gracias por tu feedback!' }));
    await expectVisible(page.getByText('¡Ganaste 1 crédito!'));
    const me = (await (await context.request.get('/api/me')).json()) as {
      credits: { remaining: number };
    };
    expect(me.credits.remaining).toBe(2);

    await page.getByRole('button', { name: 'Enviar otro feedback' }).click();
    // The credit was given: the form no longer promises it (issue 17).
    await expectVisible(page.getByText('Ya recibiste el crédito de regalo'));
    expect(await page.getByText(/te regala/).count()).toBe(0);
    await page.getByRole('radio', { name: 'Tengo sugerencias' }).check();
    await page.getByLabel('¿Qué nos recomiendas?').fill('Más plantillas.');
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    await expectVisible(page.getByRole('heading', { name: '¡Gracias por tu feedback!' }));
    expect(await page.getByText('¡Ganaste 1 crédito!').count()).toBe(0);
  });

  test('the tutorials guide opens one answer at a time', async () => {
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('tutorial'));
    await page.goto('/tutorials');
    await expectVisible(page.getByRole('heading', { name: 'Paso a Paso', level: 1 }));
    const edit = page.getByRole('button', { name: '¿Cómo edito mi CV optimizado?' });
    await edit.click();
    await expectVisible(page.getByText('Descarga tu CV en Word para editarlo'));
    expect(await page.locator('[role="region"]:visible').count()).toBe(1);
    await edit.click();
    expect(await edit.getAttribute('aria-expanded')).toBe('false');
  });
});
