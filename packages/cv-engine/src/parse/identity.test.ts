// Issue 12, identity and contact fields: names set in two sizes or outside the header,
// placeholders and job titles that are not names, labelled names, phones of forms and of others.
// Every person, number and address here is fictional.
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import type { TextLine } from '../extract/types';
import { buildTestDocument, buildTestLines } from './build-test-lines';
import {
  continuesAddress,
  findPhones,
  isStreetOnly,
  looksLikeLocation,
  readLabelledLocation,
  readLabelledName,
} from './contact';
import { isNameCandidate, readContactHeader } from './contact-header';
import { extractDocument } from '../extract/extract-document';
import { renderPdf } from '../extract/testing/build-test-documents';
import { parseCv } from './parse-cv';

const firstPhone = (text: string, labelLine?: string) =>
  findPhones(text, labelLine)[0]?.value ?? null;

/** Lines as Word gives them: no geometry, y a sequence number, one paragraph per block. */
function buildWordLines(specs: readonly (Partial<TextLine> & { text: string })[]): TextLine[] {
  return buildTestLines(specs.map((spec, index) => ({ x: 0, y: index + 1, width: 0, ...spec })));
}

describe('phones (issue 12)', () => {
  it.each([
    ['(+ 51) 987 654 321', '(+ 51) 987 654 321'],
    ['Teléfonos: (Casa) 054 – 256789', '054 – 256789'],
    ['Teléfono 4451234', '4451234'],
    ['Celular: 7654321', '7654321'],
    ['612345678', '612345678'],
  ])('reads %s', (text, expected) => {
    expect(firstPhone(text)).toBe(expected);
  });

  it.each([
    ['No. IDENTIFICACIÓN: 1053844273'],
    ['Cédula de identidad: 1712345678'],
    ['C.I. 81234567'],
    ['Av. Los Álamos #52 Urb. Santa Rosa'],
  ])('ignores %s', (text) => {
    expect(firstPhone(text)).toBeNull();
  });

  it('reads the label cell before a number that opens its line', () => {
    expect(firstPhone('1712345678', 'Cédula/Pasaporte:')).toBeNull();
    expect(firstPhone('4451234', 'Teléfono fijo:')).toBe('4451234');
  });

  it('takes the phone of the contact section, not an earlier third party one', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Paredes Rojas', fontSize: 22, bold: true },
        { text: 'PERFIL', bold: true },
        'Supervisora de ventas. Recomendada por Carlos Mendoza: +51 944 111 222',
        { text: 'EXPERIENCIA', bold: true },
        { text: 'Supervisora de ventas', bold: true },
        'Distribuidora Andina | 2019 - 2023',
        'Contacto: Jorge Salas 955 333 444',
        { text: 'CONTACTO', bold: true },
        '+51 966 777 888',
        'lucia.paredes@correo.pe',
      ]),
    );
    expect(cv.contact.phone).toBe('+51 966 777 888');
  });
});

describe('a public-sector CV form (issue 12)', () => {
  it('reads the name, phone and address from its cells, not the form’s title or process number', () => {
    const label = (text: string) => ({ text, bold: true, fontSize: 7.5, source: 'table' as const });
    const cell = (text: string) => ({ text, fontSize: 8.5, source: 'table' as const });
    const cv = parseCv(
      buildTestDocument([
        { text: 'FORMATO DE HOJA DE VIDA', bold: true, fontSize: 13 },
        { text: 'PROCESO CAS N° 012-2025 – Puesto: Especialista en Cultivos', fontSize: 8.5 },
        { text: 'I. DATOS PERSONALES', bold: true, fontSize: 9.5 },
        label('APELLIDO PATERNO'),
        label('APELLIDO MATERNO'),
        label('NOMBRES'),
        cell('QUISPE'),
        cell('HUAMÁN'),
        cell('ROSA MARÍA'),
        label('DOMICILIO ACTUAL (Av./Jr./Calle, N°, distrito, provincia, departamento)'),
        cell('Jr. Ricardo Palma N° 312, Santa Ana – Cusco'),
        label('TELÉFONO FIJO'),
        label('CELULAR'),
        label('CORREO ELECTRÓNICO'),
        cell('(084) 281 347'),
        cell('974 236 581'),
        cell('rosa.quispe@correo.pe'),
        { text: 'II. EXPERIENCIA LABORAL', bold: true, fontSize: 9.5 },
        cell('Cooperativa Agraria Wasi Ltda.'),
        cell('Técnica extensionista'),
        cell('01/03/2022 – 31/12/2024'),
      ]),
    );
    expect(cv.contact.name).toBe('ROSA MARÍA QUISPE HUAMÁN');
    expect(cv.contact.phone).toBe('(084) 281 347');
    expect(cv.contact.location).toBe('Jr. Ricardo Palma N° 312, Santa Ana – Cusco');
  });
});

