import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { readContactHeader, splitHonorific } from './contact-header';
import { continuesUnfinishedEmail, endsInsideEmail } from './contact';

describe('readContactHeader', () => {
  it('joins a wrapped name across the contact lines printed beside it', () => {
    // Reading order of a PDF header: a big two-line name on the left, interleaved with a small
    // right-aligned contact block (held-out "dates-left" CV).
    const lines = buildTestLines([
      { text: 'Wanchaq, Cusco', x: 475, y: 49, width: 70, fontSize: 9 },
      { text: 'Rosa Angélica Huillca', x: 51, y: 43, width: 229, fontSize: 22, bold: true },
      { text: 'WhatsApp: 966 112 233', x: 446, y: 64, width: 99, fontSize: 9, block: 2 },
      { text: 'rosa-huillca@gmail.com', x: 446, y: 79, width: 99, fontSize: 9, block: 2 },
      { text: 'Quispe', x: 51, y: 69, width: 75, fontSize: 22, bold: true },
    ]);
    const header = readContactHeader(lines, [0, 1, 2, 3, 4]);
    expect(header.name).toBe('Rosa Angélica Huillca Quispe');
    expect(header.email).toBe('rosa-huillca@gmail.com');
    expect(header.unplaced).toEqual([]);
  });

  it('takes a name under the first side heading when the header holds only a title', () => {
    // Europass: "Curriculum Vitae" over the label column, the name beside "Información
    // personal", set larger than the text but not display size.
    const lines = buildTestLines([
      { text: 'Curriculum Vitae', fontSize: 15 },
      { text: 'INFORMACIÓN PERSONAL', fontSize: 9, bold: true },
      { text: 'Carmen Huamán Rojas', fontSize: 13 },
      { text: 'Av. El Sol 123, Cusco', fontSize: 9 },
      { text: 'carmen.huaman@correo.pe', fontSize: 9 },
      ...Array.from({ length: 6 }, () => ({
        text: 'Registré las compras y ventas del mes en el sistema contable.',
        fontSize: 9,
      })),
    ]);
    expect(readContactHeader(lines, [0], [2, 3, 4, 5, 6, 7, 8, 9, 10]).name).toBe(
      'Carmen Huamán Rojas',
    );
  });

  it('reads a city named alone among the e-mail and the phone as the location', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      'rosa@gmail.com · 966 112 233 · Tingo María',
    ]);
    const header = readContactHeader(lines, [0, 1]);
    expect(header.location).toBe('Tingo María');
    expect(header.headline).toBeNull();
  });

  it('never takes a label before a value for a place', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      'Correo Personal: rosa@gmail.com',
    ]);
    expect(readContactHeader(lines, [0, 1]).location).toBeNull();
  });

  it('keeps a job title set among the contact data as the headline', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      'Contadora Pública · rosa@gmail.com · 966 112 233',
    ]);
    const header = readContactHeader(lines, [0, 1]);
    expect(header.location).toBeNull();
    expect(header.headline).toBe('Contadora Pública');
  });

  it('stops at a name-sized line under the name that starts a new block', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca', x: 51, y: 43, width: 140, fontSize: 22, bold: true },
      { text: 'rosa@gmail.com', x: 51, y: 70, width: 80, fontSize: 9 },
      { text: 'Quispe', x: 51, y: 95, width: 75, fontSize: 22, bold: true },
    ]);
    expect(readContactHeader(lines, [0, 1, 2]).name).toBe('Rosa Huillca');
  });

  it.each([
    'Chef de Partida · Cocina Novoandina',
    'Chef de Partida | Cocina Novoandina',
    'Analista de Datos • SQL y Power BI',
  ])('keeps the headline "%s" under the name as written', (headlineText) => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: headlineText, fontSize: 11.5 },
      'rosa@gmail.com · +51 966 112 233',
    ]);
    const header = readContactHeader(lines, [0, 1, 2]);
    expect(header.headline).toBe(headlineText);
    expect(header.unplaced).toEqual([]);
  });

  it('joins only the headline parts when contact data stands between them', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      'Chef de Partida · rosa@gmail.com · Cocina Novoandina',
    ]);
    const header = readContactHeader(lines, [0, 1]);
    expect(header.email).toBe('rosa@gmail.com');
    expect(header.headline).toBe('Chef de Partida Cocina Novoandina');
  });

  it('joins an e-mail a narrow column broke before its domain ended, even a line lower', () => {
    expect(endsInsideEmail('rosa.huillca@gm')).toBe(true);
    expect(continuesUnfinishedEmail('rosa.huillca@gmail.c', 'om')).toBe(true);
    expect(continuesUnfinishedEmail('rosa.huillca@gmail.com', 'lima')).toBe(false);
    expect(continuesUnfinishedEmail('rosa.huillca@gm', 'Wanchaq, Cusco')).toBe(false);
    // A label set over the address, and a handle under a place, are no parts of an e-mail.
    expect(continuesUnfinishedEmail('E-MAIL', 'rosa.huillca@gmail.com')).toBe(false);
    expect(continuesUnfinishedEmail('Cusco', '@rosa.arq')).toBe(false);
    expect(continuesUnfinishedEmail('rosa.huillca', '@gmail.com')).toBe(true);
    const wrapped = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: '+51 966 112 233', block: 2 },
      { text: 'rosa.huillca@gm', block: 3 },
      { text: 'ail.com', block: 3 },
    ]);
    expect(readContactHeader(wrapped, [0, 1, 2, 3]).email).toBe('rosa.huillca@gmail.com');
    const spaced = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: '+51 966 112 233', block: 2 },
      { text: 'rosa.huillca@gmail.c', block: 3 },
      { text: 'om', y: 120, block: 4 },
    ]);
    expect(readContactHeader(spaced, [0, 1, 2, 3]).email).toBe('rosa.huillca@gmail.com');
  });

  it('joins an e-mail a narrow column broke inside its local part, and a place after its comma', () => {
    expect(continuesUnfinishedEmail('rosa.huillca', 'quispe@gmail.com')).toBe(true);
    // A phone, a web address, a label or a line of other words above the e-mail end there.
    expect(continuesUnfinishedEmail('966-112-233', 'rosa@gmail.com')).toBe(false);
    expect(continuesUnfinishedEmail('www.kamayoq.pe', 'rosa@gmail.com')).toBe(false);
    expect(continuesUnfinishedEmail('Correo', 'rosa@gmail.com')).toBe(false);
    expect(continuesUnfinishedEmail('Cusco | rosa.huillca', 'quispe@gmail.com')).toBe(false);
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 17, bold: true },
      { text: 'CONTACTO', bold: true, fontSize: 10.5 },
      { text: '+51 966 112 233', fontSize: 8.6 },
      { text: 'rosa.huillca', fontSize: 8.6, block: 4 },
      { text: 'quispe@gmail.com', fontSize: 8.6, x: 65, y: 100, block: 4 },
      { text: 'San Juan de Lurigancho,', fontSize: 8.6, y: 120, block: 5 },
      { text: 'Lima', fontSize: 8.6, x: 65, y: 131, block: 5 },
    ]);
    const header = readContactHeader(lines, [0, 1, 2, 3, 4, 5, 6]);
    expect(header.email).toBe('rosa.huillcaquispe@gmail.com');
    expect(header.location).toBe('San Juan de Lurigancho, Lima');
  });

  it('finishes an address cut short of its mail provider, though the cut form looks whole', () => {
    // ".co" is a real domain; "gmail.co" + "m" is the provider's own.
    expect(continuesUnfinishedEmail('rosa.huillca@gmail.co', 'm')).toBe(true);
    expect(continuesUnfinishedEmail('rosa.huillca@hotmail.co', 'm')).toBe(true);
    expect(continuesUnfinishedEmail('rosa@empresa.co', 'm')).toBe(false);
    expect(continuesUnfinishedEmail('rosa.huillca@gmail.com', 'pe')).toBe(false);
  });

  it('reads the list items of a narrow contact table whole: a phone and an e-mail wrapped', () => {
    const lines = buildTestLines([
      { text: 'Rosa', fontSize: 30, block: 1 },
      { text: 'Nombre completo: Rosa', listItem: true, block: 2 },
      { text: 'Huillca Quispe', x: 52, block: 2 },
      { text: 'Nacionalidad: Peruana', listItem: true, block: 3 },
      { text: 'Localidad: Wanchaq, Cusco', listItem: true, block: 4 },
      { text: 'Teléfono: +51 966 112', listItem: true, block: 5 },
      { text: '233', x: 52, block: 5 },
      { text: 'E-mail:', listItem: true, block: 6 },
      { text: 'rosa.huillca.quispe@gmail.co', x: 52, block: 6 },
      { text: 'm', x: 52, block: 6 },
    ]);
    const header = readContactHeader(lines, [...lines.keys()]);
    expect(header.phone).toBe('+51 966 112 233');
    expect(header.email).toBe('rosa.huillca.quispe@gmail.com');
    expect(header.location).toBe('Wanchaq, Cusco');
  });

  it('takes a form label whose value is on the next line for no headline', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: 'Fecha de Nacimiento:', listItem: true, block: 2 },
      { text: '12/03/2001', x: 52, block: 2 },
      { text: 'Celular: 966 112 233', listItem: true, block: 3 },
    ]);
    const header = readContactHeader(lines, [0, 1, 2, 3]);
    expect(header.headline).toBeNull();
    expect(header.unplaced).toContain('Fecha de Nacimiento');
  });

  it('reads a town alone on the line after the e-mail as the location, not a civil status', () => {
    const block = (text: string, index: number) => ({ text, block: 10 + index });
    const lines = buildTestLines([
      block('+51 966 112 233', 0),
      block('rosa.huillca@correo.pe', 1),
      block('Pampas de Hospital', 2),
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
    ]);
    expect(readContactHeader(lines, [0, 1, 2, 3]).location).toBe('Pampas de Hospital');
    const status = buildTestLines([
      block('+51 966 112 233', 0),
      block('rosa.huillca@correo.pe', 1),
      block('Soltera', 2),
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
    ]);
    expect(readContactHeader(status, [0, 1, 2, 3]).location).toBeNull();
    const profileName = buildTestLines([
      { text: 'ROSA HUILLCA', fontSize: 22, bold: true },
      block('rosa.huillca@correo.pe', 1),
      block('Rosa Huillca Quispe', 2),
    ]);
    expect(readContactHeader(profileName, [0, 1, 2]).location).toBeNull();
  });

  it('reads a sidebar of labels over values: no label is a place, a place label names its value', () => {
    const small = (text: string) => ({ text, fontSize: 7.8 });
    const value = (text: string) => ({ text, fontSize: 9.6 });
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      small('Celular'),
      value('+51 966 112 233'),
      small('Correo'),
      value('rosa.huillca@correo.pe'),
      small('Dirección'),
      value('Jr. Pukara 218, Wanchaq'),
    ]);
    expect(readContactHeader(lines, [0, 1, 2, 3, 4, 5, 6]).location).toBe(
      'Jr. Pukara 218, Wanchaq',
    );
    const withoutPlace = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      small('Celular'),
      value('+51 966 112 233'),
      small('Correo'),
      value('rosa.huillca@correo.pe'),
    ]);
    expect(readContactHeader(withoutPlace, [0, 1, 2, 3, 4]).location).toBeNull();
  });

  it('goes on with an address wrapped under its label, after a dash, or after "Location"', () => {
    const small = (text: string) => ({ text, fontSize: 7.8 });
    const underLabel = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      small('DIRECCIÓN'),
      { text: 'Av. Pukara 1740, Alto', fontSize: 9.3, block: 2 },
      { text: 'Wasi Grande, Trujillo', fontSize: 9.3, block: 2 },
    ]);
    expect(readContactHeader(underLabel, [0, 1, 2, 3]).location).toBe(
      'Av. Pukara 1740, Alto Wasi Grande, Trujillo',
    );
    const afterDash = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: 'Address: Jesús María, Lima –', fontSize: 10, block: 1 },
      { text: 'Peru', fontSize: 10, block: 1 },
    ]);
    expect(readContactHeader(afterDash, [0, 1, 2]).location).toBe('Jesús María, Lima – Peru');
    const iconLabel = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: 'Location Santiago de Surco, Lima', fontSize: 9 },
    ]);
    expect(readContactHeader(iconLabel, [0, 1]).location).toBe('Santiago de Surco, Lima');
  });

  it('leaves a year under a whole phone number alone', () => {
    const lines = buildTestLines([
      { text: 'Rosa Huillca Quispe', fontSize: 22, bold: true },
      { text: 'Celular: 966 112 233', block: 2 },
      { text: '2019', block: 2 },
    ]);
    expect(readContactHeader(lines, [0, 1, 2]).phone).toBe('966 112 233');
  });
});

