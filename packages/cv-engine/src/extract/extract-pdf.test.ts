import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CvEngineError, type CvEngineErrorCode } from '../errors';
import { extractDocument } from './extract-document';
import { isBoldFontName, readFontSize } from './extract-pdf';
import {
  encodeSolidPng,
  readCorpusFile,
  readCorpusLabel,
  renderPdf,
} from './testing/build-test-documents';
import type { ExtractedDocument } from './types';

async function expectExtractionError(bytes: Uint8Array, code: CvEngineErrorCode): Promise<void> {
  const error: unknown = await extractDocument(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CvEngineError);
  expect((error as CvEngineError).code).toBe(code);
}

/** Indexes of the label's section headings among the lines; -1 when a heading is missing. */
function findHeadingIndexes(document: ExtractedDocument, headings: readonly string[]): number[] {
  return headings.map((heading) => document.lines.findIndex((line) => line.text === heading));
}

describe('extractDocument on the corpus PDFs', () => {
  it.each(['en-05', 'en-07'])(
    'reads two-column %s column by column, headings in label order',
    async (name) => {
      const label = readCorpusLabel(name);
      const document = await extractDocument(readCorpusFile(`cv/${name}.pdf`));
      const indexes = findHeadingIndexes(document, label.sections);
      expect(indexes.every((index) => index >= 0)).toBe(true);
      expect([...indexes].sort((left, right) => left - right)).toEqual(indexes);
      expect(document.lines.some((line) => line.column === 1)).toBe(true);
      const texts = document.lines.map((line) => line.text).join('\n');
      expect(texts).toContain(label.email);
      expect(texts.toLowerCase()).toContain(label.name.toLowerCase());
    },
  );

  it.each(['es-21', 'en-06'])(
    'reads one-column %s as one column, headings in label order',
    async (name) => {
      const label = readCorpusLabel(name);
      const document = await extractDocument(readCorpusFile(`cv/${name}.pdf`));
      const indexes = findHeadingIndexes(document, label.sections);
      expect(indexes.every((index) => index >= 0)).toBe(true);
      expect([...indexes].sort((left, right) => left - right)).toEqual(indexes);
      expect(document.lines.every((line) => line.column === 0)).toBe(true);
    },
  );

  it('puts the full-width header band of en-05 first, then the left column, then the right', async () => {
    const document = await extractDocument(readCorpusFile('cv/en-05.pdf'));
    const texts = document.lines.map((line) => line.text);
    expect(texts[0]).toBe('JOHN DOE');
    expect(texts[2]).toMatch(/^john\.doe@email\.com/);
    const lastLeft = document.lines.findLastIndex((line) => line.column === 0);
    const firstRight = document.lines.findIndex((line) => line.column === 1);
    expect(lastLeft).toBeLessThan(firstRight);
    expect(document.lines[firstRight]?.text).toBe('EDUCATION');
  });

  it('reads es-21: Spanish text, bold headings, bullets, metadata and links', async () => {
    const document = await extractDocument(readCorpusFile('cv/es-21.pdf'));
    expect(document.format).toBe('pdf');
    expect(document.pageCount).toBe(1);
    expect(document.metadata.author).toBe('José Doroteo Arango Arámbula');
    const heading = document.lines.find((line) => line.text === 'EXPERIENCIA EN LA INDUSTRIA');
    expect(heading?.bold).toBe(true);
    expect(heading?.fontName).toBe('LMRoman10-Bold');
    const bullet = document.lines.find((line) => line.text.startsWith('Desarrollé varios widgets'));
    expect(bullet?.listItem).toBe(true);
    expect(document.lines.some((line) => line.text.startsWith('·'))).toBe(false);
    // The superscript "A" of the LaTeX logo joins its row without spaces.
    expect(document.lines.some((line) => line.text.includes('SVN, Git, LATEX, bash'))).toBe(true);
    expect(document.hyperlinks).toContain('http://www.linkedin.com/in/panchovilla');
  });

  it('restores unmapped "fi" ligatures and finds link annotations in en-06', async () => {
    const document = await extractDocument(readCorpusFile('cv/en-06.pdf'));
    expect(document.lines.some((line) => line.text === 'Certifications')).toBe(true);
    expect(document.hyperlinks).toContain('https://www.universityofcalifornia.edu/');
  });
});