describe('names (issue 12)', () => {
  it.each([
    'SU NOMBRE',
    'Escribir nombre',
    'Your Name',
    'Dirección',
    'Ingeniero Geólogo',
    'Estudiante de Ingeniería de',
    'Servicios Generales S.A de C.V',
    'mejorando la calidad de los procesos.',
    'J U A N P É R E Z',
    'I. DATOS PERSONALES',
    '2) Perfil profesional',
  ])('does not take %s for a name', (text) => {
    expect(isNameCandidate(text)).toBe(false);
  });

  it.each(['Ana Lucía Torres Quispe', 'ANA TORRES', 'María J. Huamán', 'ana torres'])(
    'takes %s for a name',
    (text) => {
      expect(isNameCandidate(text)).toBe(true);
    },
  );

  it('joins a name set over two lines in two sizes, the smaller one first', () => {
    const lines = buildTestLines([
      { text: 'INGENIERA CIVIL', x: 420, y: 40, width: 150, fontSize: 14, bold: true },
      { text: 'ana@correo.pe', x: 420, y: 70, width: 150 },
      { text: 'ANA LUCÍA', x: 138, y: 107, width: 200, fontSize: 28, bold: true },
      { text: 'TORRES QUISPE', x: 135, y: 136, width: 290, fontSize: 36, bold: true },
    ]);
    expect(readContactHeader(lines, [0, 1, 2, 3]).name).toBe('ANA LUCÍA TORRES QUISPE');
  });

  it('joins a right-aligned name over two lines of nearly the same size', () => {
    const lines = buildTestLines([
      { text: 'rosa maría', x: 375, y: 62, width: 203, fontSize: 38.5 },
      { text: 'Huillca Quispe', x: 256, y: 103, width: 323, fontSize: 37 },
    ]);
    expect(readContactHeader(lines, [0, 1]).name).toBe('rosa maría Huillca Quispe');
  });

  it('joins a Word name typed over two paragraphs in the same display type', () => {
    const lines = buildWordLines([
      { text: 'Rosa María', fontSize: 36, bold: true, fontName: 'Garamond' },
      { text: 'Huillca Quispe', fontSize: 36, bold: true, fontName: 'Garamond' },
      { text: 'Cusco', fontName: 'Arial' },
      { text: 'Texto del cuerpo con varias palabras para fijar el tamaño del cuerpo.' },
      { text: 'Más texto del cuerpo con varias palabras para fijar el tamaño.' },
    ]);
    expect(readContactHeader(lines, [0, 1, 2]).name).toBe('Rosa María Huillca Quispe');
  });

  it('finds a prominent name outside the header (a text box read after the sidebar)', () => {
    const document = {
      ...buildTestDocument([]),
      format: 'docx' as const,
      lines: buildWordLines([
        { text: '987 654 321', source: 'text-box' },
        { text: 'Villa del Mar', source: 'text-box' },
        { text: 'SOBRE MÍ', bold: true, fontSize: 14, source: 'text-box' },
        { text: 'Me gusta aprender y trabajar en equipo con personas diversas.' },
        { text: 'PEDRO SALAZAR RÍOS', bold: true, fontSize: 28, source: 'text-box' },
        { text: 'EXPERIENCIA', bold: true, fontSize: 14 },
        { text: 'Técnico de soporte', bold: true },
        { text: 'Agosto 2019 – Julio 2021' },
      ]),
    };
    expect(parseCv(document).contact.name).toBe('PEDRO SALAZAR RÍOS');
  });

  it.each([
    [['Datos personales Apellido y nombres: Torres, Ana María'], 'Torres, Ana María'],
    [['NOMBRE COMPLETO: Ana Torres Quispe'], 'Ana Torres Quispe'],
    [['Nombre Ana Lucía', 'Apellidos Torres Quispe'], 'Ana Lucía Torres Quispe'],
    [['NOMBRE DEL PADRE: Juan Torres'], null],
    [['NOMBRES: ANA LUCÍA', 'APELLIDOS: TORRES QUISPE'], 'ANA LUCÍA TORRES QUISPE'],
    [['Apellidos: Torres Quispe', 'Nombres: Ana Lucía'], 'Torres Quispe Ana Lucía'],
    [
      ['Nombre completo', 'Ana Lucía Torres Quispe', 'Correo', 'ana@correo.pe'],
      'Ana Lucía Torres Quispe',
    ],
    [['Nombres y apellidos:', 'Torres Quispe, Ana Lucía'], 'Torres Quispe, Ana Lucía'],
    [['Nombre', 'Estado civil: soltera'], null],
    // Word tables give a form one cell per line, often with a cell holding only the colon.
    [
      ['Nombres y Apellidos', ':', 'Ana Lucía Torres Quispe', 'DNI', ':', '45678912'],
      'Ana Lucía Torres Quispe',
    ],
    [['Nombres', ':', 'Ana Lucía', 'Apellidos', ':', 'Torres Quispe'], 'Ana Lucía Torres Quispe'],
    [['Apellidos:', 'Torres Quispe', 'Nombres', ': Ana Lucía'], 'Torres Quispe Ana Lucía'],
    [['Estado civil', ':', 'Soltera', 'Nacionalidad', ':', 'Peruana'], null],
    // Europass: the label naming both parts needs no colon, its value beside it on the row.
    [
      ['Información personal', 'Nombre(s) / Apellido(s) Rosa María Quispe Salazar'],
      'Rosa María Quispe Salazar',
    ],
    [['Apellidos y nombres Quispe Salazar, Rosa María'], 'Quispe Salazar, Rosa María'],
    [
      ['Personal information', 'First name(s) / Surname(s) Rosa Elena Wasi Quispe'],
      'Rosa Elena Wasi Quispe',
    ],
    // A narrow form column wraps the name's last word onto a line of its own before the next label.
    [
      ['Apellidos y Nombres:', 'Quispe Salazar Rosa', 'María', 'DNI:', '45678912'],
      'Quispe Salazar Rosa María',
    ],
    [['Apellidos y Nombres:', 'Quispe Salazar Rosa', 'Lima', 'Perú'], 'Quispe Salazar Rosa'],
    // A public-sector form's name row: column labels, then their values cell for cell.
    [
      [
        'APELLIDO PATERNO',
        'APELLIDO MATERNO',
        'NOMBRES',
        'QUISPE',
        'HUAMÁN',
        'ROSA MARÍA',
        'DNI N°',
      ],
      'ROSA MARÍA QUISPE HUAMÁN',
    ],
    [['APELLIDO PATERNO', 'APELLIDO MATERNO', 'NOMBRES', '44816302', '12/09/1988', 'Cusco'], null],
    // SERVIR's standard form writes the values first, the column labels under them.
    [
      [
        'I. DATOS PERSONALES',
        'QUISPE',
        'HUAMÁN',
        'ROSA MARÍA',
        'Apellido Paterno',
        'Apellido Materno',
        'Nombres',
        'DNI N°',
      ],
      'ROSA MARÍA QUISPE HUAMÁN',
    ],
  ])('reads the labelled name in %j', (texts, expected) => {
    expect(readLabelledName(texts)).toBe(expected);
  });

  it("reads a labelled name wrapped in its list item's next line, over the wrapped part alone", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa', fontSize: 36, block: 1 },
        { text: 'Nombre completo: Rosa', listItem: true, listMarker: 'o ', fontSize: 12, block: 2 },
        { text: 'Elena Quispe Huamán', x: 68, fontSize: 12, block: 2 },
        { text: 'Edad: 24', listItem: true, listMarker: 'o ', fontSize: 12, block: 2 },
        {
          text: 'Dirección: Jr. Lima 120',
          listItem: true,
          listMarker: 'o ',
          fontSize: 12,
          block: 3,
        },
        { text: 'EXPERIENCIA', fontSize: 24, block: 4 },
        {
          text: 'Cajera en Supermercados del Sur, atención al cliente y caja.',
          fontSize: 14,
          block: 5,
        },
        { text: 'FORMACIÓN', fontSize: 24, block: 6 },
        { text: 'Secundaria completa: I.E. San Juan Bosco, Piura.', fontSize: 14, block: 7 },
      ]),
    );
    expect(cv.contact.name).toBe('Rosa Elena Quispe Huamán');
  });

  it('prefers a labelled full name to a form page header and completes a shorter display', () => {
    const form = parseCv(
      buildTestDocument([
        { text: 'Instituto Regional Sur', source: 'header' },
        { text: 'DATOS PERSONALES', bold: true },
        'NOMBRE COMPLETO: Ana Lucía Torres Quispe',
        'TELÉFONO: 987654321',
      ]),
    );
    expect(form.contact.name).toBe('Ana Lucía Torres Quispe');
    const display = parseCv(
      buildTestDocument([
        'Nombre completo: Ana Lucía Torres Quispe',
        { text: 'Ana Torres', fontSize: 30 },
        { text: 'EXPERIENCIA', bold: true },
        'Texto del cuerpo con varias palabras para fijar el tamaño del cuerpo.',
      ]),
    );
    expect(display.contact.name).toBe('Ana Lucía Torres Quispe');
  });
});