describe('splitHonorific (issue 12)', () => {
  it.each([
    ['Ing. Ana Torres Quispe', 'Ing.', 'Ana Torres Quispe'],
    ['Lic. Enf. MILAGROS KAMAYOQ RODRÍGUEZ', 'Lic. Enf.', 'MILAGROS KAMAYOQ RODRÍGUEZ'],
    ['CPC CÉSAR PUKARA ALVARADO', 'CPC', 'CÉSAR PUKARA ALVARADO'],
    ['Dra. Rosa Wasi', 'Dra.', 'Rosa Wasi'],
  ])('reads %s as a title and a name', (text, honorific, name) => {
    expect(splitHonorific(text)).toEqual({ honorific, name });
  });

  it.each(['Ana Torres Quispe', 'Dr. Simi', 'Ingrid Torres'])('leaves %s whole', (text) => {
    expect(splitHonorific(text)).toEqual({ honorific: null, name: text });
  });
});

describe('a name decorated with pictograms (issue 12)', () => {
  it('reads "★ ★ Ana Kamayoq Gil" as the name without its stars', () => {
    const lines = buildTestLines([
      { text: '★ ★ Ana Kamayoq Gil', fontSize: 18, bold: true },
      { text: 'ana.kamayoq@correo.pe', fontSize: 9 },
    ]);
    expect(readContactHeader(lines, [0, 1]).name).toBe('Ana Kamayoq Gil');
  });
});

