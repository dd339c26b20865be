import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { CvEngineError } from '../errors';
import { readDocBodyCharacters, type DocCharacter, type DocTextBoxPlace } from './doc-runs';
import { placeDocTextBoxes } from './extract-doc';
import { extractDocument } from './extract-document';

// cv-libreoffice.doc is cv-libreoffice-source.docx (made with the docx package) saved as
// "MS Word 97" by LibreOffice: `soffice --headless --convert-to doc cv-libreoffice-source.docx`.
const docBytes = new Uint8Array(
  readFileSync(new URL('./test-files/cv-libreoffice.doc', import.meta.url)),
);

describe('the page count of a .doc that records none (issue 13, "Fit")', () => {
  // cv-two-pages.doc is cv-two-pages-source.docx (made with the docx package: seven jobs of four
  // duties, a table of studies) saved as "MS Word 97" by LibreOffice, which records no page count
  // and writes no page break where a page fills up. LibreOffice lays it out on two pages.
  it('counts the pages its text fills, so a two-page CV is not squeezed into one', async () => {
    const bytes = readFileSync(new URL('./test-files/cv-two-pages.doc', import.meta.url));
    expect((await extractDocument(new Uint8Array(bytes))).pageCount).toBe(2);
  });
});

describe('extractDocument on a .doc saved by LibreOffice', () => {
  it('reads headers, body paragraphs, table cells and typed bullets, keeping Unicode', async () => {
    const document = await extractDocument(docBytes);
    expect(document.format).toBe('doc');
    expect(document.pageCount).toBe(1);
    expect(document.lines.map((line) => [line.text, line.source, line.listItem])).toEqual([
      ['Lucía Fernández Rojas — CV', 'header', false],
      ['Lucía Fernández Rojas', 'body', false],
      ['lucia.fernandez@correo.pe · +51 912 345 678 · Arequipa, Perú', 'body', false],
      ['EXPERIENCIA PROFESIONAL', 'body', false],
      [
        'Asistente administrativa — Municipalidad de Arequipa (mar. 2019 – actualidad)',
        'body',
        false,
      ],
      // Curly quotes stay curly (filterUnicode: false). The two achievements are Word's own
      // bulleted list (sprmPIlfo), whose bullets the text does not hold: list items all the same.
      ['Gestioné el archivo de expedientes “trámite documentario”', 'body', true],
      ['Atendí a más de 40 ciudadanos por día', 'body', true],
      ['EDUCACIÓN', 'body', false],
      // Each table cell is a line of its own (a side heading stays apart from its content), read
      // as a table line (sprmPFInTable), as in DOCX.
      ['Universidad Nacional de San Agustín', 'table', false],
      ['2014 – 2018', 'table', false],
      ['Bachiller en Administración de Empresas', 'body', true],
    ]);
    // Cells keep their column; sizes are reported only for the name (16 pt over a 10 pt body,
    // scaled to the 11 pt the other lines report), bold only for the headings in bold capitals:
    // the bold name in mixed case stays unreported (extract-doc.ts says why).
    const cells = document.lines.filter(
      (line) => line.text.startsWith('Universidad') || line.text === '2014 – 2018',
    );
    expect(cells.map((line) => line.column)).toEqual([0, 1]);
    expect(document.lines.filter((line) => line.fontSize !== 11).map((line) => line.text)).toEqual([
      'Lucía Fernández Rojas',
    ]);
    expect(document.lines.filter((line) => line.bold).map((line) => line.text)).toEqual([
      'EXPERIENCIA PROFESIONAL',
      'EDUCACIÓN',
    ]);
  });

  it("reads the runs' direct bold and sizes and the cell marks from the binary body", async () => {
    const characters = await readDocBodyCharacters(docBytes);
    const text = (characters ?? []).map((character) => character.character).join('');
    expect(text).toContain('San Agustín\u00072014 – 2018\u0007');
    const nameEnd = text.indexOf('\r');
    const name = (characters ?? []).slice(0, nameEnd);
    expect(name.every((character) => character.bold === true && character.fontSize === 16)).toBe(
      true,
    );
    // A plain paragraph takes its size from the Normal style (10 pt in this file).
    const plain = (characters ?? [])[text.indexOf('Atendí')];
    expect([plain?.bold ?? false, plain?.fontSize ?? null]).toEqual([false, 10]);
  });

  // cv-styled-headings.doc is cv-styled-headings-source.docx (made with the docx package: a
  // "Heading 1" style in bold capitals at 14 pt, headings typed in lower case, bold sub-headings
  // set directly, a heading in a character style in capitals, a text box with one more heading)
  // saved as "MS Word 97" by LibreOffice
  // (`soffice --convert-to doc`).
  it("shows what the paragraph's style sets: capitals and the heading level", async () => {
    const styled = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-styled-headings.doc', import.meta.url))),
    );
    const facts = (text: string) => {
      const line = styled.lines.find((candidate) => candidate.text === text);
      return line && (line.headingLevel ?? null);
    };
    // Typed "Experiencia laboral", shown in capitals by the style: read as displayed.
    expect(facts('EXPERIENCIA LABORAL')).toBe(1);
    expect(facts('VOLUNTARIADO Y LABOR SOCIAL')).toBe(1);
    // Body paragraphs have no level; a bold capital sub-heading typed so stays as typed.
    expect(facts('Carmen Huamán Ríos')).toBeNull();
    expect(facts('SECUNDARIA')).toBeNull();
    // A character style on the run ("Destacado": capitals) shows too.
    expect(facts('REFERENCIAS')).toBeNull();
    expect(styled.lines.some((line) => line.text === 'Experiencia laboral')).toBe(false);
    // A text box is read from its own runs too: its heading shows its style's capitals.
    const boxed = styled.lines.filter((line) => line.source === 'text-box');
    expect(boxed.map((line) => [line.text, line.headingLevel ?? null])).toEqual([
      ['IDIOMAS', 1],
      ['Quechua y castellano', null],
    ]);
  });

  it('shows runs in small capitals as they look: typed in lower case, all capitals', async () => {
    // An invented Europass CV (fixtures/invented) whose headings were typed in lower case and set
    // in small capitals, saved as "MS Word 97" by LibreOffice.
    const europass = await extractDocument(
      new Uint8Array(
        readFileSync(new URL('../../fixtures/invented/invented-zzc07.doc', import.meta.url)),
      ),
    );
    const texts = europass.lines.map((line) => line.text);
    expect(texts).toContain('WORK EXPERIENCE');
    expect(texts).not.toContain('work experience');
  });

  // cv-textbox-top.doc is cv-textbox-top-source.docx (made with the docx package: the name and
  // contact in a text box above the first heading, a job typed as three tab-set fields) saved as "MS Word 97" by LibreOffice (DOCX →
  // ODT → DOC, as the fixtures are).
  it('reads a text box where its shape is anchored: the name box at the top comes first', async () => {
    const boxed = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-textbox-top.doc', import.meta.url))),
    );
    expect(boxed.lines.map((line) => [line.text, line.source])).toEqual([
      ['Rosa Quispe Huamán', 'text-box'],
      ['rosa.quispe@correo.pe | 987 222 333 | Ate, Lima', 'text-box'],
      ['EXPERIENCIA LABORAL', 'body'],
      ['Cajera – Minimarket La Esquina (2020 – 2023)', 'body'],
      // Tabs that set a row of fields apart part them (tab-fields.ts).
      ['Vendedora | Bodega Doña Rosa | 2018 – 2019', 'body'],
    ]);
    expect(new Set(boxed.lines.map((line) => line.block)).size).toBe(5);
  });

  // cv-wide-table.doc is cv-wide-table-source.docx (made with the docx package: a title and a
  // line with letter spacing of 15 and -3 twips, an eight-column bordered, shaded table) saved as
  // "MS Word 97" by LibreOffice (`soffice --headless --convert-to doc`).
  it('keeps letter-spaced text and starts each row of a wide table at column 0', async () => {
    const wide = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-wide-table.doc', import.meta.url))),
    );
    const texts = wide.lines.map((line) => line.text);
    // Letter spacing (sprmCDxaSpace) is not deleted text: the lines keep their words and spaces.
    expect(texts.slice(0, 2)).toEqual([
      'HOJA DE VIDA',
      'Apellidos y nombres: Ccori Mamani Flor de María',
    ]);
    // The rows' properties sit in the Data stream (sprmPHugePapx): each row still ends there.
    const cell = (text: string) => wide.lines.find((line) => line.text === text)?.column;
    expect(['Nivel', 'Secundaria', 'Superior'].map(cell)).toEqual([0, 0, 0]);
    expect(['Folio', '88'].map(cell)).toEqual([7, 7]);
    expect(cell('Licenciada en Enfermería')).toBe(1);
  });

  // cv-margins.doc is cv-margins-source.docx (made with the docx package: a letterhead table of
  // three cells in the header, a footer typed in lower case and shown in capitals) saved as "MS
  // Word 97" by LibreOffice (`soffice --headless --convert-to doc`).
  it('reads headers and footers from their runs: capitals show, a letterhead row stays one line', async () => {
    const margins = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-margins.doc', import.meta.url))),
    );
    expect(margins.lines.map((line) => [line.text, line.source])).toEqual([
      ['Municipalidad de Cusco | Hoja de vida | Versión: 02', 'header'],
      ['Gabriela Huamán Cusi', 'body'],
      ['gabriela.huaman@correo.pe · 984 111 222 · Cusco', 'body'],
      ['LINKEDIN.COM/IN/GABRIELA-HUAMAN-CUSI', 'footer'],
    ]);
  });

  it('reports a truncated .doc as CORRUPT_FILE', async () => {
    const error: unknown = await extractDocument(docBytes.subarray(0, docBytes.length / 2)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CvEngineError);
    expect((error as CvEngineError).code).toBe('CORRUPT_FILE');
  });
});

