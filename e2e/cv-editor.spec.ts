// Issue 14 end to end: review and edit an optimised CV in the app (the files carry the edits, no
// credit is spent), reorder by keyboard, restore a version, change the look, start a CV from
// scratch on a phone, and a save that raced another tab.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cvEditorMessages, type CvEditorState } from '@cvlisto/shared';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  type BrowserSession,
} from './browser';

const run = promisify(execFile);

const fixturePdf = fileURLToPath(
  new URL('../packages/cv-engine/fixtures/cvs/es-pdf-word-export-03.pdf', import.meta.url),
);

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The file a download link gives, as bytes and as the path the browser saved it to. */
async function download(page: Page, link: Locator): Promise<{ path: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = (await file.path()) ?? '';
  return { path, bytes: await readFile(path) };
}

/** The PDF's text as an ATS reads it (pdftotext), with whitespace runs collapsed. */
async function pdfText(path: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', path, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** The DOCX's body text: word/document.xml without its tags. */
async function docxText(path: string): Promise<string> {
  const { stdout } = await run('unzip', ['-p', path, 'word/document.xml'], {
    maxBuffer: 20 * 1024 * 1024,
  });
  return stdout
    .replace(/<\/w:p>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function remainingCredits(session: BrowserSession): Promise<number> {
  const response = await session.context.request.get('/api/me');
  return ((await response.json()) as { credits: { remaining: number } }).credits.remaining;
}

async function editorState(session: BrowserSession, cvId: string): Promise<CvEditorState> {
  const response = await session.context.request.get(`/api/cvs/${cvId}/document`);
  expect(response.status()).toBe(200);
  return (await response.json()) as CvEditorState;
}

function cvIdFromEditorUrl(page: Page): string {
  const id = /\/tools\/cvs\/([^/]+)\/editar/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not an editor address: ${page.url()}`);
  return decodeURIComponent(id);
}

/** The accessible name of the focused element (what a keyboard user is on). */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? null,
  );
}

async function save(page: Page, notice = 'Cambios guardados') {
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await page.getByRole('status').filter({ hasText: notice }).waitFor({ timeout: 20_000 });
}

describe('the CV editor', () => {
  test('edit an optimised CV: the files carry the edits, no credit is spent; restore; look', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('editor'), 'Rosa Quispe');
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Empezar: Optimización Básica' }).click();
    const dialog = page.getByRole('dialog', { name: 'Optimización Básica' });
    await dialog.locator('input[type="file"]').setInputFiles(fixturePdf);
    await dialog.getByRole('button', { name: 'Optimizar mi CV' }).click();
    await dialog.getByTestId('ats-score').waitFor({ timeout: 30_000 });
    const creditsAfterOptimising = await remainingCredits(session);

    // «Editar CV» in the result opens the structured CV.
    await dialog.getByRole('link', { name: 'Editar CV' }).click();
    await page.waitForURL('**/tools/cvs/*/editar');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Editar CV' }));
    const cvId = cvIdFromEditorUrl(page);
    const original = await editorState(session, cvId);
    await expectTitle(page, `Editar CV: ${original.name} | CVListo`);
    expect(original.version).toBe(1);

    const section = original.document.sections.find((candidate) => candidate.kind === 'experience');
    if (!section) throw new Error('the fixture has an experience section');
    const sectionCard = page.getByRole('region', { name: section.heading, exact: true });
    if (section.keepAsWritten === true) {
      await sectionCard.getByRole('button', { name: 'Usar los datos ordenados' }).click();
    }
    const jobs = original.document.experience.flatMap((entry, index) =>
      entry.sectionId === section.id ? [{ entry, index }] : [],
    );
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    const [first, second] = jobs as [(typeof jobs)[number], (typeof jobs)[number]];
    const secondTitle = second.entry.title ?? '';
    expect(secondTitle).not.toBe('');

    // Change the first job's title and add a bullet to it.
    const newTitle = 'Analista Contable Senior';
    const newBullet = 'Reduje el cierre contable mensual de 6 a 3 días.';
    await page.locator(`#campo-experience-${first.index}-title`).fill(newTitle);
    await page.locator(`#campo-experience-${first.index}-bullets-agregar`).click();
    // The new bullet's field has the cursor.
    await page.keyboard.type(newBullet);
    expect(await focusedName(page)).toBe(
      `campo-experience-${first.index}-bullets-${first.entry.bullets.length}`,
    );

    // Move the second job up with the keyboard only: from its title field back to its «Subir».
    await page.locator(`#campo-experience-${second.index}-title`).focus();
    const moveUp = `Subir puesto: ${secondTitle}`;
    for (let step = 0; step < 8 && (await focusedName(page)) !== moveUp; step += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    expect(await focusedName(page)).toBe(moveUp);
    await page.keyboard.press('Enter');
    // Focus follows the job to its new place, so another press would move it again.
    expect(await focusedName(page)).toBe(moveUp);
    const jobHeadings = await sectionCard.getByRole('heading', { level: 3 }).allTextContents();
    expect(jobHeadings.slice(0, 2)).toEqual([secondTitle, newTitle]);

    // Leaving now asks first; staying keeps the changes.
    await page.getByRole('link', { name: 'Volver a Mis CVs' }).click();
    const leave = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
    await expectVisible(leave);
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/editar');
    // So does the browser's back button: the editor stays, at its own address.
    await page.goBack();
    await expectVisible(leave);
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await leave.waitFor({ state: 'detached' });
    await page.waitForURL('**/tools/cvs/*/editar');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Editar CV' }));

    await save(page);
    const edited = await editorState(session, cvId);
    expect(edited.version).toBe(2);
    expect(await page.locator('iframe').getAttribute('src')).toContain('v=2');

    // Both files carry the edits, in the new order.
    const pdf = await download(page, page.getByRole('link', { name: 'Descargar PDF' }));
    const text = await pdfText(pdf.path);
    expect(text).toContain(newTitle);
    expect(text).toContain(newBullet);
    expect(text.indexOf(secondTitle)).toBeLessThan(text.indexOf(newTitle));
    const word = await download(page, page.getByRole('link', { name: 'Descargar Word' }));
    const wordText = await docxText(word.path);
    expect(wordText).toContain(newTitle);
    expect(wordText).toContain(newBullet);
    expect(wordText.indexOf(secondTitle)).toBeLessThan(wordText.indexOf(newTitle));
    expect(await remainingCredits(session)).toBe(creditsAfterOptimising);

    // The versions: the edit on top of the optimisation; restore the optimised one.
    const versions = page.getByRole('list', { name: 'Versiones del CV' });
    await expectVisible(versions.getByText('Versión 2 · Editado'));
    await expectVisible(versions.getByText('Versión 1 · Optimizado'));
    await page.getByRole('button', { name: 'Restaurar la versión 1' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Restaurar la versión 1?' });
    await confirm.getByRole('button', { name: 'Restaurar', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Restauramos la versión elegida.' }).waitFor();
    await expectVisible(versions.getByText('Versión 3 · Restaurado'));
    expect(await page.locator(`#campo-experience-${first.index}-title`).inputValue()).toBe(
      first.entry.title ?? '',
    );
    const restored = await download(page, page.getByRole('link', { name: 'Descargar PDF' }));
    expect(await pdfText(restored.path)).not.toContain(newTitle);

    // A new look re-renders the same document at no cost: the PDF changes, Carta paper included.
    await page.getByRole('radio', { name: /^Compacto/ }).check();
    await page.getByRole('radio', { name: /^Carta/ }).check();
    await save(page);
    await expectVisible(versions.getByText('Versión 4 · Cambio de diseño'));
    const relooked = await download(page, page.getByRole('link', { name: 'Descargar PDF' }));
    expect(relooked.bytes.equals(restored.bytes)).toBe(false);
    const { stdout: info } = await run('pdfinfo', [relooked.path]);
    expect(info).toMatch(/Page size:\s+612 x 792 pts/);
    expect(await pdfText(relooked.path)).toContain(first.entry.title ?? '');
    expect(await remainingCredits(session)).toBe(creditsAfterOptimising);
  });

  test('start from scratch on a phone: checks in Spanish, create, download; it is free', async () => {
    session = await openBrowser({ width: 375, height: 812 });
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('desde-cero'));
    await page.goto('/tools');
    const credits = await remainingCredits(session);
    await expectVisible(page.getByText('Es gratis: no usa créditos.'));
    await page.getByRole('link', { name: 'Crear mi CV desde cero' }).click();
    await page.waitForURL('**/tools/cvs/nuevo');
    await expectTitle(page, 'Crear CV desde cero | CVListo');
    await expectVisible(page.getByText(/3 o 4 líneas/));

    // Nothing filled: the summary at the top, the error beside the field, the cursor in it.
    const create = page.getByRole('button', { name: 'Guardar y crear mi CV' });
    await create.click();
    await expectVisible(page.getByRole('alert').getByText('Escribe tu nombre completo.'));
    expect(await focusedName(page)).toBe('campo-contact-name');
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Carmen Quispe Rojas');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('carmen');
    await create.click();
    await expectVisible(page.getByRole('alert').getByText(/Escribe un correo válido/));
    expect(await focusedName(page)).toBe('campo-contact-email');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('carmen.quispe@correo.pe');

    // One job, its dates picked apart, «actualidad» and one bullet.
    await page.getByRole('button', { name: 'Agregar puesto' }).click();
    await page.keyboard.type('Asistente de almacén');
    await page.locator('#campo-experience-0-organisation').fill('Distribuidora Los Andes');
    await page.locator('#campo-experience-0-dates').selectOption('2021');
    await page.locator('#campo-experience-0-dates-mes').selectOption('3');
    await page.locator('#campo-experience-0-dates-fin').selectOption('2020');
    await create.click();
    await expectVisible(
      page.getByRole('alert').getByText('La fecha de fin no puede ser anterior a la de inicio.'),
    );
    await page.getByRole('checkbox', { name: /Trabajo aquí actualmente/ }).check();
    await expectVisible(page.getByText('Se imprime: «mar. 2021 – actualidad»'));
    await page
      .locator('#campo-experience-0-bullets-0')
      .fill('Ordené el inventario de 800 productos.');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );

    await create.click();
    await page.waitForURL('**/tools/cvs/*/editar', { timeout: 20_000 });
    await expectVisible(page.getByRole('status').getByText('Tu CV está creado y guardado.'));
    // On a phone the preview opens in the browser's own PDF viewer.
    await expectVisible(page.getByRole('link', { name: 'Ver vista previa del PDF' }));
    const pdf = await download(page, page.getByRole('link', { name: 'Descargar PDF' }));
    const text = await pdfText(pdf.path);
    for (const expected of [
      'Carmen Quispe Rojas',
      'carmen.quispe@correo.pe',
      'Asistente de almacén',
      'mar. 2021 – actualidad',
      'Ordené el inventario de 800 productos.',
    ]) {
      expect(text).toContain(expected);
    }
    const word = await download(page, page.getByRole('link', { name: 'Descargar Word' }));
    expect(await docxText(word.path)).toContain('Asistente de almacén');
    expect(await remainingCredits(session)).toBe(credits);

    // It is listed among the user's CVs as one written from scratch.
    await page.goto('/tools/cvs');
    await expectVisible(
      page.getByRole('list', { name: 'CVs optimizados' }).getByText('Creado desde cero'),
    );
  });

  test('closing a tab with changes asks first; a save that raced it gets the Spanish message and «Recargar»', async () => {
    session = await openBrowser();
    const { page, context, baseUrl } = session;
    await signUpThroughApi(session, uniqueEmail('dos-pestanas'));
    await page.goto('/tools/cvs/nuevo');
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Luis Torres Vega');
    await page.getByRole('button', { name: 'Guardar y crear mi CV' }).click();
    await page.waitForURL('**/tools/cvs/*/editar', { timeout: 20_000 });
    const cvId = cvIdFromEditorUrl(page);

    // Another tab saves first.
    const other = await context.newPage();
    await other.goto(new URL(page.url(), baseUrl).toString());
    await other.getByRole('textbox', { name: 'Título profesional' }).fill('Técnico electricista');
    await save(other);
    // With unsaved changes, closing the tab asks first (beforeunload).
    await other.getByRole('textbox', { name: 'Teléfono' }).fill('+51 900 000 000');
    const asked = other.waitForEvent('dialog');
    await other.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    // Under load Chromium may have closed the page (and its dialog) by the time we answer: the
    // question was asked, which is what this checks, so only that one answer error is let pass.
    await question.accept().catch((error: unknown) => {
      if (!String(error).includes('No dialog is showing')) throw error;
    });

    await page.getByRole('textbox', { name: 'Título profesional' }).fill('Electricista industrial');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectVisible(page.getByRole('alert').getByText(cvEditorMessages.staleVersion));
    await page.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('textbox', { name: 'Título profesional' }).waitFor();
    await page
      .waitForFunction(
        () =>
          (document.getElementById('campo-contact-headline') as HTMLInputElement | null)?.value ===
          'Técnico electricista',
      )
      .catch(() => undefined);
    expect(await page.getByRole('textbox', { name: 'Título profesional' }).inputValue()).toBe(
      'Técnico electricista',
    );
    expect((await editorState(session, cvId)).version).toBe(2);
  });
});
