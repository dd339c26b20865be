import { describe, expect, it } from 'vitest';

import {
  findOcrGutter,
  orderRegionsForReading,
  splitLineAtGutter,
  type OcrWordLine,
} from './ocr-columns';
import type { LineWord } from './ocr-line-words';

/** A word 30 px tall (an x-height of about 15 px) whose bottom is at `bottom`. */
function word(text: string, x0: number, x1: number, bottom: number): LineWord {
  return { text, x0, x1, y0: bottom - 30, y1: bottom };
}

function line(...words: LineWord[]): OcrWordLine {
  return { words, xHeight: 15 };
}

/**
 * A page with a sidebar (x 100–600) and a main column (x 1000–2300), at different line pitches;
 * where their lines meet at one height, Tesseract made one line of both.
 */
function sidebarPage(): OcrWordLine[] {
  return [
    line(word('CONTACTO', 100, 400, 300), word('PERFIL', 1000, 1200, 300)),
    line(word('Lima,', 100, 220, 360), word('Perú', 240, 340, 360)),
    line(
      word('Contadora', 1000, 1250, 370),
      word('con', 1270, 1350, 370),
      word('seis', 1370, 1460, 370),
    ),
    line(
      word('años', 1000, 1120, 420),
      word('de', 1140, 1190, 420),
      word('experiencia', 1210, 1500, 420),
    ),
    line(word('987', 100, 180, 430), word('654', 200, 280, 430), word('321', 300, 380, 430)),
    line(word('ana.rios@correo.pe', 100, 580, 500), word('EXPERIENCIA', 1000, 1400, 520)),
    line(word('HABILIDADES', 100, 450, 640), word('Analista', 1000, 1200, 590)),
    line(
      word('Excel', 100, 230, 700),
      word('Banco', 1000, 1150, 660),
      word('Andino', 1170, 1330, 660),
    ),
    line(
      word('SAP', 100, 190, 760),
      word('2019', 1000, 1100, 730),
      word('-', 1110, 1130, 730),
      word('2023', 1140, 1240, 730),
    ),
  ];
}

describe('findOcrGutter', () => {
  it('finds the band between a sidebar and the main column, even across joined lines', () => {
    const gutter = findOcrGutter(sidebarPage());
    expect(gutter).not.toBeNull();
    expect(gutter?.start).toBeGreaterThanOrEqual(580);
    expect(gutter?.end).toBeLessThanOrEqual(1000);
  });

  it('finds none on a one-column page', () => {
    const lines = [300, 360, 420, 480, 540, 600, 660].map((bottom) =>
      line(
        word('Gestioné', 100, 320, bottom),
        word('cuentas', 340, 540, bottom),
        word('por', 560, 640, bottom),
        word('cobrar', 660, 840, bottom),
      ),
    );
    expect(findOcrGutter(lines)).toBeNull();
  });

  it('finds none when the left side is a column of dates beside the entries (read row by row)', () => {
    const entry = (bottom: number, dates: string): OcrWordLine[] => [
      line(
        word(dates, 100, 400, bottom),
        word('Analista', 700, 900, bottom),
        word('contable', 920, 1150, bottom),
      ),
      line(word('Banco', 700, 850, bottom + 50), word('Andino', 870, 1030, bottom + 50)),
      line(word('Cierre', 700, 860, bottom + 100), word('mensual', 880, 1080, bottom + 100)),
    ];
    const lines = [
      ...entry(300, '2019–2023'),
      ...entry(500, '2016–2019'),
      ...entry(700, '2014–2016'),
    ];
    expect(findOcrGutter(lines)).toBeNull();
  });

  it('finds none when the left side is right-aligned labels, even where a heading stands above its row', () => {
    // Europass: headings and dates end flush against the content; a heading sits a row above
    // the first entry, so the labels do not all start on a content row.
    const lines = [
      line(word('EXPERIENCIA', 150, 400, 300), word('PROFESIONAL', 420, 600, 300)),
      line(
        word('2020', 420, 500, 350),
        word('–', 510, 530, 350),
        word('actualidad', 540, 600, 350),
      ),
      line(word('Analista', 700, 900, 350), word('contable', 920, 1150, 350)),
      line(word('Banco', 700, 850, 400), word('Andino', 870, 1030, 400)),
      line(word('Cierre', 700, 860, 450), word('mensual', 880, 1080, 450)),
      line(word('2016', 480, 540, 560), word('–', 550, 560, 560), word('2019', 570, 600, 560)),
      line(word('Asistente', 700, 920, 560), word('contable', 940, 1150, 560)),
      line(word('Caja', 700, 820, 610), word('Pukara', 840, 1000, 610)),
      line(word('EDUCACIÓN', 330, 600, 720)),
      line(word('Contabilidad', 700, 1000, 770)),
      line(word('2010', 480, 540, 830), word('–', 550, 560, 830), word('2015', 570, 600, 830)),
      line(word('Bachiller', 700, 920, 830)),
    ];
    expect(findOcrGutter(lines)).toBeNull();
  });
});