describe('pictograms typed before contact items (issue 12)', () => {
  it('reads the town after a house pictogram without it, in the header and in a contact section', () => {
    const inHeader = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Quispe', fontSize: 22, bold: true },
        '☎ 987 654 321',
        '✉ ana.torres@correo.pe',
        '⌂ Miraflores, Lima',
        { text: 'EXPERIENCIA', bold: true },
        'Cajera – Tottus (2019 – 2021)',
      ]),
    );
    expect(inHeader.contact.location).toBe('Miraflores, Lima');
    // A right sidebar read after the main column: the name and title, then the contact block
    // under a heading wrapped onto two lines.
    const heading = (text: string) => ({ text, bold: true, fontSize: 12 });
    const inSection = parseCv(
      buildTestDocument([
        heading('ACERCA DE MÍ:'),
        'Profesional responsable con experiencia en ventas.',
        heading('TRAYECTORIA PROFESIONAL:'),
        'Cajera – Tottus (2019 – 2021)',
        { text: 'ANA TORRES QUISPE', fontSize: 22, bold: true },
        'Practicante de Marketing',
        heading('INFORMACIÓN DE'),
        heading('CONTACTO:'),
        '☎ +51 987 654 321',
        '✉ ana.torres@correo.pe',
        '⌂ Av. Ejército 710, Yanahuara, Arequipa',
        heading('HABILIDADES:'),
        'Excel',
      ]),
    );
    expect(inSection.contact.location).toBe('Av. Ejército 710, Yanahuara, Arequipa');
  });
});