/** Plain characters, as a .doc's story holds them (\r ends a paragraph). */
function story(text: string): DocCharacter[] {
  return [...text].map((character) => ({ character, bold: null, fontSize: null, caps: null }));
}

describe('a .doc whose paragraph properties word-extractor overruns (issue 12)', () => {
  // cv-html-import.doc is a JSON Resume theme's page (invented résumé) opened by LibreOffice as
  // HTML and saved as "MS Word 97". word-extractor's paragraph pass reads one property past the
  // end of its list there and threw, so the whole CV was refused as unreadable.
  it('reads the file, its rows and its jobs', async () => {
    const document = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-html-import.doc', import.meta.url))),
    );
    const texts = document.lines.map((line) => line.text);
    expect(texts).toContain('Jorge Wayra Condori');
    expect(texts).toContain('Desarrollo de módulos de créditos en Java y Oracle');
  });

  it('indents a nested list’s second level (sprmPIlvl), so the jobs stand apart from duties', async () => {
    // Its jobs are a list's first level, each job's duties the second.
    const document = await extractDocument(
      new Uint8Array(readFileSync(new URL('./test-files/cv-html-import.doc', import.meta.url))),
    );
    const item = (start: string) => document.lines.find((line) => line.text.startsWith(start));
    expect([item('Desarrollador de Software, Caja')?.x, item('Desarrollo de módulos')?.x]).toEqual([
      0, 18,
    ]);
    expect([item('Desarrollador de Software')?.listItem, item('Desarrollo de')?.listItem]).toEqual([
      true,
      true,
    ]);
  });
});

