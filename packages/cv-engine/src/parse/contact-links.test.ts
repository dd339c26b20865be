// Issue 12, links: what loses a link on an unseen CV — a URL wrapped or split by the layout, a
// handle after an icon, a label or an "@" outside the header, a company written as a domain.
// Every person, handle and address here is fictional.
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { renderPdf } from '../extract/testing/build-test-documents';
import type { ExtractedDocument } from '../extract/types';
import { buildTestDocument, type TestLineSpec } from './build-test-lines';
import { findEmails, findLinks, readProfileHandle } from './contact';
import { normaliseLinkTarget, readLinkContinuation } from './contact-links';
import { parseCv } from './parse-cv';

const header: TestLineSpec[] = [
  { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
  'rosa.huillca@correo.pe · +51 966 112 233',
];

const body: TestLineSpec[] = [
  { text: 'EXPERIENCIA', bold: true, fontSize: 12 },
  { text: 'Analista de datos', bold: true },
  'Minera Andina S.A.C. | 2019 - 2023',
];

function readLinks(specs: readonly TestLineSpec[], hyperlinks: readonly string[] = []): string[] {
  const document: ExtractedDocument = { ...buildTestDocument(specs), hyperlinks };
  return parseCv(document).contact.links;
}

describe('links broken by the layout (issue 12)', () => {
  it('joins a URL wrapped in the middle of its path when the next line is only the rest', () => {
    expect(
      readLinks([
        ...header,
        { text: 'linkedin.com/in/rosahuil', block: 5 },
        { text: 'lcaquispe', block: 5 },
        ...body,
      ]),
    ).toEqual(['linkedin.com/in/rosahuillcaquispe']);
  });

  it("joins a rest with a deeper path only when the line above ran up to the text's edge", () => {
    // Body lines reach x 50 + 400; the URL's line in a box at the right ends there or short of it.
    const wide = {
      text: 'Perfil con experiencia en atención al público y manejo de caja diario.',
      width: 400,
    };
    const wrappedAt = (right: number) =>
      readLinks([
        { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true, width: 150 },
        wide,
        { text: 'https://sites.google.com/view/rosa-hu', block: 5, x: 330, width: right - 330 },
        { text: 'illca-cv/inicio', block: 5, x: 330, width: 60 },
        ...body,
      ]);
    expect(wrappedAt(450)).toEqual(['https://sites.google.com/view/rosa-huillca-cv/inicio']);
    expect(wrappedAt(420)).toEqual(['https://sites.google.com/view/rosa-hu']);
  });

  it('reads an @handle set between links with only spaces, in its place, and dev.to links', () => {
    expect(
      readLinks([
        ...header,
        { text: 'github.com/rosahq @rosa_hq dev.to/rosahq', block: 5 },
        ...body,
      ]),
    ).toEqual(['github.com/rosahq', '@rosa_hq', 'dev.to/rosahq']);
  });

  it('joins a centred URL wrapped into a block of its own, right under it', () => {
    expect(
      readLinks([
        ...header,
        { text: 'https://www.youtube.com/watch?', x: 200, y: 100, width: 150, block: 5 },
        { text: 'v=Xy12abCD', x: 240, y: 112, width: 60, block: 6 },
        ...body.map((spec) => (typeof spec === 'string' ? { text: spec, y: 300 } : spec)),
      ]),
    ).toEqual(['https://www.youtube.com/watch?v=Xy12abCD']);
  });

  it('joins a URL broken at its hyphen though more items follow the rest, lines 1.6 em apart', () => {
    expect(
      readLinks([
        ...header,
        {
          text: 'www.rosahq.design | linkedin.com/in/rosa-huillca-',
          y: 200,
          fontSize: 8.8,
          block: 5,
        },
        { text: 'qs | behance.net/rosahq', y: 214.3, fontSize: 8.8, block: 6 },
        ...body.map((spec) => (typeof spec === 'string' ? { text: spec, y: 400 } : spec)),
      ]),
    ).toEqual(['www.rosahq.design', 'linkedin.com/in/rosa-huillca-qs', 'behance.net/rosahq']);
  });

  it('joins a path broken before a deeper "/" when the next line is only the rest', () => {
    expect(
      readLinks([
        ...header,
        { text: 'https://public.tableau.com/app', block: 5 },
        { text: '/profile/rosa.huillca', block: 5 },
        ...body,
      ]),
    ).toEqual(['https://public.tableau.com/app/profile/rosa.huillca']);
  });

  it('reads "@handle" set beside links with only a space between them', () => {
    expect(
      readLinks([
        { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
        '@rosahq rosahq.dev LinkedIn',
        'rosa.huillca@correo.pe · +51 966 112 233',
        ...body,
      ]),
    ).toEqual(['@rosahq', 'rosahq.dev']);
  });

  it('reads "@handle" in the header beside other words of its row (icons drawn, not written)', () => {
    expect(
      readLinks([
        { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
        'rosa.huillca@correo.pe · +51 966 112 233 · rosahq.dev',
        '@rosahq_dev rosahq Rosa Huillca',
        ...body,
      ]),
    ).toEqual(['rosahq.dev', '@rosahq_dev']);
  });

  it('reads "@handle" on the line after a place as a handle, not the rest of an e-mail', () => {
    expect(
      readLinks([
        ...header,
        { text: 'Wanchaq, Cusco', block: 5 },
        { text: '@rosa.arq', block: 5 },
        ...body,
      ]),
    ).toEqual(['@rosa.arq']);
  });

  it('joins a URL broken inside its domain', () => {
    expect(
      readLinks([
        ...header,
        { text: 'https://rosa-huillca.git', block: 5 },
        { text: 'hub.io', block: 5 },
      ]),
    ).toEqual(['https://rosa-huillca.github.io']);
  });

  it('joins a domain broken before it reads as one, or after its dot', () => {
    expect(
      readLinks([
        ...header,
        { text: 'Portafolio: rosa-huillca.ver', block: 5 },
        { text: 'cel.app', block: 5 },
        ...body,
      ]),
    ).toEqual(['rosa-huillca.vercel.app']);
    expect(
      readLinks([
        ...header,
        { text: 'https://rosahq.', block: 5 },
        { text: 'github.io', block: 5 },
        ...body,
      ]),
    ).toEqual(['https://rosahq.github.io']);
  });

  it('joins a profile address split into two text items or cut before the handle', () => {
    expect(readLinks([...header, 'LinkedIn: linkedin.com/in/ rosa-huillca', ...body])).toEqual([
      'linkedin.com/in/rosa-huillca',
    ]);
    expect(
      readLinks([
        ...header,
        { text: 'LinkedIn https://pe.linkedin.com/in/ Skype rosa.hq', block: 5 },
        { text: 'rosahuillca', block: 5 },
        ...body,
      ]),
    ).toEqual(['https://pe.linkedin.com/in/rosahuillca']);
  });

  it('joins the two parts when a link target of the file reads them joined', () => {
    expect(
      readLinks(
        [
          ...header,
          { text: 'https://rosahuillca.dev/proyec', block: 5 },
          { text: 'Tos', block: 5 },
        ],
        ['https://rosahuillca.dev/proyecTos'],
      ),
    ).toEqual(['https://rosahuillca.dev/proyecTos']);
  });

  it('does not join an address to the number or the sentence that ends the line above', () => {
    expect(
      readLinks([
        ...header,
        { text: 'DNI 40.128.563', block: 5 },
        { text: 'linkedin.com/in/rosa-hq', block: 5 },
        ...body,
      ]),
    ).toEqual(['linkedin.com/in/rosa-hq']);
    expect(
      readLinks([
        ...header,
        { text: 'PROYECTOS', bold: true, fontSize: 12 },
        { text: '2023 Wasi Wallet – app para controlar gastos compartidos en Flutter.', block: 7 },
        { text: 'github.com/rosahq/wasi-wallet', block: 7 },
      ]),
    ).toEqual(['github.com/rosahq/wasi-wallet']);
  });

  it('does not join the next line that starts a sentence or a label', () => {
    expect(
      readLinks([
        ...header,
        { text: 'github.com/rosahq', block: 5 },
        { text: 'Lima, Perú', block: 5 },
      ]),
    ).toEqual(['github.com/rosahq']);
  });
});

describe("a template's credit (issue 12)", () => {
  it('reads no link in a copyright line at the foot of the page, nor in its wrapped rest', () => {
    expect(
      readLinks([
        ...header,
        ...body,
        { text: '© Plantillas Andinas – Modelos-de-', fontSize: 7, block: 40, y: 800 },
        { text: 'hojas-de-vida.pe', fontSize: 7, block: 40, y: 808 },
        { text: 'github.com/rosahq', block: 41, y: 820 },
      ]),
    ).toEqual(['github.com/rosahq']);
  });
});

describe('handles outside the header (issue 12)', () => {
  it('reads handles after icons in a footer row of contact data', () => {
    expect(
      readLinks([
        ...body,
        {
          text: '\uF0E0 rosa.huillca@correo.pe \uF095 966 112 233 \uF099 rosahq',
          source: 'footer',
        },
      ]),
    ).toEqual(['rosahq']);
  });

  it('reads a user name alone in a sidebar as a handle only where an icon opened its line', () => {
    // Icon fonts' glyphs leave the text (extract/list-marker); the line keeps that one was there.
    const sidebar = (iconLead: boolean) => [
      ...header,
      { text: 'CONTACTO', bold: true, fontSize: 12 },
      { text: 'rosahq', ...(iconLead ? { iconLead: true as const } : {}) },
      ...body,
    ];
    expect(readLinks(sidebar(true))).toEqual(['rosahq']);
    expect(readLinks(sidebar(false))).toEqual([]);
  });

  it('reads a profile path after an icon drawn as letters ("in in/rosa-hq")', () => {
    expect(
      readLinks([
        ...header,
        { text: 'CONTACTO', bold: true, fontSize: 12 },
        'in in/rosa-hq',
        ...body,
      ]),
    ).toEqual(['in/rosa-hq']);
  });

  it('reads "@handle" standing alone or after a one-letter icon, never inside a sentence', () => {
    expect(readLinks([...header, ...body, '7 @rosa_hq', 'Analista @Minera Andina'])).toEqual([
      '@rosa_hq',
    ]);
  });

  it('reads a site label and its handle in running text, not a product name', () => {
    expect(
      readLinks([
        ...header,
        ...body,
        'Mis proyectos personales están en mi perfil de GitHub: rosahq.',
        'Curso LinkedIn Learning: Todo sobre Excel',
        'GitHub: https://github.com/rosahq',
      ]),
    ).toEqual(['rosahq', 'https://github.com/rosahq']);
  });

  it("reads a handle set apart from its site's name by a bar, not a list of link words", () => {
    expect(
      readLinks([
        ...header,
        ...body,
        'GitHub | rosahq85 • LinkedIn | rosa-huillca-quispe',
        'LinkedIn | GitHub | Portafolio',
      ]),
    ).toEqual(['rosahq85', 'rosa-huillca-quispe']);
  });

  it('reads a labelled handle before a slash that parts the pieces of a line', () => {
    expect(readLinks([...header, ...body, 'GitLab: rosa-hq / Web: rosahuillca.pe'])).toContain(
      'rosa-hq',
    );
  });

  it('keeps one handle shown for two sites, on one line or two', () => {
    expect(readLinks([...header, ...body, 'GitLab: rosahq85 • GitHub: rosahq85'])).toEqual([
      'rosahq85',
      'rosahq85',
    ]);
    expect(
      readLinks(
        [...header, ...body, 'GitHub | rosahq85', 'Behance | rosahq85'],
        ['https://github.com/rosahq85', 'https://www.behance.net/rosahq85'],
      ),
    ).toEqual(['rosahq85', 'rosahq85']);
  });

  it('reads "/handle" and "in/handle" shown without their site', () => {
    expect(readLinks([...header, '\uF09B /rosahq', 'in/rosa-huillca', ...body])).toEqual([
      '/rosahq',
      'in/rosa-huillca',
    ]);
  });

  it("reads a handle under its site's name, not a display name", () => {
    expect(
      readLinks([
        ...header,
        ...body,
        { text: 'GitHub', bold: true },
        'RosaHQ85',
        'LinkedIn',
        'Rosa Huillca',
      ]),
    ).toEqual(['RosaHQ85']);
  });

  it('reads a capitalised or shouted domain in contact data, not a technology', () => {
    expect(readLinks([...header, 'Portafolio: Rosahuillca.dev', ...body])).toEqual([
      'Rosahuillca.dev',
    ]);
    expect(
      readLinks([...header, 'ROSAHUILLCA.COM | LIMA', ...body, 'Backend con ASP.NET y Socket.io']),
    ).toEqual(['ROSAHUILLCA.COM']);
    expect(findLinks('PORTAFOLIO: ROSAHQ.GITHUB.IO · ASP.NET').map((link) => link.value)).toEqual([
      'ROSAHQ.GITHUB.IO',
    ]);
  });

  it('reads the handle a profile link target of the file ends in, after other text', () => {
    expect(
      readLinks(
        [...header, 'Universidad Nacional del Altiplano rosahq85', ...body],
        ['https://www.linkedin.com/in/rosahq85/', 'https://github.com/rosahq85/proyecto'],
      ),
    ).toEqual(['rosahq85']);
  });
});

describe('what is not a link (issue 12)', () => {
  it('leaves a company written as a domain in a sentence about work', () => {
    expect(
      readLinks([
        ...header,
        ...body,
        'Gestioné la tienda de la marca en mercadoandino.com con ventas diarias.',
        'Desarrollé el sitio https://minera-andina.pe para el cliente.',
      ]),
    ).toEqual(['https://minera-andina.pe']);
  });

  it("leaves a company's domain in the profile's summary, its sentence wrapped before it", () => {
    expect(
      readLinks([
        ...header,
        { text: 'PERFIL', bold: true, fontSize: 12 },
        { text: 'Diseñadora con experiencia en campañas para tiendasur.pe y', block: 90 },
        { text: 'mercadoandino.com.', block: 90 },
        ...body,
        'Portafolio: rosahuillca.pe',
      ]),
    ).toEqual(['rosahuillca.pe']);
    expect(
      readLinks([
        ...header,
        { text: 'PERFIL', bold: true, fontSize: 12 },
        { text: 'Diseñadora con experiencia en campañas para tiendasur.pe', block: 90 },
        { text: 'y mercadoandino.com.', block: 90 },
        ...body,
      ]),
    ).toEqual([]);
  });

  it("keeps a project's own site in a sentence: a label shows it, or a platform hosts it", () => {
    expect(
      readLinks([
        ...header,
        ...body,
        { text: 'PROYECTOS', bold: true, fontSize: 12 },
        'Tienda virtual para una bodega – Demo: bodega-rosa.pe',
        'Catálogo publicado en rosa-catalogo.netlify.app para los clientes',
      ]),
    ).toEqual(['bodega-rosa.pe', 'rosa-catalogo.netlify.app']);
  });

  it('keeps icon glyphs and typographic marks out of a URL', () => {
    expect(findLinks('linkedin.com/in/rosahq\uF08C').map((match) => match.value)).toEqual([
      'linkedin.com/in/rosahq',
    ]);
    expect(findLinks('«https://rosahq.dev»').map((match) => match.value)).toEqual([
      'https://rosahq.dev',
    ]);
    expect(findLinks('bit.ly/rosahq · linktr.ee/rosahq').map((match) => match.value)).toEqual([
      'bit.ly/rosahq',
      'linktr.ee/rosahq',
    ]);
  });

  it('reads a labelled handle, not a product or a label', () => {
    expect(readProfileHandle('GitHub: rosa-hq.')).toBe('rosa-hq');
    expect(readProfileHandle('LinkedIn /in/rosa-hq')).toBe('/in/rosa-hq');
    expect(readProfileHandle('LinkedIn Learning')).toBeNull();
    expect(readProfileHandle('realizados:')).toBeNull();
    // LinkedIn's badge set as its letters (moderncv): the word after it is the user name.
    expect(readProfileHandle('in rosawasiq')).toBe('rosawasiq');
    expect(readProfileHandle('in English')).toBeNull();
  });

  it('compares link targets without scheme, "www." or trailing slash', () => {
    expect(normaliseLinkTarget('https://https//www.LinkedIn.com/in/Rosa/')).toBe(
      'linkedin.com/in/rosa',
    );
  });
});

describe('profile addresses written short or wrapped before a trailing slash', () => {
  it('joins a wrapped profile URL whose rest ends in a slash', () => {
    expect(
      readLinks([
        ...header,
        { text: 'https://www.linkedin.com/in/ro', block: 5 },
        { text: 'sa-huillca-q1w2/', block: 5 },
        ...body,
      ]),
    ).toEqual(['https://www.linkedin.com/in/rosa-huillca-q1w2/']);
  });

  it('reads a site name, a slash and a user name as the address shown', () => {
    expect(readLinks([...header, 'Linkedin/rosahuillca · GitHub/rosah85', ...body])).toEqual([
      'Linkedin/rosahuillca',
      'GitHub/rosah85',
    ]);
    expect(readLinks([...header, 'Comercio/Ventas', ...body])).toEqual([]);
  });
});

describe('long addresses in a narrow column (issue 12)', () => {
  /** A sidebar paragraph: the lines of one block, right under each other. */
  const wrapped = (...texts: string[]) => texts.map((text) => ({ text, block: 40 }));

  it('joins a profile URL wrapped over three lines', () => {
    expect(
      readLinks([
        ...header,
        ...wrapped('https://www.linkedin.com/in/', 'rosa-huillca-quispe-', '7c3e91b2'),
        ...body,
      ]),
    ).toEqual(['https://www.linkedin.com/in/rosa-huillca-quispe-7c3e91b2']);
    expect(
      readLinks([
        ...header,
        ...wrapped('https://www.linkedin.com/in/ro', 'sa-huillca-quispe-7c3', 'e91b2/'),
        ...body,
      ]),
    ).toEqual(['https://www.linkedin.com/in/rosa-huillca-quispe-7c3e91b2/']);
  });

  it('finds the rest of a wrapped URL under it when a line of the other column came between', () => {
    // The URL filled the sidebar up to the gutter: the layout read both columns row by row.
    expect(
      readLinks([
        ...header,
        ...body,
        { text: 'www.linkedin.com/in/rosa-huillca-', x: 30, y: 300, width: 150, block: 60 },
        { text: 'Realicé el cierre contable mensual.', x: 220, y: 303, width: 170, block: 60 },
        { text: 'quispe-7c3e91b2', x: 30, y: 311, width: 70, block: 60 },
      ]),
    ).toEqual(['www.linkedin.com/in/rosa-huillca-quispe-7c3e91b2']);
  });

  it("cuts a link where its target ends, glued to the other column's capitalised word", () => {
    expect(
      readLinks(
        [...header, 'https://www.linkedin.com/in/rosahqEXPERIENCIA LABORAL', ...body],
        ['https://www.linkedin.com/in/rosahq'],
      ),
    ).toEqual(['https://www.linkedin.com/in/rosahq']);
    expect(
      readLinks([...header, 'github.com/RosaHQ', ...body], ['https://github.com/RosaHQ']),
    ).toEqual(['github.com/RosaHQ']);
  });

  it('does not join a sentence that ends a line to an address opening with "www."', () => {
    expect(
      readLinks([
        ...header,
        ...body,
        { text: 'Lideré la mejora del flujo de trabajo.', block: 61 },
        { text: 'www.rosahuillca.pe', block: 61 },
      ]),
    ).toEqual(['www.rosahuillca.pe']);
  });

  it('joins the rest of a centred footer link that fell on one side of the gutter', () => {
    // A contact footer across the page; its link wraps onto two short centred lines, which the
    // layout puts in the right-hand column.
    const footer = 'ROSA@CORREO.PE +51 966 112 233 LINKEDIN.COM/IN/ROSA-';
    expect(
      readLinks([
        ...header,
        ...body,
        { text: footer, x: 100, width: footer.length * 5, block: 50 },
        { text: 'HUILLCA-QUISPE-', x: 285, width: 70, column: 1, block: 51 },
        { text: '7C3E91B2/', x: 298, width: 45, column: 1, block: 51 },
      ]),
    ).toEqual(['LINKEDIN.COM/IN/ROSA-HUILLCA-QUISPE-7C3E91B2/']);
  });

  it('stops at a line that holds more than the middle of the address', () => {
    expect(
      readLinks([
        ...header,
        ...wrapped('https://github.com/', 'rosahq/tablero-ventas (2022)', 'mineria'),
        ...body,
      ]),
    ).toEqual(['https://github.com/rosahq/tablero-ventas']);
  });

  it('joins an address wrapped right before a slash or a hyphen', () => {
    expect(
      readLinks([...header, ...wrapped('https://www.linkedin.com', '/in/rosahq'), ...body]),
    ).toEqual(['https://www.linkedin.com/in/rosahq']);
    expect(
      readLinks([...header, ...wrapped('www.linkedin.com/in/rosa', '-huillca'), ...body]),
    ).toEqual(['www.linkedin.com/in/rosa-huillca']);
    // A list item under a finished address is no part of it.
    expect(
      readLinks([...header, ...wrapped('github.com/rosahq/tablero', '-Excel avanzado'), ...body]),
    ).toEqual(['github.com/rosahq/tablero']);
  });

  it('joins the scheme left alone at the end of a line to the address below', () => {
    expect(readLinks([...header, ...wrapped('Web: https://', 'rosahq.dev'), ...body])).toEqual([
      'https://rosahq.dev',
    ]);
  });

  it("joins a shared file's address wrapped inside its id", () => {
    expect(
      readLinks([
        ...header,
        ...wrapped('https://drive.google.com/file/d/1QwE', 'rTy7/view'),
        ...body,
      ]),
    ).toEqual(['https://drive.google.com/file/d/1QwErTy7/view']);
  });

  it('joins a capitalised rest after a hyphen: no address ends in one', () => {
    expect(
      readLinks([...header, ...wrapped('linkedin.com/in/Rosa-', 'Huillca-Quispe'), ...body]),
    ).toEqual(['linkedin.com/in/Rosa-Huillca-Quispe']);
  });

  it('does not take the next item of a list for the path of an address ending in a slash', () => {
    expect(
      readLinks([
        ...header,
        ...wrapped('linkedin.com/in/rosahq/', 'Arequipa, Perú', 'Disponibilidad inmediata'),
        ...body,
      ]),
    ).toEqual(['linkedin.com/in/rosahq/']);
  });

  it('joins an address split into two text items after a hyphen', () => {
    expect(readLinks([...header, 'linkedin.com/in/rosa-huillca- quispe85', ...body])).toEqual([
      'linkedin.com/in/rosa-huillca-quispe85',
    ]);
  });
});

describe('handles whose link target names the profile (issue 12)', () => {
  it('reads a handle beside a drawn icon whose link target was typed without its scheme', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(22).text('Rosa Huillca Quispe', 50, 40);
      pdf.font('Helvetica').fontSize(10).text('rosa.huillca@correo.pe', 50, 70);
      // The icon is a drawing, not text: only the link target marks the word as a handle.
      pdf.circle(55, 92, 4).fill('#0a66c2');
      pdf.fillColor('black').text('rosahq', 65, 88);
      pdf.link(50, 86, 60, 12, 'linkedin.com/in/rosahq');
      pdf.font('Helvetica-Bold').fontSize(12).text('EXPERIENCIA', 50, 130);
      pdf.font('Helvetica-Bold').fontSize(10).text('Analista de datos', 50, 150);
      pdf.font('Helvetica').text('Minera Andina S.A.C. | 2019 - 2023', 50, 164);
    });
    const document = await extractDocument(bytes);
    expect(document.hyperlinks).toEqual(['linkedin.com/in/rosahq']);
    expect(parseCv(document).contact.links).toEqual(['rosahq']);
  });

  it("reads a handle whose profile's link target carries a query", () => {
    expect(
      readLinks(
        [...header, 'Arequipa, Perú · rosahq', ...body],
        ['https://www.linkedin.com/in/rosahq?utm_source=share&utm_medium=member_desktop'],
      ),
    ).toEqual(['rosahq']);
  });
});

