import {
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  Textbox,
  WidthType,
} from 'docx';
import { describe, expect, it } from 'vitest';

import { CvEngineError, type CvEngineErrorCode } from '../errors';
import { extractDocument } from './extract-document';
import {
  buildZerosDeflateStream,
  buildZip,
  createDeflatedEntry,
} from './testing/build-test-documents';
import type { TextLine } from './types';

async function expectExtractionError(bytes: Uint8Array, code: CvEngineErrorCode): Promise<void> {
  const error: unknown = await extractDocument(bytes).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CvEngineError);
  expect((error as CvEngineError).code).toBe(code);
}

async function packDocx(document: Document): Promise<Uint8Array> {
  return new Uint8Array(await Packer.toBuffer(document));
}

function findLine(lines: readonly TextLine[], text: string): TextLine {
  const line = lines.find((candidate) => candidate.text === text);
  if (!line) throw new Error(`No line "${text}" in ${lines.map((each) => each.text).join(' | ')}`);
  return line;
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
const wordNamespaces =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** A hand-written DOCX, for the parts the docx package does not write (DrawingML text boxes). */
function buildHandWrittenDocx(
  bodyXml: string,
  extraEntries: { name: string; text: string }[] = [],
): Uint8Array {
  return buildZip([
    createDeflatedEntry('[Content_Types].xml', contentTypes),
    createDeflatedEntry(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document ${wordNamespaces}><w:body>${bodyXml}</w:body></w:document>`,
    ),
    ...extraEntries.map((entry) => createDeflatedEntry(entry.name, entry.text)),
  ]);
}

describe('extractDocument on DOCX files made with the docx package', () => {
  it('reads paragraphs with bold, sizes, headings, bullets, headers, footers and links', async () => {
    const bytes = await packDocx(
      new Document({
        creator: 'Rosa Mamani',
        title: 'CV Rosa Mamani',
        sections: [
          {
            headers: { default: new Header({ children: [new Paragraph('Currículum vitae')] }) },
            footers: { default: new Footer({ children: [new Paragraph('Página 1')] }) },
            children: [
              new Paragraph({
                children: [new TextRun({ text: 'Rosa Mamani Torres', bold: true, size: 32 })],
              }),
              new Paragraph({
                children: [
                  new TextRun('rosa.mamani@correo.pe · '),
                  new ExternalHyperlink({
                    link: 'https://www.linkedin.com/in/rosamamani',
                    children: [new TextRun('linkedin.com/in/rosamamani')],
                  }),
                ],
              }),
              new Paragraph({ text: 'Experiencia laboral', heading: HeadingLevel.HEADING_1 }),
              new Paragraph({ text: 'Lideré el cierre contable mensual', bullet: { level: 0 } }),
              new Paragraph({ text: 'Automaticé reportes en Excel', bullet: { level: 0 } }),
              new Paragraph({
                children: [
                  new TextRun('Primera línea'),
                  new TextRun({ text: 'Segunda línea', break: 1 }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const document = await extractDocument(bytes);
    expect(document.format).toBe('docx');
    expect(document.metadata).toEqual({ title: 'CV Rosa Mamani', author: 'Rosa Mamani' });
    const name = findLine(document.lines, 'Rosa Mamani Torres');
    expect(name.bold).toBe(true);
    expect(name.fontSize).toBe(16);
    expect(name.source).toBe('body');
    expect(
      findLine(document.lines, 'rosa.mamani@correo.pe · linkedin.com/in/rosamamani').bold,
    ).toBe(false);
    expect(document.hyperlinks).toEqual(['https://www.linkedin.com/in/rosamamani']);
    const bullet = findLine(document.lines, 'Lideré el cierre contable mensual');
    expect(bullet.listItem).toBe(true);
    expect(findLine(document.lines, 'Automaticé reportes en Excel').block).not.toBe(bullet.block);
    expect(findLine(document.lines, 'Experiencia laboral').listItem).toBe(false);
    const first = findLine(document.lines, 'Primera línea');
    expect(findLine(document.lines, 'Segunda línea').block).toBe(first.block);
    expect(document.lines[0]).toMatchObject({ text: 'Currículum vitae', source: 'header' });
    expect(document.lines.at(-1)).toMatchObject({ text: 'Página 1', source: 'footer' });
    expect(document.lines.map((line) => line.y)).toEqual(
      document.lines.map((_, index) => index + 1),
    );
  });

  it("reads the link targets of a header and a footer from the part's own relationships", async () => {
    const link = (target: string, text: string) =>
      new Paragraph({
        children: [new ExternalHyperlink({ link: target, children: [new TextRun(text)] })],
      });
    const document = await extractDocument(
      await packDocx(
        new Document({
          sections: [
            {
              headers: {
                default: new Header({
                  children: [link('https://github.com/rosamamani85', 'GitHub | rosamamani85')],
                }),
              },
              footers: {
                default: new Footer({
                  children: [link('https://www.linkedin.com/in/rosa-mamani-t', 'Ver perfil')],
                }),
              },
              children: [new Paragraph('Rosa Mamani Torres')],
            },
          ],
        }),
      ),
    );
    expect(document.hyperlinks).toEqual([
      'https://github.com/rosamamani85',
      'https://www.linkedin.com/in/rosa-mamani-t',
    ]);
  });

  it('parts a row of fields set out by tabs, and reads a tab after a label as a space', async () => {
    const document = await extractDocument(
      await packDocx(
        new Document({
          sections: [
            {
              children: [
                new Paragraph({
                  children: [
                    new TextRun('Asistente contable'),
                    new TextRun({ children: [new Tab(), 'Comercial Sur S.A.C.'] }),
                    new TextRun({ children: [new Tab(), '2019 – 2021'] }),
                  ],
                }),
                new Paragraph({
                  children: [new TextRun({ children: ['Nombre', new Tab(), 'José Luis'] })],
                }),
              ],
            },
          ],
        }),
      ),
    );
    expect(document.lines.map((line) => line.text)).toEqual([
      'Asistente contable | Comercial Sur S.A.C. | 2019 – 2021',
      'Nombre José Luis',
    ]);
  });

  it('reads a two-column layout table left cell first, then the right cell', async () => {
    const cell = (texts: string[]): TableCell =>
      new TableCell({
        children: texts.map((text) => new Paragraph(text)),
        width: { size: 50, type: WidthType.PERCENTAGE },
      });
    const bytes = await packDocx(
      new Document({
        sections: [
          {
            children: [
              new Table({
                rows: [
                  new TableRow({
                    children: [
                      cell(['CONTACTO', 'Cusco, Perú', 'HABILIDADES', 'SAP']),
                      cell(['PERFIL', 'Ingeniero industrial', 'EXPERIENCIA', 'Jefe de planta']),
                    ],
                  }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.column, line.source])).toEqual([
      ['CONTACTO', 0, 'table'],
      ['Cusco, Perú', 0, 'table'],
      ['HABILIDADES', 0, 'table'],
      ['SAP', 0, 'table'],
      ['PERFIL', 1, 'table'],
      ['Ingeniero industrial', 1, 'table'],
      ['EXPERIENCIA', 1, 'table'],
      ['Jefe de planta', 1, 'table'],
    ]);
  });

  it('reads VML text boxes written by the docx package', async () => {
    const bytes = await packDocx(
      new Document({
        sections: [
          {
            children: [
              new Paragraph('Antes del cuadro'),
              new Textbox({
                style: { width: '200pt', height: '50pt' },
                children: [new Paragraph('Texto dentro del cuadro')],
              }),
            ],
          },
        ],
      }),
    );
    const document = await extractDocument(bytes);
    const inBox = document.lines.filter((line) => line.text === 'Texto dentro del cuadro');
    expect(inBox).toHaveLength(1);
    expect(inBox[0]?.source).toBe('text-box');
  });
});

describe('extractDocument on Word text boxes side by side (issue 12)', () => {
  it('reads a main box left of a sidebar box first, though the sidebar was drawn first', async () => {
    const onMargin = {
      position: 'absolute',
      positionHorizontalRelative: 'margin',
      positionVerticalRelative: 'margin',
    } as const;
    const bytes = await packDocx(
      new Document({
        sections: [
          {
            children: [
              new Textbox({
                style: { width: '17cm', height: '2cm' },
                children: [new Paragraph('Milagros Chapoñán Llontop')],
              }),
              new Textbox({
                style: { ...onMargin, width: '5cm', height: '20cm', left: '12cm', top: '3cm' },
                children: [new Paragraph('Contacto'), new Paragraph('La Victoria, Chiclayo')],
              }),
              new Textbox({
                style: { ...onMargin, width: '11cm', height: '20cm', left: '0cm', top: '3cm' },
                children: [new Paragraph('Perfil'), new Paragraph('Técnica en farmacia.')],
              }),
            ],
          },
        ],
      }),
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'Milagros Chapoñán Llontop',
      'Perfil',
      'Técnica en farmacia.',
      'Contacto',
      'La Victoria, Chiclayo',
    ]);
  });
});

describe('extractDocument on hand-written DOCX parts', () => {
  it('reads floating text boxes by their anchored positions: header band, left column, right column', async () => {
    const emu = (points: number): number => points * 12_700;
    const box = (x: number, y: number, width: number, texts: readonly string[]): string =>
      '<w:r><w:drawing><wp:anchor>' +
      `<wp:positionH relativeFrom="page"><wp:posOffset>${emu(x)}</wp:posOffset></wp:positionH>` +
      `<wp:positionV relativeFrom="page"><wp:posOffset>${emu(y)}</wp:posOffset></wp:positionV>` +
      `<wp:extent cx="${emu(width)}" cy="${emu(60)}"/><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>` +
      texts.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('') +
      '</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></w:r>';
    // Stored right column first, the name band last: the XML order a template often has.
    const bytes = buildHandWrittenDocx(
      `<w:p>${box(230, 140, 330, ['Experiencia', 'Analista de datos'])}${box(20, 140, 180, ['Contacto', 'Lima, Perú'])}</w:p>` +
        `<w:p>${box(20, 260, 180, ['Idiomas'])}${box(40, 30, 500, ['Lucía Quispe Huamán'])}</w:p>`,
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.column])).toEqual([
      ['Lucía Quispe Huamán', 0],
      ['Contacto', 0],
      ['Lima, Perú', 0],
      ['Idiomas', 0],
      ['Experiencia', 1],
      ['Analista de datos', 1],
    ]);
    expect(findLine(document.lines, 'Experiencia').x).toBe(230);
    expect(findLine(document.lines, 'Experiencia').width).toBe(330);
  });

  it('reads a sidebar table column by column, and a side-heading table row by row', async () => {
    const cell = (texts: readonly string[]): TableCell =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const sidebar = new Table({
      rows: [
        new TableRow({
          children: [cell(['Contacto', 'Lima', 'Cusco']), cell(['Perfil', 'Analista'])],
        }),
        new TableRow({
          children: [cell(['Aptitudes', 'Excel', 'SQL']), cell(['Experiencia', 'Banco'])],
        }),
      ],
    });
    const sideHeadings = new Table({
      rows: [
        new TableRow({ children: [cell(['Educación']), cell(['Universidad de Piura'])] }),
        new TableRow({ children: [cell(['Idiomas']), cell(['Inglés avanzado'])] }),
      ],
    });
    const bytes = await packDocx(
      new Document({ sections: [{ children: [sidebar, new Paragraph(''), sideHeadings] }] }),
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'Contacto',
      'Lima',
      'Cusco',
      'Aptitudes',
      'Excel',
      'SQL',
      'Perfil',
      'Analista',
      'Experiencia',
      'Banco',
      'Educación',
      'Universidad de Piura',
      'Idiomas',
      'Inglés avanzado',
    ]);
  });

  it('reads a timeline table row by row: each job beside its dates cell (issue 12)', async () => {
    const cell = (texts: readonly string[]): TableCell =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const timeline = new Table({
      rows: [
        new TableRow({
          children: [
            cell(['Mar. 2018 –', 'Ene. 2020', '(1 año 10 meses)']),
            cell(['Enfermera de Hospitalización', 'Hospital Wasi']),
          ],
        }),
        new TableRow({
          children: [
            cell(['Mar. 2017 –', 'Feb. 2018', '(12 meses)']),
            cell(['Enfermera SERUMS', 'Centro de Salud Kamayoq']),
          ],
        }),
      ],
    });
    const bytes = await packDocx(new Document({ sections: [{ children: [timeline] }] }));
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'Mar. 2018 –',
      'Ene. 2020',
      '(1 año 10 meses)',
      'Enfermera de Hospitalización',
      'Hospital Wasi',
      'Mar. 2017 –',
      'Feb. 2018',
      '(12 meses)',
      'Enfermera SERUMS',
      'Centro de Salud Kamayoq',
    ]);
  });

  it('reads a Europass table row by row, though one label cell holds several lines (issue 12)', async () => {
    const cell = (texts: readonly string[]): TableCell =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const row = (left: readonly string[], right: readonly string[]) =>
      new TableRow({ children: [cell(left), cell(right)] });
    const europass = new Table({
      rows: [
        row(['WORK EXPERIENCE'], ['']),
        row(['Apr 2019 – Present'], ['Pharmacist', 'Botica Wasi S.A.C.', 'Dispensing.']),
        row(['Jan 2017 – Mar 2019'], ['Quality Analyst', 'Laboratorios Pukara', 'Batch review.']),
        row(['EDUCATION AND TRAINING'], ['']),
        row(['2008 – 2014'], ['Bachelor in Pharmacy', 'Universidad Kamayoq']),
        row(['Mother tongue(s)', 'Other language(s)', 'English'], ['Spanish', 'C1']),
      ],
    });
    const bytes = await packDocx(new Document({ sections: [{ children: [europass] }] }));
    const texts = (await extractDocument(bytes)).lines.map((line) => line.text);
    expect(texts.slice(0, 9)).toEqual([
      'WORK EXPERIENCE',
      'Apr 2019 – Present',
      'Pharmacist',
      'Botica Wasi S.A.C.',
      'Dispensing.',
      'Jan 2017 – Mar 2019',
      'Quality Analyst',
      'Laboratorios Pukara',
      'Batch review.',
    ]);
  });

  it('numbers the rows of a form table, but not those of a sidebar read column by column', async () => {
    const cell = (texts: readonly string[]): TableCell =>
      new TableCell({ children: texts.map((text) => new Paragraph(text)) });
    const sidebar = new Table({
      rows: [
        new TableRow({ children: [cell(['Contacto', 'Lima', 'Cusco']), cell(['Perfil'])] }),
        new TableRow({ children: [cell(['Aptitudes', 'Excel', 'SQL']), cell(['Banco'])] }),
      ],
    });
    const form = new Table({
      rows: [
        new TableRow({ children: [cell(['Empresa']), cell(['Cargo']), cell(['Desde'])] }),
        new TableRow({
          children: [cell(['Ferretería Lima']), cell(['Cajero', 'Almacén']), cell(['2021'])],
        }),
      ],
    });
    const bytes = await packDocx(
      new Document({ sections: [{ children: [sidebar, new Paragraph('Experiencia'), form] }] }),
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.tableRow ?? null, line.column])).toEqual([
      ['Contacto', null, 0],
      ['Lima', null, 0],
      ['Cusco', null, 0],
      ['Aptitudes', null, 0],
      ['Excel', null, 0],
      ['SQL', null, 0],
      ['Perfil', null, 1],
      ['Banco', null, 1],
      ['Experiencia', null, 0],
      ['Empresa', 3, 0],
      ['Cargo', 3, 1],
      ['Desde', 3, 2],
      ['Ferretería Lima', 4, 0],
      ['Cajero', 4, 1],
      ['Almacén', 4, 1],
      ['2021', 4, 2],
    ]);
  });

  it('finds a HYPERLINK field whose instruction is split over several runs', async () => {
    const bytes = buildHandWrittenDocx(
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
        '<w:r><w:instrText xml:space="preserve"> HYPER</w:instrText></w:r>' +
        '<w:r><w:instrText xml:space="preserve">LINK "https://portafolio.example.pe/ana" </w:instrText></w:r>' +
        '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>Mi portafolio</w:t></w:r>' +
        '<w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>',
    );
    const document = await extractDocument(bytes);
    expect(document.hyperlinks).toEqual(['https://portafolio.example.pe/ana']);
    expect(document.lines.map((line) => line.text)).toEqual(['Mi portafolio']);
  });

  it('marks paragraphs whose style or outline level makes them headings', async () => {
    const styles =
      `<?xml version="1.0" encoding="UTF-8"?><w:styles ${wordNamespaces}>` +
      '<w:style w:type="paragraph" w:styleId="Ttulo1"><w:name w:val="Título 1"/></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Seccion"><w:name w:val="Sección"/><w:basedOn w:val="Ttulo1"/></w:style>' +
      '</w:styles>';
    const bytes = buildHandWrittenDocx(
      '<w:p><w:pPr><w:pStyle w:val="Ttulo1"/></w:pPr><w:r><w:t>Experiencia</w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:pStyle w:val="Seccion"/></w:pPr><w:r><w:t>Educación</w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:r><w:t>Cursos</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>Analista de datos</w:t></w:r></w:p>',
      [{ name: 'word/styles.xml', text: styles }],
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.headingLevel])).toEqual([
      ['Experiencia', 1],
      ['Educación', 1],
      ['Cursos', 2],
      ['Analista de datos', undefined],
    ]);
  });

  it("takes numId 0 on a paragraph for no list, even when its style's paragraphs are bulleted", async () => {
    // A .doc saved as .docx by LibreOffice: the bulleted style "Logro" for the entries, and the
    // "Título: …" line under an entry in the same style with its numbering taken away.
    const styles =
      `<?xml version="1.0" encoding="UTF-8"?><w:styles ${wordNamespaces}>` +
      '<w:style w:type="paragraph" w:styleId="Logro"><w:name w:val="Logro"/>' +
      '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr></w:pPr></w:style>' +
      '</w:styles>';
    const noList = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr>';
    const bytes = buildHandWrittenDocx(
      '<w:p><w:pPr><w:pStyle w:val="Logro"/></w:pPr><w:r><w:t>2012-2016 Estudios en la Universidad Nacional de Piura</w:t></w:r></w:p>' +
        `<w:p><w:pPr><w:pStyle w:val="Logro"/>${noList}</w:pPr><w:r><w:t>Título: Contador Público</w:t></w:r></w:p>`,
      [{ name: 'word/styles.xml', text: styles }],
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text.slice(0, 16), line.listItem])).toEqual([
      ['2012-2016 Estudi', true],
      ['Título: Contador', false],
    ]);
  });

  it('reads text shown in capitals by w:caps as capitals, as the reader sees it', async () => {
    const bytes = buildHandWrittenDocx(
      '<w:p><w:r><w:rPr><w:b/><w:caps/></w:rPr><w:t>Formación académica</w:t></w:r></w:p>' +
        '<w:p><w:r><w:t>Universidad Nacional de San Agustín</w:t></w:r></w:p>',
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual([
      'FORMACIÓN ACADÉMICA',
      'Universidad Nacional de San Agustín',
    ]);
  });

  it('reads text in small capitals as it looks: all capitals when typed without one', async () => {
    const bytes = buildHandWrittenDocx(
      '<w:p><w:r><w:rPr><w:smallCaps/></w:rPr><w:t>work experience</w:t></w:r></w:p>' +
        '<w:p><w:r><w:rPr><w:smallCaps/></w:rPr><w:t>Clínica Wasi</w:t></w:r></w:p>',
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => line.text)).toEqual(['WORK EXPERIENCE', 'Clínica Wasi']);
  });

  it('reads a DrawingML text box once, ignoring its VML fallback copy', async () => {
    const textBox = (text: string): string =>
      `<w:txbxContent><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:txbxContent>`;
    const bytes = buildHandWrittenDocx(
      '<w:p><w:r><w:t>Cuerpo</w:t></w:r><w:r><mc:AlternateContent>' +
        `<mc:Choice Requires="wps"><w:drawing><wps:wsp><wps:txbx>${textBox('Datos de contacto')}</wps:txbx></wps:wsp></w:drawing></mc:Choice>` +
        `<mc:Fallback><w:pict><v:shape><v:textbox>${textBox('Datos de contacto')}</v:textbox></v:shape></w:pict></mc:Fallback>` +
        '</mc:AlternateContent></w:r></w:p>',
    );
    const document = await extractDocument(bytes);
    expect(document.lines.map((line) => [line.text, line.source])).toEqual([
      ['Cuerpo', 'body'],
      ['Datos de contacto', 'text-box'],
    ]);
  });

  it('takes bold and sizes from styles (basedOn chain, docDefaults) and counts page breaks', async () => {
    const styles =
      `<?xml version="1.0" encoding="UTF-8"?><w:styles ${wordNamespaces}>` +
      '<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="20"/></w:rPr></w:rPrDefault></w:docDefaults>' +
      '<w:style w:type="paragraph" w:styleId="Base"><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Titulo"><w:basedOn w:val="Base"/></w:style>' +
      '</w:styles>';
    const bytes = buildHandWrittenDocx(
      '<w:p><w:pPr><w:pStyle w:val="Titulo"/></w:pPr><w:r><w:t>FORMACIÓN</w:t></w:r></w:p>' +
        '<w:p><w:pPr><w:ind w:left="720"/></w:pPr><w:r><w:t xml:space="preserve">Universidad   Nacional</w:t></w:r><w:r><w:tab/><w:t>2019</w:t></w:r></w:p>' +
        '<w:p><w:r><w:br w:type="page"/></w:r></w:p>' +
        '<w:p><w:r><w:t>- Inglés avanzado</w:t></w:r></w:p>',
      [{ name: 'word/styles.xml', text: styles }],
    );
    const document = await extractDocument(bytes);
    expect(document.pageCount).toBe(2);
    expect(document.lines).toMatchObject([
      { text: 'FORMACIÓN', bold: true, fontSize: 14, page: 1, x: 0 },
      { text: 'Universidad Nacional 2019', bold: false, fontSize: 10, page: 1, x: 36 },
      { text: 'Inglés avanzado', listItem: true, page: 2 },
    ]);
  });
});

describe('extractDocument on malformed DOCX files', () => {
  it('refuses a zip bomb whose directory declares 1 GB, without inflating it', async () => {
    const bomb = buildZerosDeflateStream(520_000); // ≈ 1 GB of zeros in ≈ 6.8 MB
    const bytes = buildZip([
      createDeflatedEntry('[Content_Types].xml', contentTypes),
      { name: 'word/document.xml', data: bomb.data, method: 8, declaredSize: bomb.inflatedSize },
    ]);
    const before = process.memoryUsage();
    await expectExtractionError(bytes, 'ARCHIVE_TOO_LARGE');
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(100 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(100 * 1024 * 1024);
  });

  it('stops inflating a zip bomb whose directory lies about its size', async () => {
    const bomb = buildZerosDeflateStream(60_000); // ≈ 124 MB of zeros, declared as 2 KB
    const bytes = buildZip([
      createDeflatedEntry('[Content_Types].xml', contentTypes),
      { name: 'word/document.xml', data: bomb.data, method: 8, declaredSize: 2048 },
    ]);
    const before = process.memoryUsage();
    await expectExtractionError(bytes, 'ARCHIVE_TOO_LARGE');
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(100 * 1024 * 1024);
    expect(after.rss - before.rss).toBeLessThan(100 * 1024 * 1024);
  });

  it('reports a package without word/document.xml as CORRUPT_FILE', async () => {
    const bytes = buildZip([createDeflatedEntry('[Content_Types].xml', contentTypes)]);
    await expectExtractionError(bytes, 'CORRUPT_FILE');
  });

  it('reports broken XML as CORRUPT_FILE', async () => {
    const bytes = buildZip([
      createDeflatedEntry('[Content_Types].xml', contentTypes),
      createDeflatedEntry(
        'word/document.xml',
        '<w:document><w:body><w:p><w:r><w:t>Hola</w:r></w:body>',
      ),
    ]);
    await expectExtractionError(bytes, 'CORRUPT_FILE');
  });

  it('reports a truncated DOCX as CORRUPT_FILE', async () => {
    const bytes = await packDocx(
      new Document({ sections: [{ children: [new Paragraph('Hola')] }] }),
    );
    await expectExtractionError(bytes.subarray(0, Math.floor(bytes.length / 2)), 'CORRUPT_FILE');
  });

  it('reports a DOCX without text as EMPTY_FILE', async () => {
    const bytes = buildHandWrittenDocx(
      '<w:p/><w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>',
    );
    await expectExtractionError(bytes, 'EMPTY_FILE');
  });
});

describe('extractDocument on a DOCX: a line set in two weights (issue 12)', () => {
  it('gives the bold title and the plain employer after it as two parts', async () => {
    const bytes = await packDocx(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: 'Supervisor de producción', bold: true }),
                  new TextRun(' '),
                  new TextRun({ text: 'Agroandina Kamayoq S.A.C.', italics: true }),
                  new TextRun({ children: [new Tab(), '01/2022 – actualidad'] }),
                ],
              }),
              new Paragraph({
                children: [
                  new TextRun({ text: 'Teléfono:', bold: true }),
                  new TextRun(' 987 654 321'),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const { lines } = await extractDocument(bytes);
    expect(lines[0]?.weightParts).toEqual([
      'Supervisor de producción',
      'Agroandina Kamayoq S.A.C. 01/2022 – actualidad',
    ]);
    // A label is no field of its own weight.
    expect(lines[1]?.weightParts).toBeUndefined();
  });
});