describe('extractDocument on generated PDFs', () => {
  it('gives lines with sizes, bold, list items and blocks', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(18).text('María Quispe Huamán', 50, 50);
      pdf.font('Helvetica').fontSize(10).text('maria.quispe@correo.pe · +51 987 654 321', 50, 75);
      pdf.font('Helvetica-Bold').fontSize(12).text('EXPERIENCIA', 50, 110);
      pdf.font('Helvetica').fontSize(10);
      pdf.text('• Lideré la migración del sistema de planillas', 60, 130);
      pdf.text('• Reduje los tiempos de cierre en 30 %', 60, 145);
      pdf.text('Analista de sistemas en Lima, con experiencia en banca y', 50, 175);
      pdf.text('seguros desde 2018.', 50, 187);
    });
    const document = await extractDocument(bytes);
    const texts = document.lines.map((line) => line.text);
    expect(texts).toEqual([
      'María Quispe Huamán',
      'maria.quispe@correo.pe · +51 987 654 321',
      'EXPERIENCIA',
      'Lideré la migración del sistema de planillas',
      'Reduje los tiempos de cierre en 30 %',
      'Analista de sistemas en Lima, con experiencia en banca y',
      'seguros desde 2018.',
    ]);
    const [name, contact, heading, firstBullet, secondBullet, paragraphStart, paragraphEnd] =
      document.lines;
    expect(name?.bold).toBe(true);
    expect(name?.fontSize).toBe(18);
    expect(contact?.bold).toBe(false);
    expect(heading?.bold).toBe(true);
    expect(firstBullet?.listItem).toBe(true);
    expect(secondBullet?.listItem).toBe(true);
    expect(firstBullet?.block).not.toBe(secondBullet?.block);
    expect(paragraphStart?.block).toBe(paragraphEnd?.block);
    expect(paragraphStart?.listItem).toBe(false);
  });

  it('reads only the links marked for printing when asked, and the same lines', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica').fontSize(10);
      pdf.text('linkedin.com/in/maria-quispe', 50, 50);
      pdf.link(50, 50, 150, 12, 'https://linkedin.com/in/maria-quispe');
      pdf.text('github.com/mquispe', 50, 70);
      // Shown on screen only (flags 0): not marked for printing.
      // (pdfkit passes the annotation's keys through; its types list only some of them.)
      const screenOnly = { F: 0 } as Parameters<typeof pdf.link>[5];
      pdf.link(50, 70, 100, 12, 'https://github.com/mquispe', screenOnly);
    });
    const all = await extractDocument(bytes);
    const printed = await extractDocument(bytes, { printedLinksOnly: true });
    expect(all.hyperlinks).toEqual([
      'https://linkedin.com/in/maria-quispe',
      'https://github.com/mquispe',
    ]);
    expect(printed.hyperlinks).toEqual(['https://linkedin.com/in/maria-quispe']);
    expect(printed.lines).toEqual(all.lines);
  });

  it('keeps right-aligned dates on their row in a one-column layout', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica').fontSize(10);
      for (let entry = 0; entry < 4; entry += 1) {
        const top = 60 + entry * 80;
        pdf.text(`Empresa ${entry + 1} S.A.C.`, 50, top);
        pdf.text('ene. 2020 – actualidad', 430, top, { lineBreak: false });
        pdf.text(
          'Responsable de reportes mensuales para gerencia general y auditoría.',
          60,
          top + 15,
        );
        pdf.text(
          'Coordiné un equipo de seis analistas en tres sedes de Lima y Arequipa.',
          60,
          top + 30,
        );
      }
    });
    const document = await extractDocument(bytes);
    expect(document.lines[0]?.text).toBe('Empresa 1 S.A.C. | ene. 2020 – actualidad');
    expect(document.lines.every((line) => line.column === 0)).toBe(true);
  });

  it('reads a word hyphenated across two lines of a block whole (issue 12)', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica').fontSize(10);
      pdf.text('Implementé procesos de automatiza-', 50, 50);
      pdf.text('ción contable en SAP.', 50, 62);
    });
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'Implementé procesos de automatización',
      'contable en SAP.',
    ]);
  });

  it('keeps the dash of a wrapped list item line that begins with one', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica').fontSize(10);
      // Word's layout: the bullet, then the text at a hanging indent.
      const drawBullet = (text: string, top: number): void => {
        pdf.text('•', 60, top, { lineBreak: false });
        pdf.text(text, 75, top, { lineBreak: false });
      };
      drawBullet('Condominio Parque Alameda, San Miguel – 360 departamentos (2021', 60);
      pdf.text('– 2022).', 75, 72, { lineBreak: false });
      drawBullet('Reservorio apoyado de 2 500 m³, Huaral (2018 – 2019).', 84);
      // A dash list: the dashes stand where the list's markers stand.
      pdf.text('Herramientas', 50, 120, { lineBreak: false });
      pdf.text('– AutoCAD y Civil 3D', 60, 132, { lineBreak: false });
      pdf.text('– ETABS y SAP2000', 60, 144, { lineBreak: false });
    });
    const document = await extractDocument(bytes);
    const rows = document.lines.map((line) => [line.text, line.listItem, line.block] as const);
    const [first, wrapped, second, heading, autocad, etabs] = rows;
    expect(first?.[0]).toBe('Condominio Parque Alameda, San Miguel – 360 departamentos (2021');
    expect(wrapped).toEqual(['– 2022).', false, first?.[2]]);
    expect(second?.[1]).toBe(true);
    expect(second?.[2]).not.toBe(first?.[2]);
    expect(heading?.[0]).toBe('Herramientas');
    expect(autocad?.slice(0, 2)).toEqual(['AutoCAD y Civil 3D', true]);
    expect(etabs?.slice(0, 2)).toEqual(['ETABS y SAP2000', true]);
  });

  it("puts a range's end wrapped after its dash back on the header line, not in a list", async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(10);
      pdf.text('PRACTICANTE • AGROEXPORTADORA WAYLLA S.A.C. • ENE 2016', 50, 60, {
        lineBreak: false,
      });
      pdf.text('– MAR 2016', 50, 72, { lineBreak: false });
      pdf.font('Helvetica');
      pdf.text('• Mantenimiento de fajas y cámaras de frío.', 60, 86, { lineBreak: false });
    });
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.listItem])).toEqual([
      ['PRACTICANTE • AGROEXPORTADORA WAYLLA S.A.C. • ENE 2016 – MAR 2016', false],
      ['Mantenimiento de fajas y cámaras de frío.', true],
    ]);
  });

  it('does not join a big name line and a small e-mail at nearly the same baseline', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(22);
      pdf.text('Rosa Angélica Huillca', 51, 45, { lineBreak: false });
      pdf.text('Quispe', 51, 71, { lineBreak: false });
      pdf.font('Helvetica').fontSize(9);
      pdf.text('WhatsApp: 966 112 233', 440, 65, { lineBreak: false });
      // Its baseline is 0.3 pt above the one of "Quispe".
      pdf.text('rosa-huillca@gmail.com', 440, 80, { lineBreak: false });
      // Same size far apart (a right-aligned date) and a small run right beside big text
      // still share their row.
      pdf.font('Helvetica-Bold').fontSize(12).text('Cocinera', 51, 120, { lineBreak: false });
      pdf.font('Helvetica').fontSize(12).text('2017 – 2024', 450, 120, { lineBreak: false });
      pdf.font('Helvetica').fontSize(7).text('(fríos)', 106, 124, { lineBreak: false });
    });
    const document = await extractDocument(bytes);
    const texts = document.lines.map((line) => line.text);
    expect(texts).toContain('Quispe');
    expect(texts).toContain('rosa-huillca@gmail.com');
    expect(document.lines.find((line) => line.text === 'Quispe')?.bold).toBe(true);
    expect(texts).toContain('Cocinera (fríos) 2017 – 2024');
  });

  it('reads a sidebar layout left column first, then the right column', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica').fontSize(10);
      const sidebar = [
        'CONTACTO',
        'Lima, Perú',
        'ana@correo.pe',
        'HABILIDADES',
        'Excel',
        'SQL',
        'Power BI',
      ];
      sidebar.forEach((text, index) => pdf.text(text, 40, 60 + index * 16));
      const main = [
        'PERFIL',
        'Contadora con seis años',
        'EXPERIENCIA',
        'Analista contable',
        'Banco del Sur',
        'EDUCACIÓN',
      ];
      main.forEach((text, index) => pdf.text(text, 220, 66 + index * 19));
    });
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'CONTACTO',
      'Lima, Perú',
      'ana@correo.pe',
      'HABILIDADES',
      'Excel',
      'SQL',
      'Power BI',
      'PERFIL',
      'Contadora con seis años',
      'EXPERIENCIA',
      'Analista contable',
      'Banco del Sur',
      'EDUCACIÓN',
    ]);
    expect(document.lines.map((line) => line.column)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1,
    ]);
  });
});

