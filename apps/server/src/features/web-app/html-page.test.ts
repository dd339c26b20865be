import { describe, expect, test } from 'vitest';
import { buildHtmlPage } from './html-page';

const template = `<!doctype html>
<html lang="es-PE">
  <head>
    <meta
      name="description"
      content="Descripción por defecto."
    />
    <title>CVListo</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('buildHtmlPage', () => {
  test('writes the page title, description and canonical address into the head', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'Preguntas Frecuentes | CVListo', description: 'Respuestas sobre los ATS.' },
      canonicalUrl: 'https://cvlisto.pe/faq',
      rendered: null,
    });

    expect(html).toContain('<title>Preguntas Frecuentes | CVListo</title>');
    expect(html).toContain('<meta name="description" content="Respuestas sobre los ATS." />');
    expect(html).not.toContain('Descripción por defecto');
    expect(html).toContain('<link rel="canonical" href="https://cvlisto.pe/faq" />\n  </head>');
    expect(html).toContain('<div id="root"></div>');
  });

  test('escapes text from the database, so an article title cannot break out of the tag', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'CV "perfecto" </title><script>x</script>', description: 'a & b' },
      canonicalUrl: null,
      rendered: null,
    });

    expect(html).toContain(
      '<title>CV &quot;perfecto&quot; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>',
    );
    expect(html).toContain('content="a &amp; b"');
    expect(html).not.toContain('rel="canonical"');
  });

  test('tells search engines not to index a page that is not there', () => {
    const parts = { head: { title: 'Página no encontrada', description: 'No existe.' } };
    const notFound = buildHtmlPage(template, {
      ...parts,
      canonicalUrl: null,
      rendered: null,
      noIndex: true,
    });
    const page = buildHtmlPage(template, { ...parts, canonicalUrl: null, rendered: null });

    expect(notFound).toContain('<meta name="robots" content="noindex" />\n  </head>');
    expect(page).not.toContain('name="robots"');
  });

  test('puts the server-rendered markup in the root and its state beside it', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'CVListo', description: 'Inicio.' },
      canonicalUrl: 'https://cvlisto.pe/',
      rendered: { html: '<main><h1>Tu CV $& listo</h1></main>', state: '{"queries":[]}' },
    });

    expect(html).toContain(
      '<div id="root"><main><h1>Tu CV $& listo</h1></main></div>\n    <script type="application/json" id="app-state">{"queries":[]}</script>',
    );
  });
});
