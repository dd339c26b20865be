// The public site in Chromium: the landing's blocks and buttons by sign-in state, the FAQ
// accordion, the tutorial video dialog by keyboard, the static pages and the blog's navigation
// (spec/core.md §2, issue 6).
import { afterEach, describe, expect, inject, test } from 'vitest';
import {
  chromiumArgs,
  expectTitle,
  expectVisible,
  openBrowser,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
  type BrowserSession,
} from './browser';
import { chromium, type Page } from 'playwright-core';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function descriptionOf(page: Page): Promise<string | null> {
  // The server writes each page's own description into the first response (one tag).
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** The first HTML response for a path, as a crawler that runs no JavaScript gets it. */
async function firstResponse(session: BrowserSession, path: string): Promise<string> {
  const response = await session.context.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** The targets of the hero, how-it-works and closing buttons, in that order. */
async function startTargets(page: Page): Promise<(string | null)[]> {
  const hero = section(page, 'Tu CV listo para pasar los filtros ATS').getByRole('link', {
    name: 'Optimiza tu CV gratis',
  });
  await expectVisible(hero);
  const buttons = [
    hero,
    section(page, 'Cómo funciona').getByRole('link', { name: 'Probar con mi CV' }),
    section(page, 'Postula con un CV del que te sientas seguro').getByRole('link', {
      name: 'Mejorar mi CV ahora',
    }),
  ];
  return Promise.all(buttons.map((button) => button.getAttribute('href')));
}

describe('landing page', () => {
  test('has every block, and signed out its buttons lead to sign-in', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1, name: /filtros ATS/ }));
    await expectTitle(page, 'Optimiza tu CV con IA para los filtros ATS | CVListo');
    expect(await descriptionOf(page)).toMatch(/primera optimización es gratis/);

    await expectVisible(section(page, 'Así queda un CV después de optimizarlo'));
    const howItWorks = section(page, 'Cómo funciona');
    expect(await howItWorks.getByRole('listitem').count()).toBe(3);

    // The three latest published posts, each linking to its article, and a link to the blog.
    const latest = section(page, 'Del blog');
    await expectVisible(latest.getByRole('article'));
    const articleLinks = await latest
      .getByRole('article')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(articleLinks).toHaveLength(3);
    for (const href of articleLinks) expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(
      await latest.getByRole('link', { name: 'Ver todos los artículos' }).getAttribute('href'),
    ).toBe('/blog');

    const pricing = section(page, 'Planes para cada etapa de tu búsqueda');
    for (const plan of ['Básico', 'Pro', 'Redi']) {
      await expectVisible(pricing.getByRole('heading', { name: plan, exact: true }));
    }
    const planTargets = await pricing
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(planTargets)).toEqual(new Set(['/login']));

    await expectVisible(section(page, 'Preguntas frecuentes'));
    const closing = section(page, 'Postula con un CV del que te sientas seguro');
    await expectVisible(closing);

    // Hero, how-it-works and closing buttons all go to sign-in when signed out.
    expect(await startTargets(page)).toEqual(['/login', '/login', '/login']);
  });

  test('signed in, the start buttons lead to the tools and the plan buttons to /planes', async () => {
    session = await openBrowser();
    const { page } = session;
    await signUpThroughApi(session, uniqueEmail('landing'));
    await page.goto('/');
    await expectVisible(page.getByRole('link', { name: 'Mi cuenta' }));
    expect(await startTargets(page)).toEqual(['/tools', '/tools', '/tools']);
    const planTargets = await section(page, 'Planes para cada etapa de tu búsqueda')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(planTargets)).toEqual(new Set(['/planes']));
  });

  test('the FAQ opens one answer at a time, and clicking the open one closes it', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/');
    const faq = section(page, 'Preguntas frecuentes');
    const questions = faq.getByRole('button');
    await expectVisible(questions);
    expect(await questions.count()).toBe(5);
    const expanded = () =>
      questions.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-expanded')),
      );
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    await questions.nth(0).click();
    expect(await expanded()).toEqual(['true', 'false', 'false', 'false', 'false']);
    await expectVisible(faq.getByText(/sistema de seguimiento de candidatos/));

    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(await faq.getByText(/sistema de seguimiento de candidatos/).isVisible()).toBe(false);

    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'false']);

    // The keyboard works too: Enter on a focused question opens it.
    await questions.nth(4).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'false', 'false', 'false', 'true']);
  });

  test('with a tutorial video configured, its dialog opens and closes by keyboard only', async () => {
    session = await openBrowser();
    const { page } = session;
    const videoUrl = 'https://www.youtube-nocookie.com/embed/tutorial';
    // Configuration with a video, and a stand-in player: this machine has no internet. The
    // landing page's first response carries the server's own configuration, so the page is
    // reached by a client-side navigation from a page the browser renders, which reads /api/config
    // (/login with a query string is not rendered on the server).
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, tutorialVideoUrl: videoUrl } });
    });
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Video</p>' }),
    );
    await page.goto('/login?desde=prueba');
    await page.getByRole('link', { name: 'CVListo, inicio' }).click();
    const videoButton = page.getByRole('button', { name: 'Ver cómo funciona' });
    await expectVisible(videoButton);
    await videoButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cómo funciona en 2 minutos' });
    await expectVisible(dialog);
    expect(await dialog.locator('iframe').getAttribute('src')).toBe(videoUrl);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog.
    await page.waitForFunction(
      () => document.activeElement?.textContent === 'Ver cómo funciona',
      undefined,
      { timeout: 5_000 },
    );

    // Opened again, Tab reaches the close button inside the dialog, and Enter activates it.
    await page.keyboard.press('Enter');
    await expectVisible(dialog);
    // The dialog moves focus inside itself once open (its code loads on demand): wait for that.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') != null);
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    // The player's iframe may take a Tab of its own before the close button.
    for (let step = 0; step < 5 && (await focusedLabel()) !== 'Cerrar'; step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedLabel()).toBe('Cerrar');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
  });

  test('without a tutorial video there is no video button', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, tutorialVideoUrl: '' } });
    });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('button', { name: 'Ver cómo funciona' }).count()).toBe(0);
  });
});