describe('placeDocTextBoxes', () => {
  it('reads the boxes anchored in one paragraph in the order their rectangles give', () => {
    // A designed CV saved as .doc by LibreOffice: the body holds only the boxes' anchors (all in
    // its second, empty paragraph), and the text-box story lists the boxes in no reading order.
    const body = story('\r\rReferencias a solicitud\r');
    const boxes: [string, number, number, number, number][] = [
      ['EXPERIENCIA LABORAL\r', 200, 100, 300, 20],
      ['Carla Torres Vílchez\r', 0, 0, 500, 60],
      ['Asistente contable – Estudio Rivas (2019 – 2023)\r', 200, 130, 300, 100],
      ['CONTACTO\r', 0, 100, 150, 20],
      ['carla.torres@correo.pe\r', 0, 130, 150, 40],
    ];
    let start = 0;
    const places: DocTextBoxPlace[] = boxes.map(([text, x, y, width, height]) => {
      const place = { start, end: start + text.length, anchor: 1, x, y, width, height };
      start += text.length;
      return place;
    });
    const lines = placeDocTextBoxes(body, story(boxes.map(([text]) => text).join('')), places);
    expect(lines.map((line) => [line.text, line.column])).toEqual([
      ['Carla Torres Vílchez', 0],
      ['CONTACTO', 0],
      ['carla.torres@correo.pe', 0],
      ['EXPERIENCIA LABORAL', 1],
      ['Asistente contable – Estudio Rivas (2019 – 2023)', 1],
      ['Referencias a solicitud', 0],
    ]);
  });

  it('keeps boxes anchored in different paragraphs in their paragraphs’ order', () => {
    // A rectangle may be measured from its own paragraph: boxes of two paragraphs are not
    // compared, whatever their tops say.
    const body = story('\r\r\rFin\r');
    const first = 'FORMACIÓN\r';
    const second = 'Universidad Nacional de Trujillo\r';
    const places: DocTextBoxPlace[] = [
      { start: 0, end: first.length, anchor: 0, x: 0, y: 300, width: 200, height: 20 },
      {
        start: first.length,
        end: first.length + second.length,
        anchor: 2,
        x: 0,
        y: 5,
        width: 200,
        height: 20,
      },
    ];
    const lines = placeDocTextBoxes(body, story(first + second), places);
    expect(lines.map((line) => line.text)).toEqual([
      'FORMACIÓN',
      'Universidad Nacional de Trujillo',
      'Fin',
    ]);
  });
});

