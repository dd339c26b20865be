// Keyboard, focus and small screens (issue 17, WCAG 2.2 AA): one browser for the whole file, so
// the checks stay quick.
import { createEmptyCvDocument, type CvDocument } from '@cvlisto/cv-engine/model';
import { claimConsentText } from '@cvlisto/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
  type BrowserSession,
} from './browser';

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session.close();
});

const phone = { width: 320, height: 640 };
const desktop = { width: 1280, height: 800 };

/** What has the focus: its tag, accessible-ish name and id. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase() ?? null,
      id: element?.id ?? '',
      label: element?.getAttribute('aria-label') ?? '',
      text: element?.textContent?.trim() ?? '',
    };
  });
}

async function waitForFocus(page: Page, check: string) {
  await page.waitForFunction(check, undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** Loads a page and says whether it is wider than the window (horizontal scrolling). */
async function overflowOf(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor();
  return page.evaluate(() => ({
    path: location.pathname,
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
}

function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
}

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

function inventedCv(name: string): CvDocument {
  const empty = createEmptyCvDocument('es');
  return { ...empty, contact: { ...empty.contact, name, headline: 'Analista de datos' } };
}

describe('public pages', () => {
  test('the skip link is the first tab stop and takes the focus to the main content', async () => {
    const { page } = session;
    await page.setViewportSize(desktop);
    for (const path of ['/', '/login']) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      // Without JavaScript the fragment link does the same (e2e/public-site.spec.ts); here the
      // hydrated page's handler is under test.
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
      expect(await focused(page)).toMatchObject({
        tag: 'a',
        text: 'Saltar al contenido principal',
      });
      // Visible once focused (not the 1 px of a visually hidden element).
      const box = await skip.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      // A target of at least 24 px (WCAG 2.5.8), which its padding gives.
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await waitForFocus(page, `document.activeElement?.id === 'contenido'`);
      expect(await focused(page)).toMatchObject({ tag: 'main', id: 'contenido' });
    }
  });

  test('the focus ring stands out from a blue button and from the page', async () => {
    const { page } = session;
    await page.goto('/');
    const start = page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: '¡Empieza gratis!' });
    await start.waitFor();
    // Focus by keyboard (a click does not show the ring): Tab until the button has it.
    await page.locator('body').focus();
    for (let step = 0; step < 12 && (await focused(page)).text !== '¡Empieza gratis!'; step += 1) {
      await page.keyboard.press('Tab');
    }
    const ring = await start.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        outline: style.outlineColor,
        outlineWidth: parseFloat(style.outlineWidth),
        inner: style.boxShadow,
        button: style.backgroundColor,
        page: getComputedStyle(document.querySelector('header')!).backgroundColor,
      };
    });
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    // The inner ring touches the button; the outline touches the inner ring and the page.
    expect(contrast(ring.inner, ring.button)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.outline, ring.page)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.outline, ring.inner)).toBeGreaterThanOrEqual(3);

    // In the dark closing band the tones swap: dark next to the white button, white outside.
    const closing = page.getByRole('link', { name: 'Mejorar mi CV ahora' });
    await closing.focus();
    const onDark = await closing.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(':focus-visible'),
        outline: style.outlineColor,
        inner: style.boxShadow,
        button: style.backgroundColor,
        band: getComputedStyle(element.parentElement!).backgroundColor,
      };
    });
    expect(onDark.focusVisible).toBe(true);
    expect(contrast(onDark.inner, onDark.button)).toBeGreaterThanOrEqual(3);
    expect(contrast(onDark.outline, onDark.band)).toBeGreaterThanOrEqual(3);
  });

  test('at 320 px nothing scrolls sideways, ids are unique and the phone menu returns focus', async () => {
    const { page } = session;
    await page.setViewportSize(phone);
    for (const path of ['/', '/pricing', '/libro-de-reclamaciones', '/blog', '/signup']) {
      const { scrollWidth, clientWidth } = await overflowOf(page, path);
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: clientWidth });
      expect({ path, duplicates: await duplicateIds(page) }).toEqual({ path, duplicates: [] });
    }

    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    const box = await menuButton.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(phone.width);
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expectVisible(menu);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await waitForFocus(page, `document.activeElement?.getAttribute('aria-label') === 'Abrir menú'`);
    expect((await focused(page)).label).toBe('Abrir menú');
  });

  test('the claim form marks its selects, then gives the focus to the sent claim', async () => {
    const { page } = session;
    await page.setViewportSize(desktop);
    await page.goto('/libro-de-reclamaciones');
    const department = page.getByLabel('Departamento', { exact: true });
    const province = page.getByLabel('Provincia', { exact: true });
    await department.waitFor();
    // The province's placeholder fits its select at 1280 px.
    expect(
      await province.evaluate((select: HTMLSelectElement) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        const text = select.options[select.selectedIndex]!.text;
        // Less the padding and the arrow (about 24 px).
        return context.measureText(text).width <= select.clientWidth - 24 - 24;
      }),
    ).toBe(true);

    await page.getByRole('button', { name: 'Enviar Reclamo' }).click();
    await page.waitForSelector('select[aria-invalid="true"]');
    const borders = await page.evaluate(() =>
      Array.from(document.querySelectorAll('select')).map((select) => ({
        label: select.labels?.[0]?.textContent,
        invalid: select.getAttribute('aria-invalid'),
        border: getComputedStyle(select).borderTopColor,
      })),
    );
    const input = await page
      .getByLabel('Nombres', { exact: true })
      .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(borders.find((select) => select.label === 'Departamento')).toEqual({
      label: 'Departamento',
      invalid: 'true',
      border: input,
    });
    // The province cannot be chosen yet: no error on it.
    expect(await province.isDisabled()).toBe(true);
    expect(await province.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Selecciona una provincia').count()).toBe(0);
    // Nor on the district, which waits for the province.
    const district = page.getByRole('textbox', { name: 'Distrito', exact: true });
    expect(await district.isDisabled()).toBe(true);
    expect(await district.getAttribute('aria-invalid')).toBeNull();
    await department.selectOption('Lima');
    await page.getByRole('button', { name: 'Enviar Reclamo' }).click();
    await expectVisible(page.getByText('Selecciona una provincia'));
    expect(await province.getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Número de documento', { exact: true }).fill('12345678');
    await page.getByLabel('Nombres', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellidos', { exact: true }).fill('Quispe Mamani');
    await page.getByLabel('Teléfono', { exact: true }).fill('987654321');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('reclamo-foco'));
    await province.selectOption('Lima');
    await page.getByLabel('Distrito', { exact: true }).selectOption('Miraflores');
    await page.getByLabel('Dirección', { exact: true }).fill('Av. Larco 123');
    await page.getByLabel('Producto o servicio contratado', { exact: true }).fill('Plan Pro');
    await page.getByRole('radio', { name: /^Reclamo/ }).check();
    await page.getByLabel('Detalle', { exact: true }).fill('Pagué el plan y no recibí créditos.');
    await page.getByLabel('Pedido del cliente', { exact: true }).fill('Que se acrediten.');
    await page.getByLabel(claimConsentText).check();
    await page.getByRole('button', { name: 'Enviar Reclamo' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('heading', { name: 'Gracias por tu reclamo' }));
    await waitForFocus(page, `document.activeElement !== document.body`);
    expect((await focused(page)).text).toContain('Gracias por tu reclamo');
  });
});

