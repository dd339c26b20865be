import { describe, expect, it } from 'vitest';

import { layOutPdfPage } from '../pdf-layout';
import type { OcrLine, OcrPage, OcrWord } from './ocr-result';
import { convertOcrPageToRegions, convertOcrPageToTextItems } from './ocr-text-items';
import { countMeaningfulCharacters, hasUsableTextLayer } from './text-layer';

/** A word of Tesseract's result at 300 DPI: x from/to, on a line whose baseline is at `baseline`. */
function word(text: string, x0: number, x1: number, confidence = 95): OcrWord {
  return { text, confidence, bbox: { x0, y0: 0, x1, y1: 0 } };
}

/** A line with a 25 px x-height (about 12 pt at 300 DPI) and its baseline at `baseline` px. */
function line(words: OcrWord[], baseline: number, xHeight = 25): OcrLine {
  const x0 = words[0]?.bbox.x0 ?? 0;
  const x1 = words.at(-1)?.bbox.x1 ?? 0;
  return {
    words,
    baseline: { x0, y0: baseline, x1, y1: baseline },
    rowAttributes: { rowHeight: xHeight + 18, ascenders: 9, descenders: 9 },
    bbox: { x0, y0: baseline - xHeight - 9, x1, y1: baseline + 9 },
  };
}

function page(...lines: OcrLine[]): OcrPage {
  return { blocks: [{ paragraphs: [{ lines }] }] };
}