describe('extractDocument on malformed PDFs', () => {
  it('reports a truncated PDF as CORRUPT_FILE', async () => {
    const bytes = readCorpusFile('cv/en-06.pdf');
    await expectExtractionError(bytes.subarray(0, Math.floor(bytes.length / 2)), 'CORRUPT_FILE');
  });

  it('reports a password-protected PDF as ENCRYPTED_FILE', async () => {
    const bytes = await renderPdf((pdf) => pdf.text('Confidencial'), { userPassword: 'clave' });
    await expectExtractionError(bytes, 'ENCRYPTED_FILE');
  });

  it('reports a PDF of images without text as IMAGE_ONLY_PDF', async () => {
    const png = encodeSolidPng(40, 30, [200, 30, 30]);
    const bytes = await renderPdf((pdf) => pdf.image(Buffer.from(png), 50, 50, { width: 200 }));
    await expectExtractionError(bytes, 'IMAGE_ONLY_PDF');
  });

  it('reports a PDF with neither text nor images as EMPTY_FILE', async () => {
    const bytes = await renderPdf((pdf) => pdf.rect(50, 50, 100, 100).fill('#cccccc'));
    await expectExtractionError(bytes, 'EMPTY_FILE');
  });

  it('refuses a 200-page PDF with TOO_MANY_PAGES before reading its pages', async () => {
    const bytes = await renderPdf((pdf) => {
      for (let page = 1; page <= 200; page += 1) {
        if (page > 1) pdf.addPage();
        pdf.text(`Página ${page}`);
      }
    });
    await expectExtractionError(bytes, 'TOO_MANY_PAGES');
    // The same file reads when the limit allows it: the refusal came from the page count alone.
    const document = await extractDocument(bytes, { maxPages: 200 });
    expect(document.pageCount).toBe(200);
  });
});