describe('an address wrapped under its icon (issue 12)', () => {
  it('joins the town a labelled address wraps onto after its comma, the comma kept', () => {
    const lines = buildTestLines([
      { text: 'CONTACTO:', bold: true, fontSize: 10.5, x: 11, y: 24, width: 62, block: 1 },
      { text: '(+51) 956 123 801', x: 22, y: 42, width: 72, block: 2 },
      { text: 'bruno.alarcon@correo.pe', x: 22, y: 54, width: 104, block: 2 },
      { text: 'Ubicación: Pasaje Las Flores 250,', x: 22, y: 66, width: 135, block: 2 },
      // The wrap starts under the icon set before the line, left of the text above.
      { text: 'Chorrillos', x: 11, y: 77, width: 36, block: 3 },
      { text: 'EXPERIENCIA', bold: true, fontSize: 10.5, x: 11, y: 100, width: 72, block: 4 },
      { text: 'Cajero – Plaza Vea (2019 – 2021)', x: 11, y: 118, width: 150, block: 5 },
    ]);
    const cv = parseCv({ ...buildTestDocument([]), lines });
    expect(cv.contact.location).toBe('Pasaje Las Flores 250, Chorrillos');
  });
});

describe('links (issue 12)', () => {
  it('keeps a link wrapped after "/" or "-" or before its domain ending whole', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Quispe', fontSize: 22, bold: true },
        { text: 'www.linkedin.com/in/ana-', block: 1 },
        { text: 'torres (LinkedIn)', block: 1 },
        { text: 'https://github.com/anatorres', block: 1 },
        { text: 'EXPERIENCIA', bold: true },
        { text: 'Tienda en línea para el cliente: http://www.artesanias-sur.', block: 5 },
        { text: 'com.pe y su catálogo.', block: 5 },
      ]),
    );
    expect(cv.contact.links).toEqual([
      'www.linkedin.com/in/ana-torres',
      'https://github.com/anatorres',
      'http://www.artesanias-sur.com.pe',
    ]);
  });

  it("reads LinkedIn's path shown alone under another profile as a link of its own", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Quispe', fontSize: 22, bold: true },
        'ana.torres@correo.pe',
        { text: 'github.com/anatorres85', block: 2 },
        { text: 'in/anatorres85', block: 2 },
        { text: 'EXPERIENCIA', bold: true },
        'Cajera – Tottus (2019 – 2021)',
      ]),
    );
    expect(cv.contact.links).toEqual(['github.com/anatorres85', 'in/anatorres85']);
  });

  it('takes a bare word for a handle only when something marks it as one', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres Quispe', fontSize: 22, bold: true },
        'soltera',
        'ana-torres85',
        '\uF09B anatorres',
        { text: 'CONTACTO', bold: true },
        'disponible',
        '@anatorres',
      ]),
    );
    expect(cv.contact.links).toEqual(['ana-torres85', 'anatorres', '@anatorres']);
  });

  it('takes a bare word for a handle when a link target of the file ends in it', () => {
    const document = {
      ...buildTestDocument([
        { text: 'Ana Torres Quispe', fontSize: 22, bold: true },
        { text: 'anatorres', x: 500 },
        { text: 'soltera', x: 500 },
      ]),
      hyperlinks: ['https://linkedin.com/in/anatorres/'],
    };
    expect(parseCv(document).contact.links).toEqual(['anatorres']);
  });
});

describe('locations (issue 12)', () => {
  it.each([
    ['Domicilio particular: Jr. Ayacucho 123 – Cusco', 'Jr. Ayacucho 123 – Cusco'],
    ['DOMICILIO: Jr. Ayacucho 123 BARRIO: San Blas', 'Jr. Ayacucho 123'],
    ['Dirección: Av. Sol 450', 'Av. Sol 450'],
    // The English Europass form's label, marked with the colon its column leaves out.
    ['Address(es): Jr. Las Magnolias 318, La Molina', 'Jr. Las Magnolias 318, La Molina'],
    // A form without the colon: no address begins with the word "Dirección".
    ['Dirección Urb. Santa Rosa Mz. B Lt. 4', 'Urb. Santa Rosa Mz. B Lt. 4'],
    ['DOMICILIO Jr. Ayacucho 123', 'Jr. Ayacucho 123'],
    ['Residencial San Felipe, Comas', 'Residencial San Felipe, Comas'],
  ])('reads the labelled location in %s', (text, expected) => {
    expect(readLabelledLocation(text)).toBe(expected);
  });

  it('drops an address label written without its colon from a personal-data section', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Luis Alberto Ccahuana Rojas', fontSize: 20, bold: true },
        { text: 'DATOS PERSONALES', bold: true },
        'Dirección Urb. Santa Rosa Mz. B Lt. 4, Ate',
        'Teléfono 987 654 321',
        { text: 'EXPERIENCIA LABORAL', bold: true },
        'Auxiliar de almacén – Distribuidora Norte S.A.C.',
      ]),
    );
    expect(cv.contact.location).toBe('Urb. Santa Rosa Mz. B Lt. 4, Ate');
  });

  it('reads a Spanish "C/" street as an address', () => {
    expect(looksLikeLocation('C/Mayor 12 3ºB')).toBe(true);
  });
});

