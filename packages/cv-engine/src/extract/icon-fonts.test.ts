import { describe, expect, it } from 'vitest';

import { extractDocument } from './extract-document';
import { asIconGlyphs, isIconFontName } from './icon-fonts';
import { writeOnePagePdf } from './testing/raw-pdf';

function type1Font(baseFont: string): string {
  return `<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding /WinAnsiEncoding >>`;
}

/** A LaTeX-style CV line: Font Awesome glyphs (a pin, rating circles) set in the text font's run. */
function buildPdfWithIconFont(iconFont: string): Uint8Array {
  const lines = [
    'BT /F1 20 Tf 56 780 Td (Lucia Quispe Rojas) Tj ET',
    'BT /F2 10 Tf 56 760 Td (\\275) Tj ET',
    'BT /F1 10 Tf 70 760 Td (Miraflores, Lima) Tj ET',
    'BT /F1 10 Tf 56 744 Td (lucia.quispe@correo.pe) Tj ET',
    'BT /F1 14 Tf 56 710 Td (HABILIDADES) Tj ET',
    'BT /F1 10 Tf 56 690 Td (Excel avanzado) Tj ET',
    'BT /F2 10 Tf 160 690 Td (RRRRR) Tj ET',
    'BT /F1 10 Tf 56 676 Td (Power BI) Tj ET',
    'BT /F2 10 Tf 160 676 Td (RRRRR) Tj ET',
  ];
  return writeOnePagePdf(lines.join('\n'), '<< /Font << /F1 5 0 R /F2 6 0 R >> >>', [
    type1Font('Helvetica'),
    type1Font(iconFont),
  ]);
}

/** moderncv's list: each item's marker a Font Awesome circle (glyph "circle"), then the text. */
function buildPdfWithIconBullets(): Uint8Array {
  const lines = [
    'BT /F1 20 Tf 56 780 Td (Lucia Quispe Rojas) Tj ET',
    'BT /F1 10 Tf 56 760 Td (lucia.quispe@correo.pe) Tj ET',
    'BT /F1 14 Tf 56 730 Td (EXPERIENCIA) Tj ET',
    'BT /F1 10 Tf 56 710 Td (Analista de Datos, Banco Andino, Lima) Tj ET',
    'BT /F2 6 Tf 56 696 Td (a) Tj ET',
    'BT /F1 10 Tf 66 696 Td (Automatice reportes semanales) Tj ET',
    'BT /F2 6 Tf 56 682 Td (a) Tj ET',
    'BT /F1 10 Tf 66 682 Td (Capacite a tres analistas) Tj ET',
    'BT /F1 14 Tf 56 650 Td (HABILIDADES) Tj ET',
    'BT /F1 10 Tf 56 630 Td (Excel avanzado) Tj ET',
    'BT /F2 10 Tf 160 630 Td (aaaaa) Tj ET',
  ];
  const circleFont =
    '<< /Type /Font /Subtype /Type1 /BaseFont /FontAwesome5Free-Regular /Encoding << /Type /Encoding /Differences [97 /circle] >> >>';
  return writeOnePagePdf(lines.join('\n'), '<< /Font << /F1 5 0 R /F2 6 0 R >> >>', [
    type1Font('Helvetica'),
    circleFont,
  ]);
}

describe("an icon font's circle before each list item (moderncv)", () => {
  it("reads each item as a bullet of its own, and a rating's circles as icons", async () => {
    const document = await extractDocument(buildPdfWithIconBullets(), { ocrTimeBudgetMs: 0 });
    const items = document.lines.filter((line) => line.listItem).map((line) => line.text);
    expect(items).toEqual(['Automatice reportes semanales', 'Capacite a tres analistas']);
    expect(document.lines.map((line) => line.text)).toContain('Excel avanzado');
    expect(document.lines.map((line) => line.text).join('\n')).not.toMatch(/[○\u{e000}-\u{f8ff}]/u);
  });

  it('keeps a lone circle apart from the other icons, a run of them among them', () => {
    expect(asIconGlyphs('○')).toBe('\u{e001}');
    expect(asIconGlyphs(' ● ')).toBe(' \u{e001} ');
    expect(asIconGlyphs('○○○○○')).toBe('\u{e000}'.repeat(5));
  });
});

describe('icon fonts in PDFs', () => {
  it('reads Font Awesome glyphs as icons, not as the letters their Unicode map gives', async () => {
    const document = await extractDocument(buildPdfWithIconFont('FontAwesome'), {
      ocrTimeBudgetMs: 0,
    });
    const texts = document.lines.map((line) => line.text);
    expect(texts).toContain('Miraflores, Lima');
    expect(texts).toContain('Excel avanzado');
    expect(texts).toContain('Power BI');
    expect(texts.join('\n')).not.toMatch(/½|RRRRR/u);
  });

  it('keeps the same glyphs as text when the font is a text font', async () => {
    const document = await extractDocument(buildPdfWithIconFont('Times-Roman'), {
      ocrTimeBudgetMs: 0,
    });
    expect(document.lines.map((line) => line.text).join('\n')).toMatch(/½[^\n]*Miraflores/u);
  });

  it('names the icon families, not text faces or Word bullet fonts', () => {
    for (const name of ['FontAwesome', 'FontAwesome5Free-Solid', 'MaterialIcons-Regular']) {
      expect(isIconFontName(name)).toBe(true);
    }
    for (const name of ['SFRM1000', 'Carlito', 'Wingdings-Regular', 'Symbol', 'Feather-Bold']) {
      expect(isIconFontName(name)).toBe(name === 'Feather-Bold');
    }
    expect(asIconGlyphs('½ ○○')).toBe('\u{e000} \u{e000}\u{e000}');
    // An icon and the date set after it in the text font, handed over as one item.
    expect(asIconGlyphs('\u{f133} Nov 2019 -- Actualidad')).toBe('\u{e000} Nov 2019 -- Actualidad');
    expect(asIconGlyphs('R Surco')).toBe('\u{e000} Surco');
  });
});