describe('placeDocTextBoxes: a header band anchored among the jobs (issue 12)', () => {
  it('reads a box across the page’s whole width at its top first', () => {
    // A self-made .doc: the name and contact sit in a coloured band across the top of the page,
    // but the band's box is anchored between two jobs of the body.
    const body = story(
      'PERFIL\rGuía de turismo en la Amazonía.\rEXPERIENCIA LABORAL\rRecepcionista | Hotel Wasi\rGuía | Kamayoq Tours\r',
    );
    const band = 'Karla Quispe Ríos\rIquitos ☎ 965 812 430 ✉ karla.quispe@correo.pe\r';
    const anchor =
      'PERFIL\rGuía de turismo en la Amazonía.\rEXPERIENCIA LABORAL\rRecepcionista | Hotel Wasi\r'
        .length;
    const places: DocTextBoxPlace[] = [
      { start: 0, end: band.length, anchor, x: 0, y: 0, width: 595.3, height: 93.5 },
    ];
    const lines = placeDocTextBoxes(body, story(band), places);
    expect(lines.map((line) => line.text)).toEqual([
      'Karla Quispe Ríos',
      'Iquitos ☎ 965 812 430 ✉ karla.quispe@correo.pe',
      'PERFIL',
      'Guía de turismo en la Amazonía.',
      'EXPERIENCIA LABORAL',
      'Recepcionista | Hotel Wasi',
      'Guía | Kamayoq Tours',
    ]);
  });
});

describe('the sizes a .doc line is reported at', () => {
  it('reports only the size of a line set far larger than the body: a name in a text box', () => {
    const sized = (text: string, fontSize: number): DocCharacter[] =>
      [...text].map((character) => ({ character, bold: null, fontSize, caps: null }));
    // A designed CV: the name on two lines at 28 pt, a heading at 14 pt, the text at 10 pt.
    const boxes = [
      ...sized('Rosa María\rQuispe Huamán\r', 28),
      ...sized('EXPERIENCIA\r', 14),
      ...sized('Cajera en Minimarket La Esquina, atención al público y arqueo de caja.\r', 10),
    ];
    const places: DocTextBoxPlace[] = [
      { start: 0, end: boxes.length, anchor: 0, x: 0, y: 0, width: 400, height: 300 },
    ];
    const lines = placeDocTextBoxes(sized('\r', 10), boxes, places);
    expect(lines.map((line) => [line.text.slice(0, 13), line.fontSize])).toEqual([
      ['Rosa María', 31],
      ['Quispe Huamán', 31],
      ['EXPERIENCIA', 11],
      ['Cajera en Min', 11],
    ]);
  });
});

describe('the header row of a .doc form table', () => {
  it('reports bold for a row whose every cell opens in bold, and only for such a row', () => {
    const cell = (text: string, bold: boolean): DocCharacter[] =>
      [...text].map((character) => ({
        character,
        bold: character === '\u0007' ? null : bold,
        fontSize: null,
        caps: null,
        inTable: true,
      }));
    const body = [
      // The header: each cell's name in bold, one with a hint in plain type below it.
      ...cell('Nivel\u0007', true),
      ...cell('Título obtenido\r', true),
      ...cell('(como figura en el diploma)\u0007', false),
      ...cell('Institución\u0007', true),
      ...cell('\n', false),
      // An entry whose degree alone is bold, as a layout table's job title often is.
      ...cell('Superior\u0007', false),
      ...cell('Licenciada en Enfermería\u0007', true),
      ...cell('Universidad Nacional del Altiplano\u0007', false),
      ...cell('\n', false),
    ];
    const lines = placeDocTextBoxes(body, [], []);
    expect(lines.map((line) => [line.text, line.bold])).toEqual([
      ['Nivel', true],
      ['Título obtenido', true],
      ['(como figura en el diploma)', false],
      ['Institución', true],
      ['Superior', false],
      ['Licenciada en Enfermería', false],
      ['Universidad Nacional del Altiplano', false],
    ]);
  });
});