describe('crawlable public pages', () => {
  test('each has its title, description and canonical address in the first HTML response', async () => {
    session = await openBrowser();
    const pages = [
      { path: '/faq', title: 'Preguntas Frecuentes | CVListo', description: /filtros ATS/ },
      {
        path: '/pricing',
        title: 'Planes | CVListo',
        description: /primera optimización es gratis/,
      },
      { path: '/nosotros', title: 'Nosotros | CVListo', description: /CVListo ayuda/ },
      { path: '/privacy-policy', title: 'Política de Privacidad | CVListo', description: /ARCO/ },
      {
        path: '/libro-de-reclamaciones',
        title: 'Libro de Reclamaciones | CVListo',
        description: /reclamo/,
      },
      {
        path: '/blog',
        title: 'Blog: consejos para tu CV y tu búsqueda de empleo | CVListo',
        description: /Perú/,
      },
    ];
    for (const { path, title, description } of pages) {
      const html = await firstResponse(session, path);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toMatch(
        new RegExp(`<meta name="description" content="[^"]*${description.source}`),
      );
      expect(html).toContain(`<link rel="canonical" href="${session.baseUrl}${path}" />`);
    }

    // An article: its own title and summary, read from the database.
    const posts = (await (await session.context.request.get('/api/blog/posts?limit=1')).json()) as {
      posts: { slug: string; title: string; description: string }[];
    };
    const [post] = posts.posts;
    const article = await firstResponse(session, `/blog/${post?.slug ?? ''}`);
    expect(article).toContain(`<title>${post?.title ?? '?'} | CVListo</title>`);
    expect(article).toContain(`content="${post?.description ?? '?'}"`);
    // The content pages arrive rendered too: the article with its sections, the FAQ, the policies.
    expect(article).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect((article.match(/<h2[^>]*>/g) ?? []).length).toBeGreaterThan(1);
    expect(await firstResponse(session, '/faq')).toContain('aria-expanded="false"');
    expect(await firstResponse(session, '/privacy-policy')).toContain('ARCO');
    // So are the complaints book's form and the plans (issue 17).
    expect(await firstResponse(session, '/libro-de-reclamaciones')).toContain(
      'Libro de Reclamaciones</h1>',
    );
    expect(await firstResponse(session, '/pricing')).toContain('Más Popular');
  });

  test('a shared link shows the page: Open Graph tags and the share image', async () => {
    session = await openBrowser();
    const html = await firstResponse(session, '/pricing');
    expect(html).toContain('<meta property="og:title" content="Planes | CVListo" />');
    expect(html).toContain(`<meta property="og:url" content="${session.baseUrl}/pricing" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1] ?? '';
    const response = await session.context.request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('the landing page arrives rendered, and the browser takes it over without errors', async () => {
    session = await openBrowser({ width: 375, height: 800 });
    const html = await firstResponse(session, '/');
    // The hero, the how-it-works steps, the latest posts, the plans and the FAQ, before any script.
    expect(html).toMatch(/<h1[^>]*>Tu CV listo para pasar los filtros ATS<\/h1>/);
    expect(html).toContain('Cómo funciona');
    expect(html).toContain('Del blog');
    expect(html).toContain('Preguntas frecuentes');
    expect(html).toContain('id="app-state"');
    // The engine's before → after of an invented CV (issue 17), as text.
    expect(html).toContain('Así queda un CV después de optimizarlo');
    expect(html).toMatch(/<del[^>]*>OBJETIVO:<\/del>/);
    const posts = (await (await session.context.request.get('/api/blog/posts?limit=3')).json()) as {
      posts: { title: string }[];
    };
    for (const post of posts.posts) expect(html).toContain(post.title);

    const { page } = session;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    // Hydrated: the FAQ answers clicks, and the sign-in state arrived without a failed request.
    const question = section(page, 'Preguntas frecuentes').getByRole('button').nth(1);
    await question.click();
    await expectVisible(
      section(page, 'Preguntas frecuentes').getByRole('button', { expanded: true }),
    );
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

describe('static pages', () => {
  test('FAQ, about and legal pages have their title, description and content', async () => {
    session = await openBrowser();
    const { page } = session;
    const pages = [
      { path: '/faq', title: 'Preguntas Frecuentes | CVListo', text: /filtros ATS/ },
      { path: '/nosotros', title: 'Nosotros | CVListo', text: /Nunca inventamos datos/ },
      { path: '/privacy-policy', title: 'Política de Privacidad | CVListo', text: /derechos ARCO/ },
      {
        path: '/terms-and-conditions',
        title: 'Términos y Condiciones | CVListo',
        text: /créditos/,
      },
      {
        path: '/politica-de-devoluciones',
        title: 'Política de Cancelación y Devolución | CVListo',
        text: /No realizamos devoluciones/,
      },
    ];
    for (const { path, title, text } of pages) {
      await page.goto(path);
      await expectTitle(page, title);
      await expectVisible(page.getByText(text).first());
      expect((await descriptionOf(page))?.length ?? 0).toBeGreaterThan(40);
    }

    // The refund policy has exactly its three sections (spec/secondary.md §2.4).
    await page.goto('/politica-de-devoluciones');
    await expectVisible(page.getByRole('heading', { level: 2 }));
    expect(await page.locator('main h2').allTextContents()).toEqual([
      '1. Devoluciones',
      '2. Cancelación de la suscripción',
      '3. Excepciones',
    ]);

    // /faq has the same one-at-a-time accordion.
    await page.goto('/faq');
    const questions = page.locator('main').getByRole('button', { expanded: false });
    await expectVisible(questions);
    expect(await questions.count()).toBe(5);
  });
});

describe('blog', () => {
  test('list → article → share', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/blog');
    await expectTitle(page, 'Blog: consejos para tu CV y tu búsqueda de empleo | CVListo');
    const articles = page.getByRole('list', { name: 'Artículos' }).getByRole('article');
    await expectVisible(articles);
    expect(await articles.count()).toBeGreaterThanOrEqual(6);

    // Newest first.
    const dates = await articles
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect([...dates].sort().reverse()).toEqual(dates);

    const firstLink = articles.first().getByRole('link');
    const title = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: title }));
    await expectTitle(page, `${title} | CVListo`);
    expect(await page.locator('main article h2').count()).toBeGreaterThan(0);
    expect(await page.locator('main article h2 ~ p').count()).toBeGreaterThan(1);

    // Without a share sheet, sharing copies the address and says so.
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: 'Compartir' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'Enlace copiado' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });
});

describe('pages that do not exist (issue 11)', () => {
  /** Console errors and warnings, and uncaught errors: a failed hydration shows up here. */
  function collectProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on('console', (message) => {
      // Chromium reports the document's own 404 status; that is the point, not a problem.
      const isDocumentStatus =
        message.text().includes('status of 404') && message.location().url === page.url();
      if (isDocumentStatus) return;
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    return problems;
  }

  /** Marks the document, so a later check tells a client-side navigation from a full load. */
  async function markDocument(page: Page) {
    await page.evaluate(() => document.documentElement.setAttribute('data-marca', 'sin-recarga'));
  }

  test('an unknown address answers 404 with the Spanish page, which the browser takes over', async () => {
    session = await openBrowser();
    const { page } = session;
    const problems = collectProblems(page);

    const response = await page.goto('/no-existe');

    expect(response?.status()).toBe(404);
    // In the first response, for crawlers: the words and the noindex tag.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Página no encontrada</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Página no encontrada' }));
    await expectTitle(page, 'Página no encontrada | CVListo');
    // Hydrated: the link navigates inside the app, without reloading the document. A click that
    // beats hydration is an ordinary page load, which is fine for a person but not what is tested.
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { level: 1, name: /filtros ATS/ }));
    expect(await page.locator('html[data-marca="sin-recarga"]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('an unknown article answers 404, says so and leads to the blog', async () => {
    session = await openBrowser();
    const { page } = session;
    const problems = collectProblems(page);

    const response = await page.goto('/blog/slug-inexistente');

    expect(response?.status()).toBe(404);
    expect((await response?.text()) ?? '').toContain('Artículo no encontrado</h1>');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' }));
    await expectTitle(page, 'Artículo no encontrado | CVListo');
    expect(new URL(page.url()).pathname).toBe('/blog/slug-inexistente');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'Ver todos los artículos' }).click();
    await page.waitForURL((url) => url.pathname === '/blog');
    await expectVisible(page.getByRole('list', { name: 'Artículos' }).getByRole('article').first());
    expect(await page.locator('html[data-marca="sin-recarga"]').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('an unknown article reached inside the app says so too', async () => {
    session = await openBrowser();
    const { page } = session;
    await page.goto('/blog');
    await expectVisible(page.getByRole('list', { name: 'Artículos' }).getByRole('article').first());
    // The list is server-rendered: until React has hydrated, no router listens for popstate.
    await waitForHydration(page);

    // A client-side visit (the API answers 404), as from a stale link inside the app.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/blog/otro-inexistente');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    await expectVisible(page.getByRole('heading', { level: 1, name: 'Artículo no encontrado' }));
  });
});

test('the before → after fits a 320 px screen', async () => {
  session = await openBrowser({ width: 320, height: 700 });
  const { page } = session;
  await page.goto('/');
  const block = section(page, 'Así queda un CV después de optimizarlo');
  await expectVisible(block.getByText('Perfil profesional', { exact: true }));
  await expectVisible(block.getByText('Puntaje ATS'));
  // Nothing inside it is wider than the screen.
  const widest = await block.evaluate((element) =>
    Math.max(
      ...[element, ...Array.from(element.querySelectorAll('*'))].map(
        (child) => child.getBoundingClientRect().right,
      ),
    ),
  );
  expect(widest).toBeLessThanOrEqual(320);
});

describe('public pages without JavaScript (issue 17)', () => {
  /** Chromium with scripts off: what a crawler or a visitor on a failed script load sees. */
  async function withoutJavaScript(check: (page: Page) => Promise<void>) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
    try {
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        javaScriptEnabled: false,
        locale: 'es-PE',
        viewport: { width: 375, height: 800 },
      });
      await check(await context.newPage());
    } finally {
      await browser.close();
    }
  }

  test('/pricing, /planes, the complaints book and sign-in show their words', async () => {
    await withoutJavaScript(async (page) => {
      await page.goto('/pricing');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
      // At 375 px the tabs' layout shows one plan, Pro first: without JavaScript too.
      await expectVisible(page.getByRole('tabpanel').getByText('Más Popular'));
      await expectVisible(page.getByRole('tabpanel').getByRole('link', { name: 'Elegir Pro' }));
      await expectVisible(page.getByRole('link', { name: /política de cancelación/ }));

      await page.goto('/planes');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
      await expectVisible(page.getByRole('tabpanel').getByRole('link', { name: 'Elegir Pro' }));

      await page.goto('/libro-de-reclamaciones');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Libro de Reclamaciones' }));
      await expectVisible(page.getByLabel('Nombres'));
      // Without the page's code the form cannot be sent: no claim's data in an address.
      const send = page.getByRole('button', { name: 'Enviar Reclamo' });
      expect(await send.isDisabled()).toBe(true);
      expect(await page.locator('form').getAttribute('method')).toBe('post');

      await page.goto('/signup');
      await expectVisible(page.getByRole('heading', { name: 'Crea tu cuenta gratis' }));
      // The skip link is a plain fragment link: it takes the focus to <main> without scripts.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'contenido');
    });
  });

  test('with JavaScript the same pages hydrate without errors and work', async () => {
    session = await openBrowser({ width: 375, height: 800 });
    const { page } = session;
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    for (const path of ['/pricing', '/planes', '/libro-de-reclamaciones']) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
    }
    // /planes signed out stays the public page once the session is known: no spinner in between.
    await page.goto('/planes');
    await page.waitForLoadState('networkidle');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Planes' }));
    // The plan tabs answer: hydrated.
    await page.getByRole('tab', { name: 'Redi' }).click();
    await expectVisible(page.getByRole('tabpanel').getByText('Traducción al inglés').first());

    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuar con email' }).click();
    await expectVisible(page.getByLabel('Contraseña', { exact: true }));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('signed in, /planes is the plan upgrade page, not the public one', async () => {
    session = await openBrowser();
    await signUpThroughApi(session, uniqueEmail('planes-ssr'));
    const { page } = session;
    await page.goto('/planes');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Mejora tu plan' }));
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname.startsWith('/tools'));
  });
});