describe('a name and a role parted by a bar in display type (moderncv banking)', () => {
  it('reads the role as the headline whatever its words, wrapped or not', () => {
    const lines = buildTestLines([
      { text: 'Carlos Wamani Rojas | Accountant', x: 107, y: 61, width: 381, fontSize: 24.8 },
      { text: 'Trujillo, La Libertad – Perú', x: 232, y: 92, width: 134, fontSize: 10.9 },
      { text: 'carlos.wamani@correo.pe', x: 150, y: 105, width: 120, fontSize: 10.9 },
      { text: 'Text of the profile, set in the body size, long enough to be the body.', y: 160 },
      {
        text: 'More of the profile in the body size, so the body size is that of the page.',
        y: 174,
      },
    ]);
    const header = readContactHeader(lines, [0, 1, 2]);
    expect(header.name).toBe('Carlos Wamani Rojas');
    expect(header.headline).toBe('Accountant');
  });

  it('leaves a bar in the body size to the other rules', () => {
    const lines = buildTestLines([
      { text: 'Carlos Wamani Rojas', fontSize: 20 },
      { text: 'Lima | Perú', fontSize: 10 },
      { text: 'carlos.wamani@correo.pe', fontSize: 10 },
    ]);
    const header = readContactHeader(lines, [0, 1, 2]);
    expect(header.name).toBe('Carlos Wamani Rojas');
    expect(header.headline).toBeNull();
  });
});