describe('contact data over lines and in footers (issue 12)', () => {
  it('reads two phones joined by a spaced dash as two numbers', () => {
    expect(findPhones('987 654 321 – 01 445 6789').map((match) => match.value)).toEqual([
      '987 654 321',
      '01 445 6789',
    ]);
  });

  it('takes an unlabelled 8-digit number of the header as the phone when there is no other', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Paredes Rojas', fontSize: 22, bold: true },
        'lucia.paredes@correo.bo · Av. Busch #52 71234567',
        'CI: 6543210',
        { text: 'EXPERIENCIA', bold: true },
        { text: 'Cajera', bold: true },
        'Supermercado Central | 2019 - 2023',
      ]),
    );
    expect(cv.contact.phone).toBe('71234567');
    expect(cv.contact.location).toBe('Av. Busch #52');
  });

  it('joins an address over two lines: the street, then postal code and city', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Paredes Rojas', fontSize: 22, bold: true },
        { text: 'C/ Olivo 12 3ºB', x: 400, width: 80, block: 2 },
        { text: '41010 Sevilla (Sevilla)', x: 395, width: 85, block: 3 },
        { text: 'lucia.paredes@correo.es', x: 390, width: 90, block: 4 },
        { text: 'EXPERIENCIA', bold: true },
        { text: 'Cajera', bold: true },
        'Supermercado Central | 2019 - 2023',
      ]),
    );
    expect(cv.contact.location).toBe('C/ Olivo 12 3ºB 41010 Sevilla (Sevilla)');
  });

  it('does not join a city line or a job title under a full address', () => {
    expect(isStreetOnly('Av. Sol 450, Cusco')).toBe(false);
    expect(isStreetOnly('C/ Santiago Apóstol 4')).toBe(true);
    expect(continuesAddress('Ingeniera Civil')).toBe(false);
    expect(continuesAddress('Puerto de la Cruz')).toBe(true);
  });

  it('reads a lone icon glyph of an icon font as a separator', () => {
    const header = readContactHeader(
      buildTestLines([
        { text: 'Lucía Paredes Rojas', fontSize: 22, bold: true },
        '] 12.03.2001 ½ Cusco, Perú',
      ]),
      [0, 1],
    );
    expect(header.location).toBe('Cusco, Perú');
  });

  it('takes the e-mail and phone of a footer row even when it falls in the references', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Paredes Rojas', fontSize: 22, bold: true },
        { text: 'EXPERIENCIA', bold: true },
        { text: 'Cajera', bold: true },
        'Supermercado Central | 2019 - 2023',
        { text: 'REFERENCIAS', bold: true },
        'Jorge Salas – Gerente – jorge.salas@central.pe – 955 333 444',
        { text: 'LUCIA.PAREDES@CORREO.PE · 966 777 888', y: 800 },
      ]),
    );
    expect(cv.contact.email).toBe('LUCIA.PAREDES@CORREO.PE');
    expect(cv.contact.phone).toBe('966 777 888');
  });
});