describe('extractDocument on small capitals (issue 12)', () => {
  // small-capitals-libreoffice.pdf is small-capitals-libreoffice-source.docx (docx package, a
  // heading run with w:smallCaps) exported by LibreOffice: `soffice --convert-to pdf`.
  it('reads small capitals as they look: capitals, then lower-case letters', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('./test-files/small-capitals-libreoffice.pdf', import.meta.url)),
    );
    const document = await extractDocument(bytes, { ocrTimeBudgetMs: 0 });
    expect(document.lines.map((line) => line.text)).toEqual([
      'Experiencia Laboral',
      'Cajera en Tiendas Mass, Lima',
    ]);
  });
});

describe('isBoldFontName', () => {
  it('reads bold from usual and TeX font names, not from regular faces', () => {
    for (const name of ['ABCDEF+Georgia-Bold', 'Inter-SemiBold', 'CMBX12', 'XYZABC+SFBX1000']) {
      expect(isBoldFontName(name)).toBe(true);
    }
    expect(isBoldFontName('LMRomanDemi10-Regular')).toBe(true);
    for (const name of ['CMR10', 'SFRM1000', 'LMRoman10-Regular', 'Carlito', 'Roboto-Medium']) {
      expect(isBoldFontName(name)).toBe(false);
    }
  });
});

describe('readFontSize', () => {
  it('reads the vertical scale of upright text, condensed or not, and of turned text', () => {
    expect(readFontSize(10, 0, 0, 10)).toBe(10);
    expect(readFontSize(8, 0, 0, 10)).toBe(10);
    expect(readFontSize(0, 10, -10, 0)).toBe(10);
  });

  it('reads the horizontal scale of a glyph space turned upside down (cairo Type 3 fonts)', () => {
    // A fictional 22.5 pt name and 9.7 pt headline as pdftocairo re-writes them: flipped, and
    // each font's vertical scale off by its own factor.
    expect(readFontSize(22.5, 0, 0, -17.2)).toBe(22.5);
    expect(readFontSize(9.7, 0, 0, -9.3)).toBe(9.7);
  });
});

describe('extractDocument: headings set flush right on a short page (issue 12)', () => {
  // theme-flush-right-headings.pdf: the JSON Resume theme 'flat' printed by Chromium from an
  // invented résumé, its headings translated. Page 2 holds five headings at the right edge, one
  // date on a row of its own and a dozen rows of entries: few enough rows that the headings
  // made a right column, read after every entry.
  it('reads each heading of page 2 before its section, in one column', async () => {
    const document = await extractDocument(
      new Uint8Array(
        readFileSync(new URL('./test-files/theme-flush-right-headings.pdf', import.meta.url)),
      ),
    );
    const page = document.lines.filter((line) => line.page === 2);
    const texts = page.map((line) => line.text);
    expect(new Set(page.map((line) => line.column))).toEqual(new Set([0]));
    expect(texts.indexOf('Premios')).toBeLessThan(
      texts.findIndex((text) => text.startsWith('Premio Effie')),
    );
    expect(texts.indexOf('Idiomas')).toBeLessThan(texts.indexOf('Español'));
  });
});