describe('signed-in pages', () => {
  test('repeated actions name their CV, dialogs and the bell return focus, and 320 px fits', async () => {
    const { page, context, baseUrl } = session;
    await context.clearCookies();
    await signUpThroughApi(session, uniqueEmail('foco'), 'Lucía Quispe');
    for (const name of ['CV para Interbank', 'CV para Alicorp']) {
      const created = await context.request.post('/api/cvs', {
        data: { name, document: inventedCv('Lucía Quispe'), template: 'clasico', pageSize: 'a4' },
        headers: { Origin: baseUrl },
      });
      expect(created.status()).toBe(201);
    }

    await page.setViewportSize(desktop);
    await page.goto('/tools/cvs');
    const rows = page.getByRole('list', { name: 'CVs optimizados' }).getByRole('listitem');
    await expectVisible(rows);
    const names = await rows.evaluateAll((items) =>
      items.flatMap((item) =>
        Array.from(item.querySelectorAll('button')).map((button) => button.textContent?.trim()),
      ),
    );
    expect(new Set(names).size).toBe(names.length);
    const view = page.getByRole('button', { name: 'Ver CV para Alicorp' });
    expect(await view.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Eliminar CV para Interbank' }).count()).toBe(1);

    // A dialog opened by state gives the focus back to the button that opened it.
    await view.focus();
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog');
    await expectVisible(result);
    // The PDF preview's viewer may hold the keyboard: close with the dialog's own button.
    await result.getByRole('button', { name: 'Cerrar' }).click();
    await result.waitFor({ state: 'detached' });
    await waitForFocus(page, `document.activeElement?.textContent?.includes('Alicorp')`);
    expect((await focused(page)).text).toBe('Ver CV para Alicorp');

    // The deleted row's button is gone: the focus goes to the main content, not to <body>.
    await page.getByRole('button', { name: 'Eliminar CV para Alicorp' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: '¿Eliminar este CV?' });
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await waitForFocus(page, `document.activeElement !== document.body`);
    expect(await focused(page)).toMatchObject({ tag: 'main' });

    // The notifications panel: Escape from one of its links returns to the bell.
    await page.goto('/tools');
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect((await focused(page)).tag).toBe('a');
    await page.keyboard.press('Escape');
    expect((await focused(page)).label).toMatch(/^Notificaciones/);

    await page.setViewportSize(phone);
    for (const path of ['/tools', '/tools/cvs', '/profile', '/planes']) {
      const { scrollWidth, clientWidth } = await overflowOf(page, path);
      expect({ path, scrollWidth }).toEqual({ path, scrollWidth: clientWidth });
    }
  });
});
