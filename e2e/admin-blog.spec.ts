// The back office's blog in Chromium (issue 16): an operator writes an article with a cover and a
// live preview, publishes it and finds it on /blog, its page and the landing; a script typed in
// the article stays text; on a phone the screens fit and the article can be taken down.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import {
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  type BrowserSession,
} from './browser';
import { e2eOperatorEmails } from './operators';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const title = 'Cómo preparar tu CV para el sector minero';
const slug = 'como-preparar-tu-cv-para-el-sector-minero';
const body = [
  '## Qué buscan las mineras',
  'Certificaciones de **seguridad** y experiencia en campo.',
  '<script>window.articleScriptRan = true</script>',
  '- Inducción IPERC',
  '- Licencia de conducir A-IIb',
].join('\n\n');

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

describe('Blog in the back office', () => {
  test('an operator publishes an article and sees it on /blog; on a phone it fits and comes down', async () => {
    session = await openBrowser({ width: 1280, height: 900 });
    const { page } = session;
    const [operatorEmail] = e2eOperatorEmails;
    await signUpThroughApi(session, operatorEmail, 'Operadora Blog');

    await page.goto('/admin/blog');
    await expectTitle(page, 'Blog | CVListo');
    await expectVisible(
      page.getByRole('link', { name: 'Qué es un ATS y cómo lograr que tu CV lo supere' }),
    );
    await page.getByRole('link', { name: 'Nuevo artículo' }).click();
    await page.waitForURL('**/admin/blog/nuevo');

    // The address follows the title, accents folded.
    await page.getByRole('textbox', { name: 'Título' }).fill(title);
    expect(await page.getByRole('textbox', { name: 'Dirección' }).inputValue()).toBe(slug);
    await page
      .getByRole('textbox', { name: 'Descripción' })
      .fill('Lo que piden las empresas mineras del Perú y cómo mostrarlo en tu CV.');
    await page.getByRole('combobox', { name: 'Categoría' }).selectOption('cv-tips');
    const cover = await sharp({
      create: { width: 2000, height: 1125, channels: 3, background: '#b45309' },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: cover });
    await expectVisible(page.getByRole('img', { name: 'Portada del artículo' }));
    await page.getByRole('textbox', { name: 'Contenido (Markdown)' }).fill(body);

    // The live preview, rendered by the server: the heading, the list, the script as text.
    const preview = page.getByRole('region', { name: /Vista previa/ });
    await expectVisible(preview.getByRole('heading', { name: 'Qué buscan las mineras' }));
    await expectVisible(preview.getByText('Inducción IPERC'));
    await expectVisible(preview.getByText('<script>window.articleScriptRan = true</script>'));
    await expectVisible(preview.getByText('1 min de lectura'));

    await page.getByRole('button', { name: 'Guardar y publicar' }).click();
    await expectVisible(page.getByRole('status').getByText('Artículo publicado.'));
    await page.waitForURL(/\/admin\/blog\/\d+$/);
    await expectVisible(page.getByText('Publicado', { exact: true }));

    // On /blog (rendered on the server, no restart), then the article itself.
    await page.goto('/blog');
    await expectVisible(page.getByRole('link', { name: title }));
    await page.getByRole('link', { name: title }).first().click();
    await page.waitForURL(`**/blog/${slug}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectVisible(page.getByRole('heading', { level: 2, name: 'Qué buscan las mineras' }));
    await expectVisible(page.getByText('<script>window.articleScriptRan = true</script>'));
    expect(await page.evaluate(() => 'articleScriptRan' in window)).toBe(false);
    const coverSource = await page.locator('article img').first().getAttribute('src');
    expect(coverSource).toMatch(/^\/api\/blog\/images\/[0-9a-f-]{36}\.webp$/);
    const servedCover = await session.context.request.get(coverSource ?? '');
    expect(servedCover.headers()['content-type']).toBe('image/webp');

    // The first response already has it, as a crawler reads it; and so do the landing and sitemap.
    const firstResponse = await session.context.request.get(`/blog/${slug}`);
    expect(await firstResponse.text()).toContain('Qué buscan las mineras');
    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: title }));
    const sitemap = await session.context.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);

    // At 375 px: the list and the form fit the screen, and the article can be taken down.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/blog');
    await expectVisible(page.getByRole('link', { name: title }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectVisible(
      page
        .getByRole('navigation', { name: 'Secciones del panel' })
        .getByRole('link', { name: 'Blog' }),
    );
    await page.getByRole('link', { name: title }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Editar artículo' }));
    await expectVisible(preview.getByRole('heading', { name: 'Qué buscan las mineras' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Retirar del blog' }).click();
    await expectVisible(
      page.getByRole('status').getByText('El artículo ya no se muestra en el blog.'),
    );

    await page.goto('/blog');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);
    const gone = await session.context.request.get(`/blog/${slug}`);
    expect(gone.status()).toBe(404);
  });

  test('a signed-in user who is not an operator gets the not-found page at /admin/blog', async () => {
    session = await openBrowser({ width: 375, height: 812 });
    const { page } = session;
    await signUpThroughApi(session, `usuaria-blog-${Date.now()}@example.pe`);

    await page.goto('/admin/blog');

    await expectVisible(page.getByRole('heading', { name: 'Página no encontrada' }));
    expect(await page.getByRole('link', { name: 'Nuevo artículo' }).count()).toBe(0);
    const api = await session.context.request.get('/api/admin/blog/posts');
    expect(api.status()).toBe(403);
  });
});