describe('contact data set with a wide letter-spacing (issue 12)', () => {
  it('reads an e-mail and links whose letters the text layer set apart', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(22).text('Rosa Huillca Quispe', 50, 40);
      pdf.font('Helvetica').fontSize(9);
      // Tracking of about a sixth of the type size: pdf.js reads a space after every glyph.
      for (const [text, top] of [
        ['rosa.huillca@correo.pe', 70],
        ['linkedin.com/in/rosahq', 84],
        ['www.rosahuillca.com', 98],
      ] as const)
        pdf.text(text, 50, top, { characterSpacing: 1.5 });
      pdf.font('Helvetica-Bold').fontSize(12).text('EXPERIENCIA', 50, 130);
      pdf.font('Helvetica-Bold').fontSize(10).text('Analista de datos', 50, 150);
      pdf.font('Helvetica').text('Minera Andina S.A.C. | 2019 - 2023', 50, 164);
    });
    const cv = parseCv(await extractDocument(bytes));
    expect(cv.contact.email).toBe('rosa.huillca@correo.pe');
    expect(cv.contact.links).toEqual(['linkedin.com/in/rosahq', 'www.rosahuillca.com']);
  });

  it('keeps the place of a letter-spaced match in its line, a kerned pair included', () => {
    const text = 'W e b : l i n ke d i n . c o m / i n / r o s a h q';
    const [link] = findLinks(text);
    expect(link?.value).toBe('linkedin.com/in/rosahq');
    expect(text.slice(link?.index, (link?.index ?? 0) + (link?.length ?? 0))).toBe(
      'l i n ke d i n . c o m / i n / r o s a h q',
    );
  });

  it('reads a link set with a slight tracking, where the text layer kept bits of letters', () => {
    const text = 'w w w. ro s a - hu i l lc a . wo rd p re s s . c o m | Lima';
    expect(findLinks(text).map((link) => link.value)).toEqual(['www.rosa-huillca.wordpress.com']);
    expect(findLinks('y de la red en la que se ve el uso . pe')).toEqual([]);
  });

  it('reads short links of LinkedIn, Google and shorteners: lnkd.in, goo.gl, forms.gle, shorturl.at', () => {
    expect(
      findLinks('lnkd.in/eRq8Zx2 · goo.gl/maps/Ab12 · forms.gle/Qw3 · shorturl.at/bcK45').map(
        (link) => link.value,
      ),
    ).toEqual(['lnkd.in/eRq8Zx2', 'goo.gl/maps/Ab12', 'forms.gle/Qw3', 'shorturl.at/bcK45']);
  });

  it('finds nothing in letter-spaced headings, technologies or words', () => {
    expect(findLinks('E X P E R I E N C I A · A S P . N E T')).toEqual([]);
    expect(findEmails('H A B I L I D A D E S')).toEqual([]);
  });
});