describe('a Word name set in two fonts or two weights (issue 12)', () => {
  it('joins given names in a named font over surnames in the default one', () => {
    // Word paragraphs carry no geometry; the surnames' run names no font of its own.
    const word = { width: 0, source: 'table' as const };
    const lines = buildTestLines([
      { ...word, text: 'DIEGO ALONSO', fontSize: 26, fontName: 'Calibri Light' },
      { ...word, text: 'PAREDES WASI', fontSize: 26, bold: true },
      { ...word, text: 'Ingeniero de Sistemas', fontSize: 11 },
      { ...word, text: 'diego.paredes@correo.pe', fontSize: 9 },
      { ...word, text: 'PERFIL', fontSize: 12, bold: true },
      { ...word, text: 'Ingeniero de sistemas con ocho años en aplicaciones web.', fontSize: 10 },
    ]);
    expect(readContactHeader(lines, [0, 1, 2, 3]).name).toBe('DIEGO ALONSO PAREDES WASI');
  });

  it('leaves the headline set in the name’s type under it to the headline', () => {
    // Name and title in one Word heading style (24 pt bold), paragraph after paragraph.
    const word = { width: 0, fontSize: 24, bold: true, headingLevel: 1 };
    for (const title of ['Civil Engineer', 'Ingeniera Civil']) {
      const lines = buildTestLines([
        { ...word, text: 'Miguel Ángel Ccori Wamani' },
        { ...word, text: title },
        { text: 'miguel.ccori@correo.pe', width: 0, fontSize: 12 },
        { text: 'About', width: 0, fontSize: 18, bold: true },
        { text: 'Civil engineer specialised in road construction.', width: 0, fontSize: 12 },
      ]);
      const header = readContactHeader(lines, [0, 1, 2]);
      expect([header.name, header.headline]).toEqual(['Miguel Ángel Ccori Wamani', title]);
    }
  });

  it('takes no section heading for the name: a menu of the sections over it', () => {
    // A web page saved as Word: its menu (links to its sections) first, then the name, all in
    // one size (a .doc reports none).
    const word = { width: 0, source: 'body' as const };
    const lines = buildTestLines([
      { ...word, text: 'Work Experience', listItem: true },
      { ...word, text: 'Volunteer Work', listItem: true },
      { ...word, text: 'Carlos Yupanqui Rojas' },
      { ...word, text: 'Accountant' },
      { ...word, text: 'carlos.yupanqui@correo.pe' },
    ]);
    expect(readContactHeader(lines, [0, 1, 2, 3, 4]).name).toBe('Carlos Yupanqui Rojas');
  });

  it('parts the name from the title tabbed after it in another weight', () => {
    const lines = buildTestLines([
      {
        text: 'RICARDO ANDRÉS ROJAS MEZA Geological Engineer',
        fontSize: 17,
        width: 0,
        source: 'header',
        weightParts: ['RICARDO ANDRÉS ROJAS MEZA', 'Geological Engineer'],
      },
      { text: 'Huancayo, Peru · +51 964 778 201 · ricardo.rojas@correo.pe', width: 0 },
    ]);
    const header = readContactHeader(lines, [0, 1]);
    expect([header.name, header.headline]).toEqual([
      'RICARDO ANDRÉS ROJAS MEZA',
      'Geological Engineer',
    ]);
  });
});