describe('findOcrGutter: headings set flush right at the page edge (issue 12)', () => {
  /** A heading word 50 px tall, its bottom at `bottom`. */
  const big = (text: string, x0: number, x1: number, bottom: number): LineWord => ({
    text,
    x0,
    x1,
    y0: bottom - 50,
    y1: bottom,
  });
  /**
   * Entries in one column at x 100, a line at a time as Tesseract reads them; beside each title,
   * a line of its own at x 2000 (the dates, or a sidebar's note).
   */
  function entries(top: number, right: (bottom: number) => OcrWordLine): OcrWordLine[] {
    return [0, 1, 2].flatMap((entry) => {
      const bottom = top + entry * 300;
      // The duties stand a little apart from the title and the role above them.
      return [
        line(word('Banco', 100, 260, bottom), word('Wasi', 280, 400, bottom)),
        right(bottom),
        line(word('Analista', 100, 300, bottom + 60), word('Senior', 320, 480, bottom + 60)),
        line(word('Reportes', 160, 380, bottom + 160), word('mensuales', 400, 650, bottom + 160)),
        line(word('Tableros', 160, 380, bottom + 220), word('de', 400, 450, bottom + 220)),
      ];
    });
  }
  const page = (right: (bottom: number) => OcrWordLine, headings: [string, string]) => [
    line(big(headings[0], 2150, 2400, 200)),
    ...entries(300, right),
    line(big(headings[1], 2000, 2400, 1300)),
    ...entries(1400, right),
  ];

  it('finds none: the headings and the dates beside the titles are no column', () => {
    const dates = (bottom: number) =>
      line(word('2019-03-01', 2000, 2250, bottom), word('—', 2270, 2300, bottom));
    expect(findOcrGutter(page(dates, ['Work', 'Education']))).toBeNull();
  });

  it('finds a sidebar on the right that holds more than headings and dates', () => {
    const note = (bottom: number) =>
      line(word('Excel', 2000, 2150, bottom + 30), word('avanzado', 2170, 2400, bottom + 30));
    expect(findOcrGutter(page(note, ['Skills', 'Languages']))).not.toBeNull();
  });
});

describe('splitLineAtGutter', () => {
  const gutter = { start: 600, end: 1000 };

  it("cuts a line Tesseract joined across the gutter into each column's part", () => {
    const parts = splitLineAtGutter(
      [word('HABILIDADES', 100, 450, 640), word('Analista', 1000, 1200, 590)],
      gutter,
    );
    expect(
      parts.map((part) => [part.placement, part.whole, part.words.map((w) => w.text)]),
    ).toEqual([
      ['left', false, ['HABILIDADES']],
      ['right', false, ['Analista']],
    ]);
  });

  it('keeps a line whole in its column, or full-width when a word stands over the gutter', () => {
    expect(splitLineAtGutter([word('Excel', 100, 230, 700)], gutter)[0]).toMatchObject({
      placement: 'left',
      whole: true,
    });
    expect(
      splitLineAtGutter([word('Ana', 700, 820, 100), word('Rios', 840, 1000, 100)], gutter)[0]
        ?.placement,
    ).toBe('full-width');
    expect(splitLineAtGutter([word('Ana', 700, 820, 100)], null)[0]?.placement).toBe('left');
  });

  it('reads a line whose parts are a word space apart across the gutter as one line', () => {
    // A big name: its word space, not a gutter, falls on the band's middle.
    expect(
      splitLineAtGutter([word('Miguel', 450, 790, 100), word('Ccori', 815, 1100, 100)], gutter),
    ).toMatchObject([{ placement: 'full-width', whole: true }]);
  });

  it("keeps a sidebar's longest line, reaching past the middle, in the sidebar", () => {
    const parts = splitLineAtGutter(
      [word('AutoCAD', 500, 830, 700), word('Municipalidad', 1000, 1300, 700)],
      gutter,
    );
    expect(parts.map((part) => [part.placement, part.words.map((w) => w.text)])).toEqual([
      ['left', ['AutoCAD']],
      ['right', ['Municipalidad']],
    ]);
  });
});

describe('orderRegionsForReading', () => {
  it('reads the header band, then the left column, then the right one, then a footer', () => {
    const regions = orderRegionsForReading([
      { placement: 'right', top: 300, value: 'PERFIL' },
      { placement: 'left', top: 300, value: 'CONTACTO' },
      { placement: 'full-width', top: 100, value: 'Ana Rios' },
      { placement: 'left', top: 360, value: 'Lima' },
      { placement: 'right', top: 370, value: 'Contadora' },
      { placement: 'full-width', top: 900, value: 'Página 1' },
      { placement: 'full-width', top: 150, value: 'Contadora pública' },
    ]);
    expect(regions).toEqual([
      { column: 0, values: ['Ana Rios', 'Contadora pública'] },
      { column: 0, values: ['CONTACTO', 'Lima'] },
      { column: 1, values: ['PERFIL', 'Contadora'] },
      { column: 0, values: ['Página 1'] },
    ]);
  });
});