describe('an e-mail a narrow sidebar broke at its "@" (issue 12)', () => {
  const sidebarCv = (first: string, second: string) =>
    parseCv(
      buildTestDocument([
        { text: 'Rosa Huamán Quispe', fontSize: 18, bold: true, column: 1, x: 220 },
        { text: 'CONTACTO', bold: true, x: 30, column: 0, block: 1 },
        { text: 'Los Olivos, Lima', x: 30, column: 0, block: 2 },
        { text: '945 318 627', x: 30, column: 0, block: 2 },
        { text: first, x: 30, column: 0, block: 2 },
        { text: second, x: 30, column: 0, block: 2 },
        { text: 'HABILIDADES', bold: true, x: 30, column: 0, block: 3 },
        { text: 'Excel avanzado', x: 30, column: 0, block: 4 },
        { text: 'EXPERIENCIA', bold: true, x: 220, column: 1, block: 5 },
        { text: 'Analista de Procesos | 2019 – 2021', x: 220, column: 1, block: 6 },
        { text: 'Textiles del Sur S.A.', x: 220, column: 1, block: 6 },
      ]),
    );

  it.each([
    ['rosa.huaman.quispe@', 'gmail.com'],
    ['rosa.huaman.quispe', '@gmail.com'],
  ])('reads "%s" / "%s" as one address, not as links', (first, second) => {
    const cv = sidebarCv(first, second);
    expect(cv.contact.email).toBe('rosa.huaman.quispe@gmail.com');
    expect(cv.contact.links).toEqual([]);
  });
});