describe('a Europass page header "Curriculum vitae <name>" (issue 12)', () => {
  it('reads the name shown on the page, not the header’s title with it', () => {
    const word = { width: 0 };
    const lines = buildTestLines([
      { ...word, text: 'Curriculum vitae Gabriela Wasi Quiroz', fontSize: 8, source: 'header' },
      { ...word, text: 'PERSONAL INFORMATION', fontSize: 8, source: 'table' },
      { ...word, text: 'Gabriela Wasi Quiroz', fontSize: 13, source: 'table', column: 1 },
      { ...word, text: '✉ gabriela.wasi@correo.pe', fontSize: 9, source: 'table', column: 1 },
      { ...word, text: 'Pharmacist with eight years in retail and hospitals.', fontSize: 9 },
      { ...word, text: 'Quality assurance of solid and liquid forms.', fontSize: 9 },
    ]);
    // The page header is the CV's header; the table's lines are elsewhere on page 1.
    expect(readContactHeader(lines, [0], [1, 2, 3]).name).toBe('Gabriela Wasi Quiroz');
  });
});

describe('readContactHeader: a place among icons and dashes (issue 12)', () => {
  it('leaves the icons, the dashes and the LinkedIn badge out of the place', () => {
    const read = (text: string) =>
      readContactHeader(buildTestLines([{ text: 'KEVIN RUIZ WASI', fontSize: 18 }, text]), [0, 1])
        .location;
    expect(
      read(
        '☎ 948 602 713 ✉ kevin.ruiz@example.pe ⌂ La Esperanza, Trujillo in linkedin.com/in/kevinruiz',
      ),
    ).toBe('La Esperanza, Trujillo');
    expect(read('Yanahuara, Arequipa — 957 604 281 — bruno.wasi@example.pe')).toBe(
      'Yanahuara, Arequipa',
    );
    // A dash that ends the line leads on to the address's next line.
    expect(
      readContactHeader(
        buildTestLines([
          { text: 'ROSA QUISPE WASI', fontSize: 18 },
          { text: 'rosa.quispe@example.pe | 987 654 321 | Jr. San Martín 455, Huaraz –', block: 2 },
          { text: 'Áncash', block: 2 },
        ]),
        [0, 1, 2],
      ).location,
    ).toBe('Jr. San Martín 455, Huaraz – Áncash');
  });
});