describe('names set in display type (issue 12)', () => {
  const body = [
    { text: 'EXPERIENCIA', bold: true, fontSize: 12, y: 300 },
    { text: 'Cajera', bold: true, y: 320 },
    { text: 'Supermercado Central | 2019 - 2023', y: 334 },
    {
      text: 'Atención al cliente y manejo de caja en turnos rotativos de la tienda principal.',
      y: 348,
    },
  ];
  const readName = (specs: readonly (Partial<TextLine> & { text: string })[]) =>
    parseCv(buildTestDocument([...specs, ...body])).contact.name;

  it('joins a name set one word per line in two weights', () => {
    expect(
      readName([
        { text: 'LUCÍA', fontSize: 30, x: 50, y: 40, width: 90 },
        { text: 'PAREDES', fontSize: 30, bold: true, x: 50, y: 72, width: 130 },
        { text: 'lucia@correo.pe', y: 110 },
      ]),
    ).toBe('LUCÍA PAREDES');
    expect(
      readName([
        { text: 'Lucía María', fontSize: 30, x: 50, y: 40, width: 150 },
        { text: 'Paredes Rojas', fontSize: 30, bold: true, x: 50, y: 72, width: 180 },
        { text: 'lucia@correo.pe', y: 110 },
      ]),
    ).toBe('Lucía María Paredes Rojas');
  });

  it('keeps a surname that is also a word of study ("Carrera") in the name', () => {
    expect(
      readName([
        { text: 'lucía maría', fontSize: 30, x: 300, y: 40, width: 200 },
        { text: 'Paredes carrera', fontSize: 30, x: 280, y: 72, width: 220 },
        { text: 'lucia@correo.pe', y: 110 },
      ]),
    ).toBe('lucía maría Paredes carrera');
  });

  it('leaves the job title set on the name line to the headline', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'LUCÍA PAREDES ROJAS INGENIERA CIVIL', fontSize: 20, bold: true, y: 40 },
        { text: 'lucia@correo.pe', y: 70 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('LUCÍA PAREDES ROJAS');
    expect(cv.contact.headline).toBe('INGENIERA CIVIL');
  });

  it('reads given names over bold capital surnames, in two sizes, as one name', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Katherine Milagros', fontSize: 20, width: 0 },
        { text: 'WASI MUNAYCO', fontSize: 22, bold: true, width: 0 },
        { text: 'Ingeniera Agrónoma', fontSize: 11, width: 0 },
        { text: 'k.wasi@correo.pe · 947 302 816', width: 0 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Katherine Milagros WASI MUNAYCO');
  });

  it('takes no photo placeholder, form title or bracketed note for the headline', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'ANEXO N° 02', fontSize: 8, bold: true, source: 'header' },
        { text: 'RUTH NOEMÍ WASI TITO', fontSize: 18, bold: true },
        { text: 'FOTO', fontSize: 8 },
        { text: '(Con carácter de Declaración Jurada)', fontSize: 8.5 },
        { text: 'Licenciada en Enfermería' },
        { text: 'ruth.wasi@correo.pe · 958 331 076' },
        ...body,
      ]),
    );
    expect([cv.contact.name, cv.contact.headline]).toEqual([
      'RUTH NOEMÍ WASI TITO',
      'Licenciada en Enfermería',
    ]);
  });

  it('reads the name without the monogram drawn on its line', () => {
    const read = (name: string) =>
      parseCv(
        buildTestDocument([
          { text: name, fontSize: 26, bold: true },
          { text: 'rosa.quispe@correo.pe · 958 331 076' },
          ...body,
        ]),
      ).contact.name;
    expect(read('RQ Rosa Quispe Huamán')).toBe('Rosa Quispe Huamán');
    // Capitals that are no initials of the name, or a name all in capitals, stay as written.
    expect(read('ROSA QUISPE HUAMÁN')).toBe('ROSA QUISPE HUAMÁN');
    expect(read('JM Rosa Quispe Huamán')).toBe('JM Rosa Quispe Huamán');
  });

  it("takes no form's own title for the headline, wherever its words stand", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'RUTH NOEMÍ WASI TITO', fontSize: 18, bold: true },
        { text: 'FORMATO ESTÁNDAR DE HOJA DE VIDA', bold: true },
        { text: 'ruth.wasi@correo.pe · 958 331 076' },
        ...body,
      ]),
    );
    expect([cv.contact.name, cv.contact.headline]).toEqual(['RUTH NOEMÍ WASI TITO', null]);
  });

  it.each([
    ['MV', 'MARKETING'],
    ['31 años', null],
    ['europass', null],
  ])('takes no monogram, age or logo ("%s") for the headline', (piece, headline) => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Milagros Rocío Vargas Chávez', fontSize: 24, bold: true },
        { text: piece, fontSize: 20, bold: true },
        ...(headline === null ? [] : [{ text: headline, fontSize: 11 }]),
        { text: 'milagros.vargas@correo.pe · 976 330 158' },
        ...body,
      ]),
    );
    expect(cv.contact.headline).toBe(headline);
  });

  it('never joins a field label to the name in the same type', () => {
    expect(
      readName([
        { text: 'Nombres y apellidos', y: 40 },
        { text: 'Lucía Paredes Rojas', y: 54 },
        { text: 'Correo', y: 68 },
        { text: 'lucia@correo.pe', y: 82 },
      ]),
    ).toBe('Lucía Paredes Rojas');
  });

  it('reads the name as the first piece of a contact line', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Paredes Rojas | lucia@correo.pe | 966 777 888', y: 40 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Lucía Paredes Rojas');
    expect(cv.contact.email).toBe('lucia@correo.pe');
    expect(cv.contact.phone).toBe('966 777 888');
  });

  it.each([
    ['Lucía Paredes Rojas | Contadora Pública', 'Lucía Paredes Rojas', 'Contadora Pública'],
    ['Lucía Paredes Rojas – Analista de Datos', 'Lucía Paredes Rojas', 'Analista de Datos'],
    ['Curriculum Vitae – Lucía Paredes Rojas', 'Lucía Paredes Rojas', null],
  ])('reads the name beside a headline or the document title in %j', (text, name, headline) => {
    const cv = parseCv(buildTestDocument([{ text, y: 40 }, 'lucia@correo.pe', ...body]));
    expect([cv.contact.name, cv.contact.headline]).toEqual([name, headline]);
  });

  it('takes initials for part of a name, single letters apart for letter-spacing', () => {
    expect(isNameCandidate('Lucía E. Paredes R.')).toBe(true);
    expect(isNameCandidate('L U C Í A  P A R E D E S')).toBe(false);
  });

  it('takes a long name with particles for a name, not a degree', () => {
    expect(isNameCandidate('María del Carmen de la Cruz Huamán')).toBe(true);
    expect(isNameCandidate('Ingeniería en Gestión de Redes y Sistemas')).toBe(false);
  });

  it('reads a name run into a place on one line (two text items joined)', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: '(+52) 55 1234 5678', x: 450, y: 40 },
        { text: 'Lucía Paredes Rojas Estado de Puebla, México', x: 120, y: 56, width: 440 },
        { text: 'lucia@correo.mx', x: 450, y: 72 },
        ...body,
      ]),
    );
    expect(cv.contact.name).toBe('Lucía Paredes Rojas');
    expect(cv.contact.location).toBe('Estado de Puebla, México');
  });

  it('reads a letter-spaced name whose kerned pair came out as one piece (a PDF)', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(24);
      pdf.text('LUCÍA PAREDES', 220, 20, { characterSpacing: 4 });
      pdf.font('Helvetica-Bold').fontSize(13).text('EXPERIENCIA', 220, 80);
      pdf.font('Helvetica-Bold').fontSize(10).text('Cajera', 220, 100);
      pdf.font('Helvetica').text('Supermercado Central | 2019 - 2023', 220, 114);
      pdf.text('• Atención al cliente y manejo de caja en turnos rotativos.', 230, 128, {
        width: 320,
      });
      pdf.font('Helvetica-Bold').fontSize(11).text('CONTACTO', 20, 140);
      pdf.font('Helvetica').fontSize(9).text('lucia.paredes@correo.pe', 20, 160);
      pdf.text('+51 955 321 654', 20, 174);
    });
    const cv = parseCv(await extractDocument(bytes));
    expect(cv.contact.name).toBe('LUCÍA PAREDES');
  });

  it('splits a letter-spaced name by an e-mail that ends a sidebar section', () => {
    expect(
      readName([
        { text: 'L U C Í A P A R E D E S', fontSize: 26, x: 220, y: 20, width: 300 },
        { text: 'IDIOMAS', bold: true, fontSize: 12, x: 20, y: 200 },
        { text: 'Inglés intermedio', x: 20, y: 220 },
        { text: 'lucia.paredes@correo.pe', x: 20, y: 240 },
      ]),
    ).toBe('LUCÍA PAREDES');
  });

  it('reads a letter-spaced name set one word per line as one word per line', () => {
    expect(
      readName([
        { text: 'L U C Í A', fontSize: 24, x: 20, y: 30, width: 120 },
        { text: 'P A R E D E S', fontSize: 24, x: 20, y: 60, width: 170 },
        { text: 'lupa85@correo.pe', x: 20, y: 100 },
      ]),
    ).toBe('LUCÍA PAREDES');
    // Body-size letters apart are a decoration, not a name.
    expect(
      readName([
        { text: 'Lucía Paredes Rojas', fontSize: 24, x: 20, y: 30 },
        { text: 'C O N T A C T O', x: 20, y: 60 },
        { text: 'L I M A', x: 20, y: 74 },
      ]),
    ).toBe('Lucía Paredes Rojas');
  });

  it('reads a name written surnames first, a comma before the given names', () => {
    expect(
      readName([
        { text: 'PAREDES ROJAS, Lucía Elena', fontSize: 20, bold: true, y: 30 },
        { text: 'Villa Rica, Oxapampa', y: 60 },
        { text: 'lucia.paredes@correo.pe · 955 321 654', y: 74 },
      ]),
    ).toBe('PAREDES ROJAS, Lucía Elena');
    // The same shape in body type is a place; a known place is never a name.
    expect(
      readName([
        { text: 'Villa Rica, Oxapampa', y: 30 },
        { text: 'San Isidro, Lima', fontSize: 20, bold: true, y: 50 },
        { text: 'lucia.paredes@correo.pe · 955 321 654', y: 74 },
      ]),
    ).toBeNull();
  });

  it('splits a letter-spaced name into the words of the e-mail address', () => {
    expect(
      readName([
        { text: 'L U C Í A P A R E D E S', fontSize: 26, y: 20 },
        { text: 'lucia.paredes@correo.pe', y: 82 },
      ]),
    ).toBe('LUCÍA PAREDES');
  });
});

