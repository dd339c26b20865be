import { describe, expect, test } from 'vitest';
import { blogReadingMinutes, blogSectionsToMarkdown, renderBlogMarkdown } from './blog-markdown';

describe('renderBlogMarkdown', () => {
  test('renders the Markdown an article uses', () => {
    const html = renderBlogMarkdown(
      '## Antes de postular\n\nRevisa **tu CV** y *el aviso*.\n\n- Uno\n- Dos\n\n1. Primero\n\n> Cita\n\n[Precios](/precios)',
    );

    expect(html).toContain('<h2>Antes de postular</h2>');
    expect(html).toContain('<strong>tu CV</strong>');
    expect(html).toContain('<em>el aviso</em>');
    expect(html).toContain('<ul>\n<li>Uno</li>');
    expect(html).toContain('<ol>\n<li>Primero</li>');
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<a href="/precios">Precios</a>');
  });

  test('a script, an event handler or any raw HTML comes out as visible text', () => {
    const html = renderBlogMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\nTexto <b onmouseover=alert(1)>x</b>\n\n<iframe src="https://example.com"></iframe>',
    );

    expect(html).not.toMatch(/<script|<img|<b |<iframe/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  });

  test('refuses javascript:, data: and other schemes in links and images, however written', () => {
    const html = renderBlogMarkdown(
      [
        '[a](javascript:alert(1))',
        '[b](JavaScript:alert(1))',
        '[c](&#106;avascript:alert(1))',
        '[d](data:text/html;base64,PHNjcmlwdD4=)',
        '![e](data:image/png;base64,iVBORw0KGgo=)',
        '[f](vbscript:msgbox)',
        '[g](file:///etc/passwd)',
        '<javascript:alert(1)>',
      ].join('\n\n'),
    );

    expect(html).not.toMatch(/href=|src=/);
  });

  test('keeps web and mail links; one to another site opens apart, without our page', () => {
    const html = renderBlogMarkdown('[sitio](https://www.gob.pe) [correo](mailto:hola@cvlisto.pe)');

    expect(html).toContain(
      '<a href="https://www.gob.pe" target="_blank" rel="noopener noreferrer nofollow">sitio</a>',
    );
    expect(html).toContain('<a href="mailto:hola@cvlisto.pe">correo</a>');
  });

  test('a "# " heading becomes a section heading: the title is the page\'s only h1', () => {
    expect(renderBlogMarkdown('# Uno\n\n### Dos')).toBe('<h2>Uno</h2>\n<h3>Dos</h3>\n');
  });
});

describe('blogReadingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'palabra').join(' ');

  test('counts about 220 words a minute, at least one', () => {
    expect(blogReadingMinutes('')).toBe(1);
    expect(blogReadingMinutes(words(220))).toBe(1);
    expect(blogReadingMinutes(words(221))).toBe(2);
    expect(blogReadingMinutes(words(1100))).toBe(5);
    // Issue 17: an article of 467 words was shown as "7 min"; at 220 a minute it is 3.
    expect(blogReadingMinutes(words(467))).toBe(3);
  });

  test('counts the words, not the markup or link addresses', () => {
    const markup = `## Título\n\n- **uno**\n- [dos](https://example.com/una/direccion/larga)\n\n---\n\n${words(216)}`;
    expect(blogReadingMinutes(markup)).toBe(1);
    expect(blogReadingMinutes(`${markup} una más`)).toBe(2);
  });
});

describe('blogSectionsToMarkdown', () => {
  test('a heading per section, a paragraph per line, markup characters kept as text', () => {
    const markdown = blogSectionsToMarkdown([
      {
        title: 'Uno',
        content: 'Primera línea\n\n2. No es una lista\n- ni esta\nUsa *asteriscos* y [corchetes]',
      },
      { title: 'Dos', content: 'Fin' },
    ]);

    expect(renderBlogMarkdown(markdown)).toBe(
      '<h2>Uno</h2>\n<p>Primera línea</p>\n<p>2. No es una lista</p>\n<p>- ni esta</p>\n<p>Usa *asteriscos* y [corchetes]</p>\n<h2>Dos</h2>\n<p>Fin</p>\n',
    );
  });
});
