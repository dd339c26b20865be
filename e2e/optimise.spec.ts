// Issue 4 end to end: the dashboard's tools, the processing dialog driven by the server's events,
// the result (score, preview, both downloads, what changed), and the list with rename and delete.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  type BrowserSession,
} from './browser';

const fixturePdf = fileURLToPath(
  new URL('../packages/cv-engine/fixtures/cvs/es-pdf-word-export-03.pdf', import.meta.url),
);

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function openTool(page: Page, title: string) {
  await page.getByRole('button', { name: `Empezar: ${title}` }).click();
}

/**
 * The job finishes on the server with its dialog closed: the CV shows up in the list and the
 * credit is spent.
 */
async function expectJobFinishedUnseen(page: Page): Promise<void> {
  await page
    .getByRole('list', { name: 'CVs optimizados' })
    .getByRole('listitem')
    .first()
    .waitFor({ timeout: 30_000 });
  await expectVisible(page.getByText('Te quedan 0 créditos'));
}

/** Records every phase label and progress value the dialog shows, to check their order later. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: Array<{ phase: string; progress: number }> = [];
    Object.assign(window, { progressSeen: seen });
    new MutationObserver(() => {
      const phase = document.querySelector('[data-testid="phase"]')?.textContent ?? '';
      const bar = document.querySelector('[role="progressbar"]');
      if (!phase || !bar) return;
      const progress = Number(bar.getAttribute('aria-valuenow'));
      const last = seen.at(-1);
      if (last?.phase !== phase || last.progress !== progress) seen.push({ phase, progress });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

describe('optimising a CV', () => {
  test('basic tool: upload, phases, result, downloads, then rename and delete in Mis CVs', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('optimiza'), 'Rosa Quispe');
    await page.goto('/tools');
    await expectVisible(page.getByText('Te queda 1 crédito'));
    await expectVisible(page.getByText('Aún no tienes CVs optimizados'));

    // Notifications: the unread dot goes away once the panel opens, and stays away.
    await expectVisible(page.getByTestId('notifications-unread'));
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await expectVisible(page.getByRole('link', { name: /Descarga tu CV en Word/ }));
    expect(await page.getByTestId('notifications-unread').count()).toBe(0);
    expect(
      await page.getByRole('link', { name: /Conoce todo sobre tus CVs/ }).getAttribute('href'),
    ).toBe('/tutorials');
    await page.reload();
    await page.getByRole('button', { name: 'Notificaciones' }).waitFor();
    expect(await page.getByTestId('notifications-unread').count()).toBe(0);

    await openTool(page, 'Optimización Básica');
    const dialog = page.getByRole('dialog', { name: 'Optimización Básica' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: 'Optimizar mi CV' });
    expect(await submit.isDisabled()).toBe(true);

    // Client-side checks of spec §5 (the server checks again).
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no es un CV'),
    });
    await expectVisible(dialog.getByText('Solo se permiten archivos PDF y Word (.doc, .docx)'));
    await input.setInputFiles({
      name: 'enorme.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10_485_761, 0x20),
    });
    await expectVisible(dialog.getByText('El archivo no debe superar los 10MB'));
    expect(await submit.isDisabled()).toBe(true);
    // A chosen file of 0 bytes is said to be empty, not missing (issue 17).
    await input.setInputFiles({
      name: 'vacio.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(0),
    });
    await expectVisible(
      dialog.getByText(
        'El archivo que elegiste está vacío (0 bytes). Elige el archivo de tu CV de nuevo.',
      ),
    );
    expect(await dialog.getByText('Por favor selecciona un archivo').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);

    // Dropping a file on the zone goes through the same checks.
    await dialog.getByTestId('drop-zone').evaluate((zone) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true }));
    });
    await expectVisible(dialog.getByText('Solo se permiten archivos PDF y Word (.doc, .docx)'));

    // The picker button opens the system's file chooser.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: 'Elegir archivo' }).click(),
    ]);
    await chooser.setFiles(fixturePdf);
    await expectVisible(dialog.getByTestId('selected-file'));
    expect(await dialog.getByTestId('selected-file').textContent()).toBe(
      'es-pdf-word-export-03.pdf',
    );
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await recordProgress(page);
    await submit.click();
    const score = dialog.getByTestId('ats-score');
    await score.waitFor({ timeout: 30_000 });

    // The dialog showed the server's phases with a progress bar that never went back.
    const seen = await page.evaluate(
      () =>
        (window as unknown as { progressSeen: Array<{ phase: string; progress: number }> })
          .progressSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const [index, entry] of seen.entries()) {
      expect(['Preparando tu CV…', 'Analizando tu CV…', 'Optimizando tu CV…']).toContain(
        entry.phase,
      );
      if (index > 0) expect(entry.progress).toBeGreaterThanOrEqual(seen[index - 1]!.progress);
    }

    // The result: score before → after, the preview in the page, both downloads.
    const scoreLabel = (await score.getAttribute('aria-label')) ?? '';
    const [, before, after] = /antes (\d+), ahora (\d+)/.exec(scoreLabel) ?? [];
    expect(Number(after)).toBeGreaterThanOrEqual(Number(before));
    expect(await dialog.locator('iframe').getAttribute('src')).toContain('disposition=inline');
    // Which result this is: the person and the tool, and when, to the minute (issue 17).
    await expectVisible(dialog.getByText('CV de José Miguel Chunga Yarlequé – optimizado'));
    await expectVisible(dialog.getByText(/Creado el .*\d{1,2}:\d{2}/));
    await expectVisible(page.getByText('Te quedan 0 créditos'));

    // What changed, line by line (issue 13): grouped under headings, each before and after.
    const changes = dialog.getByRole('region', { name: /^Qué cambiamos/ });
    await expectVisible(changes.getByRole('heading', { name: /^Títulos de sección/ }));
    const headingChange = changes.getByRole('listitem').filter({ hasText: 'Educación' });
    expect(await headingChange.locator('del').textContent()).toBe('Estudios:');
    expect(await headingChange.locator('ins').textContent()).toBe('Educación');

    for (const [label, extension, magic] of [
      ['Descargar Word', '.docx', 'PK'],
      ['Descargar PDF', '.pdf', '%PDF'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('link', { name: label }).click(),
      ]);
      // Saved under the person's name and the tool, not the uploaded file's name (issue 17).
      expect(download.suggestedFilename()).toBe(
        `Jose-Miguel-Chunga-Yarleque-CV-optimizado${extension}`,
      );
      const bytes = await readFile((await download.path()) ?? '');
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }

    // 'Optimizar otro CV' goes back to the upload step.
    await dialog.getByRole('button', { name: 'Optimizar otro CV' }).click();
    await expectVisible(dialog.getByRole('button', { name: 'Elegir archivo' }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The CV is in the dashboard's list; every tool is now locked (no credits left).
    const list = page.getByRole('list', { name: 'CVs optimizados' });
    await expectVisible(list.getByRole('listitem'));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await expectVisible(page.getByRole('link', { name: 'Desbloquear con Pro/Redi' }));

    // A second attempt on the free plan opens the upgrade dialog instead, which first offers the
    // free feedback credit (not yet earned) and the credit packs this server sells (issue 17).
    await openTool(page, 'Optimización Básica');
    const upgrade = page.getByRole('dialog', { name: 'Mejora tu plan' });
    await expectVisible(upgrade.getByText(/Ya usaste todos tus créditos/));
    await expectVisible(upgrade.getByText(/te regalamos 1 crédito/));
    expect(await upgrade.getByRole('link', { name: 'Dar mi opinión' }).getAttribute('href')).toBe(
      '/feedback',
    );
    await expectVisible(upgrade.getByText(/compra créditos con Yape o tarjeta, 1 crédito por/));
    expect(await upgrade.getByRole('link', { name: 'Comprar créditos' }).getAttribute('href')).toBe(
      '/planes#creditos',
    );
    await page.keyboard.press('Escape');
    await upgrade.waitFor({ state: 'detached' });

    // Mis CVs: search, filters, rename, delete.
    await page.goto('/tools/cvs');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mis CVs Optimizados' }));
    const rows = page.getByRole('list', { name: 'CVs optimizados' }).getByRole('listitem');
    await expectVisible(rows);
    const search = page.getByRole('searchbox', { name: 'Buscar CVs' });
    await search.fill('no-existe-este-cv');
    await expectVisible(page.getByText('No se encontraron resultados'));
    await search.fill('básica');
    await expectVisible(rows);
    await search.fill('');
    await page.getByLabel('Tipo').selectOption('optimize_translate');
    await expectVisible(page.getByText('No se encontraron resultados'));
    await page.getByLabel('Tipo').selectOption('all');
    await page.getByLabel('Fecha').selectOption('today');
    await expectVisible(rows);

    await rows
      .first()
      .getByRole('button', { name: /^Renombrar / })
      .click();
    const rename = page.getByRole('dialog', { name: 'Cambiar nombre' });
    const nameField = rename.getByLabel('Nombre del CV');
    await nameField.fill('   ');
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await expectVisible(rename.getByText('El nombre no puede estar vacío'));
    await nameField.fill('CV para Interbank');
    await rename.getByRole('button', { name: 'Guardar' }).click();
    await rename.waitFor({ state: 'detached' });
    await expectVisible(rows.getByText('CV para Interbank'));

    // Cancelling a deletion keeps the CV; confirming removes it.
    await rows.first().getByRole('button', { name: 'Eliminar CV para Interbank' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este CV?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(1);
    await rows.first().getByRole('button', { name: 'Eliminar CV para Interbank' }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByLabel('Fecha').selectOption('all');
    await expectVisible(page.getByText('Aún no tienes CVs optimizados'));
    expect(
      await page.getByRole('link', { name: 'Mejorar mi primer CV' }).getAttribute('href'),
    ).toBe('/tools');
  });

  test('closing the dialog right after submitting does not cancel the job', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('cierra'));
    await page.goto('/tools');
    await openTool(page, 'Optimización Básica');
    const dialog = page.getByRole('dialog', { name: 'Optimización Básica' });
    await dialog.locator('input[type="file"]').setInputFiles(fixturePdf);
    await dialog.getByRole('button', { name: 'Optimizar mi CV' }).click();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await expectJobFinishedUnseen(page);
    await page.getByRole('button', { name: 'Ver resultado' }).click();
    await expectVisible(dialog.getByTestId('ats-score'));
  });

  test('a dialog closed in the instant the upload is answered still follows the job', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('instante'));
    // Escape lands right after the upload's answer is read, before the page draws again: what a
    // quick user does on a slow phone.
    await page.addInitScript(() => {
      const originalFetch = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const response = await originalFetch(input, init);
        if (init?.method !== 'POST' || !String(input).endsWith('/api/optimizations')) {
          return response;
        }
        const originalJson = response.json.bind(response);
        response.json = async () => {
          const body: unknown = await originalJson();
          let hops = Promise.resolve();
          for (let hop = 0; hop < 50; hop += 1) hops = hops.then(() => undefined);
          void hops.then(() =>
            document.body.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
            ),
          );
          return body;
        };
        return response;
      };
    });
    await page.goto('/tools');
    await openTool(page, 'Optimización Básica');
    const dialog = page.getByRole('dialog', { name: 'Optimización Básica' });
    await dialog.locator('input[type="file"]').setInputFiles(fixturePdf);
    await dialog.getByRole('button', { name: 'Optimizar mi CV' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expectJobFinishedUnseen(page);
  });

  test('the job tool on the free plan opens the upgrade dialog', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('mejora'));
    await page.goto('/tools');

    const jobUnlock = page.getByRole('link', { name: 'Desbloquear con Pro/Redi' });
    await expectVisible(jobUnlock);
    expect(await jobUnlock.getAttribute('href')).toBe('/planes');
    // This server has no AI provider: translation is not sold as a reason to upgrade (issue 17).
    expect(await page.getByRole('link', { name: 'Desbloquear con Redi' }).count()).toBe(0);

    await openTool(page, 'Optimización para Trabajo');
    const upgrade = page.getByRole('dialog', { name: 'Mejora tu plan' });
    await expectVisible(upgrade.getByText(/parte de los planes Pro y Redi/));
    // Out of plan, not of credits: no pack or feedback credit would help.
    expect(await upgrade.getByText(/te regalamos/).count()).toBe(0);
    expect(await upgrade.getByText('Traducción al inglés').count()).toBe(0);
    await upgrade.getByRole('link', { name: 'Ver planes' }).click();
    await page.waitForURL('**/planes');
  });

  test('without an AI provider a Redi subscriber is told before any upload that translation is not available', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('sin-ia'));
    const headers = { Origin: baseUrl };
    const checkout = await context.request.post('/api/checkout', {
      data: { plan: 'modo_redi' },
      headers,
    });
    const { url } = (await checkout.json()) as { url: string };
    expect((await context.request.post(`/api${url}/complete`, { headers })).status()).toBe(200);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/optimizations')) {
        uploads.push(request.url());
      }
    });
    await page.goto('/tools');

    const card = page.getByTestId('tool-optimize_translate');
    await expectVisible(card.getByText('No disponible', { exact: true }));
    await expectVisible(card.getByText(/no está disponible en este servidor/));
    const button = card.getByRole('button', { name: 'No disponible' });
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Empezar: Traducción al inglés' }).count()).toBe(
      0,
    );
    // Even a forced click opens nothing and sends nothing.
    await button.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The other tools still start.
    await openTool(page, 'Optimización Básica');
    await expectVisible(page.getByRole('dialog', { name: 'Optimización Básica' }));
    expect(uploads).toEqual([]);

    // The plans say so too, instead of selling it.
    await page.goto('/pricing');
    const redi = page.getByTestId('plan-modo_redi').filter({ visible: true });
    await expectVisible(redi.getByText('Traducción al inglés: no disponible en este servidor'));
    // Nor do the landing's first response (description, hero, FAQ) and the about page promise it.
    const landing = await (await context.request.get('/')).text();
    for (const promise of [
      'tradúcelo al inglés',
      'traducida al inglés',
      'traduce tu CV al inglés',
    ]) {
      expect(landing).not.toContain(promise);
    }
    await page.goto('/nosotros');
    await expectVisible(page.getByRole('heading', { name: 'Lo que hacemos' }));
    expect(await page.getByText('Lo traducimos al inglés').count()).toBe(0);
  });

  test('a double click on "Optimizar mi CV" makes one CV and spends one credit', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('doble-clic'));
    // Enough credits for two: a second submission would be charged, not refused.
    const pack = await session.context.request.post('/api/credit-packs/checkout', {
      data: { pack: 'pack_3' },
      headers: { Origin: session.baseUrl },
    });
    const { url } = (await pack.json()) as { url: string };
    const completed = await session.context.request.post(
      `/api/checkout/sandbox/${url.split('/').pop() ?? ''}/complete`,
      { headers: { Origin: session.baseUrl } },
    );
    expect(completed.ok()).toBe(true);
    await page.goto('/tools');
    await expectVisible(page.getByText('Te quedan 4 créditos'));

    await openTool(page, 'Optimización Básica');
    const dialog = page.getByRole('dialog', { name: 'Optimización Básica' });
    await dialog.locator('input[type="file"]').setInputFiles(fixturePdf);
    await expectVisible(dialog.getByTestId('selected-file'));
    await dialog.getByRole('button', { name: 'Optimizar mi CV' }).dblclick();
    await dialog.getByTestId('ats-score').waitFor({ timeout: 30_000 });

    await expectVisible(page.getByText('Te quedan 3 créditos'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const cvs = (await (await session.context.request.get('/api/cvs')).json()) as {
      cvs: unknown[];
    };
    expect(cvs.cvs).toHaveLength(1);
    const me = (await (await session.context.request.get('/api/me')).json()) as {
      credits: { remaining: number };
    };
    expect(me.credits.remaining).toBe(3);
  });

  test('on a phone the dashboard links to every CV and the list page links back', async () => {
    session = await openBrowser({ width: 375, height: 812 });
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('telefono'));
    await page.goto('/tools');
    await page.getByRole('link', { name: 'Ver todos los CVs' }).click();
    await page.waitForURL('**/tools/cvs');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mis CVs Optimizados' }));
    await page.getByRole('link', { name: 'Volver a Herramientas' }).click();
    await page.waitForURL('**/tools');
  });
});