describe('a link inside an untitled profile (issue 13: nothing misplaced)', () => {
  it('keeps the sentence a link ends in with its profile, and the link with the contact data', () => {
    const cv = parseCv(
      buildTestDocument([
        ...header,
        {
          text: 'Ingeniera industrial con cinco años en logística y compras para obras públicas,',
          block: 9,
        },
        { text: 'con foco en automatizar inventarios y reportes de gasto de obra. Mis', block: 9 },
        { text: 'proyectos están publicados en este enlace: https://rosahuillca.dev/', block: 9 },
        ...body,
      ]),
    );
    expect(cv.summary).toBe(
      'Ingeniera industrial con cinco años en logística y compras para obras públicas, con foco en automatizar inventarios y reportes de gasto de obra. Mis proyectos están publicados en este enlace: https://rosahuillca.dev/',
    );
    expect(cv.contact.links).toEqual(['https://rosahuillca.dev/']);
    expect(cv.sections.map((section) => section.kind)).not.toContain('other');
  });
});

describe('readLinkContinuation: LinkedIn’s export (issue 12)', () => {
  it('joins the rest of a wrapped address labelled "(LinkedIn)" after it', () => {
    const link = { value: 'www.linkedin.com/in/anapukara', index: 0, length: 29 };
    expect(readLinkContinuation(link, '', 'quispe (LinkedIn)', [])).toBe('quispe');
    // A word of its own after the label is no rest of the address.
    expect(readLinkContinuation(link, '', 'Lima (Perú)', [])).toBeNull();
  });
});