describe('convertOcrPageToTextItems', () => {
  it('places words in points, each with its line baseline and a size from the x-height', () => {
    const items = convertOcrPageToTextItems(
      page(line([word('Ana', 300, 390), word('Torres', 410, 560)], 600)),
      300,
    );
    expect(items).toEqual([
      { text: 'Ana', x: 72, baseline: 144, width: 21.6, fontSize: 12, fontName: null, bold: false },
      {
        text: 'Torres',
        x: 98.4,
        baseline: 144,
        width: 36,
        fontSize: 12,
        fontName: null,
        bold: false,
      },
    ]);
  });

  it('puts dates set flush right, smaller and a little higher, on their title’s row', () => {
    // Tesseract reads the dates as lines of their own, 8 px above the titles' baselines.
    const items = convertOcrPageToTextItems(
      page(
        line([word('Constructora', 300, 600), word('Apu', 620, 700)], 600),
        line(
          [word('01/2021', 2000, 2150), word('-', 2165, 2175), word('12/2023', 2190, 2340)],
          592,
          20,
        ),
        line([word('Site', 300, 380), word('Supervisor', 400, 620)], 660),
        line(
          [word('Municipalidad', 300, 640), word('del', 660, 720), word('Cusco', 740, 880)],
          760,
        ),
        line(
          [word('05/2017', 2000, 2150), word('-', 2165, 2175), word('12/2020', 2190, 2340)],
          752,
          20,
        ),
        line([word('Project', 300, 460), word('Engineer', 480, 680)], 820),
      ),
      300,
    );
    const baselineOf = (text: string) => items.find((item) => item.text === text)?.baseline;
    expect(baselineOf('01/2021')).toBe(baselineOf('Constructora'));
    expect(baselineOf('05/2017')).toBe(baselineOf('Municipalidad'));
    const lines = layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
    expect(lines.map((pageLine) => pageLine.text)).toEqual([
      'Constructora Apu | 01/2021 - 12/2023',
      'Site Supervisor',
      'Municipalidad del Cusco | 05/2017 - 12/2020',
      'Project Engineer',
    ]);
  });

  it('turns a lone glyph set apart at the start of a line into a bullet the layout recognises', () => {
    const items = convertOcrPageToTextItems(
      page(
        // "●" read as "e", as "€" and as an unsure "+": gaps of 60 px (2.4 x-heights).
        line([word('e', 300, 330), word('Registro', 390, 560), word('contable', 580, 760)], 600),
        line([word('€', 300, 330, 40), word('Excel', 390, 500)], 660),
        line([word('+', 300, 330, 35), word('Power', 390, 520), word('BI', 540, 580)], 720),
        // A word "e" at normal word spacing is a word ("e" before "i-"), not a bullet.
        line([word('e', 300, 320), word('informes', 345, 520)], 780),
      ),
      300,
    );
    const lines = layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
    expect(lines.map((pageLine) => [pageLine.text, pageLine.listItem])).toEqual([
      ['Registro contable', true],
      ['Excel', true],
      ['Power BI', true],
      ['e informes', false],
    ]);
  });

  it("starts a bulleted line where its text starts, so a title at the bullets' edge opens a block", () => {
    // A designed CV: bullets drawn at the column's left edge (x 300), entry titles there too.
    const items = convertOcrPageToTextItems(
      page(
        line([word('«', 300, 310), word('Coordino', 360, 520), word('un', 540, 580)], 600),
        line([word('equipo', 362, 480), word('de', 500, 540), word('ventas.', 560, 700)], 660),
        line([word('Asistente', 298, 480), word('de', 500, 540), word('ventas', 560, 690)], 720),
      ),
      300,
    );
    const lines = layOutPdfPage({ pageNumber: 1, width: 595, height: 842, items });
    expect(lines.map((pageLine) => [pageLine.text, pageLine.blockStart])).toEqual([
      ['Coordino un', true],
      ['equipo de ventas.', false],
      ['Asistente de ventas', true],
    ]);
  });

  it('cuts lines joined across a sidebar gutter, measures each part and reads column by column', () => {
    /** A word with a real box: `height` px tall, bottom at `bottom`. */
    const boxed = (
      text: string,
      x0: number,
      x1: number,
      bottom: number,
      height: number,
    ): OcrWord => ({
      text,
      confidence: 95,
      bbox: { x0, y0: bottom - height, x1, y1: bottom },
    });
    const joined = (words: OcrWord[], baseline: number): OcrLine => ({ ...line(words, baseline) });
    const regions = convertOcrPageToRegions(
      page(
        // A 73 px capital heading (about 24 pt) joined with a 37 px body line (about 12 pt).
        joined(
          [
            boxed('HABILIDADES', 100, 700, 400, 73),
            boxed('Gestioné', 1200, 1400, 400, 37),
            boxed('cuentas', 1420, 1600, 400, 26),
          ],
          400,
        ),
        joined(
          [
            boxed('Excel', 100, 230, 480, 37),
            boxed('por', 1200, 1280, 470, 26),
            boxed('cobrar', 1300, 1460, 470, 37),
          ],
          475,
        ),
        joined([boxed('SAP', 100, 190, 560, 37)], 560),
        joined([boxed('Tesorería', 1200, 1430, 540, 37)], 540),
        joined([boxed('Banco', 1200, 1350, 610, 37)], 610),
      ),
      300,
    );
    expect(regions.map((region) => [region.column, region.items.map((item) => item.text)])).toEqual(
      [
        [0, ['HABILIDADES', 'Excel', 'SAP']],
        [1, ['Gestioné', 'cuentas', 'por', 'cobrar', 'Tesorería', 'Banco']],
      ],
    );
    const heading = regions[0]?.items[0];
    const body = regions[1]?.items[0];
    expect(heading?.fontSize).toBeGreaterThan(20);
    expect(body?.fontSize).toBeLessThan(14);
    // Each part sits on its own words' baseline, not on the joined line's.
    expect(regions[0]?.items[1]?.baseline).toBe(115.2);
    expect(regions[1]?.items[2]?.baseline).toBe(112.8);
  });

  it('marks as bold the runs whose stems are much thicker than the page text, from the image', () => {
    const width = 1000;
    const pixels = new Uint8Array(width * 500).fill(255);
    /** Draws a word as vertical stems `stem` px thick, and returns it as Tesseract's word. */
    const drawn = (text: string, x0: number, x1: number, bottom: number, stem: number): OcrWord => {
      for (let y = bottom - 40; y < bottom; y += 1) {
        for (let x = x0; x < x1; x += 1)
          if ((x - x0) % (stem + 9) < stem) pixels[y * width + x] = 0;
      }
      return { text, confidence: 95, bbox: { x0, y0: bottom - 40, x1, y1: bottom } };
    };
    const items = convertOcrPageToRegions(
      page(
        line([drawn('PERFIL', 100, 400, 100, 9)], 100),
        line([drawn('cosas', 100, 300, 200, 3), drawn('varias', 320, 520, 200, 3)], 200),
        line([drawn('canoas', 100, 300, 260, 3), drawn('maromas', 320, 520, 260, 3)], 260),
        line([drawn('muros', 100, 300, 320, 3), drawn('cerros', 320, 520, 320, 3)], 320),
      ),
      300,
      { width, height: 500, pixels },
    ).flatMap((region) => region.items);
    expect(items.map((item) => [item.text, item.bold])).toEqual([
      ['PERFIL', true],
      ['cosas', false],
      ['varias', false],
      ['canoas', false],
      ['maromas', false],
      ['muros', false],
      ['cerros', false],
    ]);
    // Without the image nothing is bold, as before.
    expect(
      convertOcrPageToTextItems(page(line([word('PERFIL', 100, 400)], 100)), 300)[0]?.bold,
    ).toBe(false);
  });

  it('reads nothing from a page Tesseract found no text on', () => {
    expect(convertOcrPageToTextItems({ blocks: null }, 300)).toEqual([]);
  });

  it('reads back a misread heading only on a line that looks like one', () => {
    const texts = (ocrLine: OcrLine) =>
      convertOcrPageToTextItems(
        page(
          line([word('Ventas', 300, 420), word('en', 440, 480), word('Lima', 500, 580)], 500),
          line([word('Cursos', 300, 420), word('de', 440, 480), word('Excel', 500, 600)], 560),
          ocrLine,
          line([word('Atención', 300, 460), word('al', 480, 520), word('cliente', 540, 680)], 700),
        ),
        300,
      ).map((item) => item.text);
    // In capitals, or larger than the text: a heading.
    expect(texts(line([word('e', 300, 320), word('EXPERIENC1A', 360, 700)], 630))).toContain(
      'EXPERIENCIA',
    );
    expect(texts(line([word('Idiornas', 300, 520)], 630, 35))).toContain('Idiomas');
    // At the text's size in small letters: a word of the text, left as read.
    expect(texts(line([word('Idiornas', 300, 520)], 630))).toContain('Idiornas');
  });
});

describe('hasUsableTextLayer', () => {
  it('counts letters and digits only', () => {
    expect(countMeaningfulCharacters(['Página 1', '— · —'])).toBe(7);
  });

  it('finds no usable text in a scan with only a page number or a stamp', () => {
    expect(hasUsableTextLayer(['1'], 1)).toBe(false);
    expect(hasUsableTextLayer(['Escaneado con CamScanner'], 2)).toBe(false);
    expect(hasUsableTextLayer([], 1)).toBe(false);
  });

  it('finds usable text in a page of real text', () => {
    expect(
      hasUsableTextLayer(
        ['María Quispe Huamán', 'maria.quispe@correo.pe · +51 987 654 321', 'EXPERIENCIA'],
        1,
      ),
    ).toBe(true);
  });
});
