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

  const share = {
    type: 'website',
    siteName: 'CVListo',
    image: {
      url: 'https://cvlisto.pe/share-image.png',
      alt: 'CVListo: optimiza tu CV',
      width: 1200,
      height: 630,
    },
  } as const;

  test('writes the share card: Open Graph and Twitter tags from the page head', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'Planes | CVListo', description: 'Tu primera optimización es gratis.' },
      canonicalUrl: 'https://cvlisto.pe/pricing',
      rendered: null,
      share,
    });

    for (const tag of [
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="CVListo" />',
      '<meta property="og:locale" content="es_PE" />',
      '<meta property="og:title" content="Planes | CVListo" />',
      '<meta property="og:description" content="Tu primera optimización es gratis." />',
      '<meta property="og:url" content="https://cvlisto.pe/pricing" />',
      '<meta property="og:image" content="https://cvlisto.pe/share-image.png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta property="og:image:alt" content="CVListo: optimiza tu CV" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:image" content="https://cvlisto.pe/share-image.png" />',
    ]) {
      expect(html).toContain(tag);
    }
    // In the head, before it closes.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  test('an image of unknown size and a page without a canonical address leave those tags out', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'Mis CVs | CVListo', description: 'Tus CVs.' },
      canonicalUrl: null,
      rendered: null,
      share: { ...share, type: 'article', image: { url: 'https://cdn.pe/c.webp', alt: 'Portada' } },
    });

    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.pe/c.webp" />');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:height');
  });

  test('escapes an article title in the share tags', () => {
    const html = buildHtmlPage(template, {
      head: { title: 'CV "perfecto" <b>&</b>', description: 'x' },
      canonicalUrl: 'https://cvlisto.pe/blog/a?b=1&c="2"',
      rendered: null,
      share,
    });

    expect(html).toContain(
      '<meta property="og:title" content="CV &quot;perfecto&quot; &lt;b&gt;&amp;&lt;/b&gt;" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://cvlisto.pe/blog/a?b=1&amp;c=&quot;2&quot;" />',
    );
  });

  test('writes each structured-data object as JSON-LD that no text can close early', () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Adiós </script><script>alert(1)</script> <!-- y \u2028',
    };
    const html = buildHtmlPage(template, {
      head: { title: 'Blog', description: 'x' },
      canonicalUrl: null,
      rendered: null,
      structuredData: [article, { '@type': 'WebSite', name: 'CVListo' }],
    });

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(JSON.parse(scripts[0]?.[1] ?? '')).toStrictEqual(article);
    expect(scripts[0]?.[1]).not.toContain('<');
    expect(html).not.toContain('<script>alert(1)');
  });
});