describe('names in Word forms (issue 12)', () => {
  const row = (...cells: string[]) =>
    new TableRow({
      children: cells.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
    });

  it('reads the name of a form table with a colon column, not its numbered heading', async () => {
    const document = new Document({
      sections: [
        {
          children: [
            new Paragraph({
              children: [new TextRun({ text: 'CURRICULUM VITAE', bold: true, size: 32 })],
            }),
            new Paragraph({ children: [new TextRun({ text: 'I. DATOS PERSONALES', bold: true })] }),
            new Table({
              rows: [
                row('Nombres', ':', 'Ana Lucía'),
                row('Apellidos', ':', 'Torres Quispe'),
                row('DNI', ':', '45678912'),
                row('Correo', ':', 'ana.torres@correo.pe'),
              ],
            }),
            new Paragraph({ children: [new TextRun({ text: 'II. EXPERIENCIA', bold: true })] }),
            new Paragraph({ children: [new TextRun({ text: 'Cajera', bold: true })] }),
            new Paragraph('Supermercado Central | 2019 - 2023'),
          ],
        },
      ],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    const cv = parseCv(await extractDocument(bytes));
    expect(cv.contact.name).toBe('Ana Lucía Torres Quispe');
    expect(cv.contact.email).toBe('ana.torres@correo.pe');
  });
});

describe('a name at the top of the main column, read after the sidebar (issue 12)', () => {
  it('finds the name after a sidebar that ends with its references', () => {
    // Word keeps the sidebar's cell first: the main column's name follows the referee.
    const side = (text: string, more: Partial<TextLine> = {}) => ({
      text,
      width: 0,
      fontSize: 9,
      column: 0,
      ...more,
    });
    const main = (text: string, more: Partial<TextLine> = {}) => ({
      text,
      width: 0,
      fontSize: 9,
      column: 1,
      ...more,
    });
    const cv = parseCv(
      buildTestDocument([
        side('CONTACTO', { bold: true, fontSize: 11 }),
        side('987 415 226'),
        side('rosa.wasi@correo.pe'),
        side('REFERENCIAS', { bold: true, fontSize: 11 }),
        side('Lic. Ana Kamayoq Díaz – Jefa de Marketing'),
        side('Cel. 945 112 778'),
        main('ROSA MARÍA', { bold: true, fontSize: 20 }),
        main('WASI QUISPE', { fontSize: 20 }),
        main('Especialista en Marketing Digital', { fontSize: 10.5 }),
        main('EXPERIENCIA LABORAL', { bold: true, fontSize: 11 }),
        main('Cargo: Coordinadora de Marketing'),
        main('Empresa: Pukara S.A.C.'),
        main('Periodo: Marzo 2021 – a la fecha'),
      ]),
    );
    expect(cv.contact.name).toBe('ROSA MARÍA WASI QUISPE');
  });
});

describe('a name under the first heading, with nothing above it (issue 12)', () => {
  it('reads the name of a Europass form that opens on "Información personal"', () => {
    const side = (text: string) => ({ text, width: 0, fontSize: 9, column: 0 });
    const main = (text: string, fontSize = 8.5) => ({ text, width: 0, fontSize, column: 1 });
    const cv = parseCv(
      buildTestDocument([
        side('INFORMACIÓN PERSONAL'),
        main('Rosa Elena Wasi Ñahui', 15),
        main('Av. Los Pinos 140, Santiago de Surco, Lima (Perú)'),
        main('(+51) 944 215 637'),
        main('rosa.wasi@correo.pe'),
        side('EXPERIENCIA PROFESIONAL'),
        side('03/2021–actualidad'),
        main('Jefa de Planeamiento', 11),
        main('Pukara Alimentos S.A.C., Callao (Perú)'),
        main('Planificación de la demanda de 400 productos'),
      ]),
    );
    expect(cv.contact.name).toBe('Rosa Elena Wasi Ñahui');
  });
});

describe('a Word name cut in two by the text box anchored in it (issue 12)', () => {
  it('finishes the name with the next paragraph after the box, and no section prints it', () => {
    const box = (text: string, more: Partial<TextLine> = {}) => ({
      text,
      width: 0,
      fontSize: 9,
      source: 'text-box' as const,
      ...more,
    });
    const body = (text: string, more: Partial<TextLine> = {}) => ({
      text,
      width: 0,
      fontSize: 10,
      source: 'body' as const,
      ...more,
    });
    const cv = parseCv(
      buildTestDocument([
        body('MARÍA FERNANDA', { fontSize: 23, bold: true }),
        box('CONTACTO', { fontSize: 11, bold: true }),
        box('945 823 170'),
        box('maria.wasi@correo.pe'),
        box('HABILIDADES', { fontSize: 11, bold: true }),
        box('Negociación'),
        box('Prospección B2B'),
        body('WASI HUAMÁN', { fontSize: 23, bold: true }),
        body('Ejecutiva de Ventas B2B', { fontSize: 13 }),
        body('EXPERIENCIA LABORAL', { fontSize: 12, bold: true }),
        body('Ejecutiva de Ventas', { bold: true }),
        body('Distribuidora Pukara S.A.C. | 2019 – 2023'),
      ]),
    );
    expect(cv.contact.name).toBe('MARÍA FERNANDA WASI HUAMÁN');
    const elsewhere = JSON.stringify({ sections: cv.sections, skills: cv.skills });
    expect(elsewhere).not.toContain('WASI HUAMÁN');
  });
});
