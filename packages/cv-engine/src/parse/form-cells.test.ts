import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { isEuropassLabel, joinLabelCells, markEuropassRows } from './form-cells';
import { splitTrailingPlace } from './entry-fields';
import { parseExperienceEntries } from './experience';

describe('joinLabelCells (issue 12)', () => {
  it('reads a label cell and the value cell beside it as one field', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const lines = buildTestLines([
      cell('Cargo:', 0),
      cell('Residente de obra', 1),
      cell('Entidad:', 0),
      cell('Municipalidad Distrital de Wanchaq', 1),
      // A label over an empty value cell, then the next label: nothing to join.
      cell('Funciones:', 0),
      cell('Periodo:', 0),
      cell('01/03/2021 – 31/12/2023', 1),
      // Outside a table a line ending in a colon announces what follows.
      { text: 'Logros:' },
      { text: 'Terminé la obra en plazo.', column: 1 },
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Cargo: Residente de obra',
      'Entidad: Municipalidad Distrital de Wanchaq',
      'Funciones:',
      'Periodo: 01/03/2021 – 31/12/2023',
      'Logros:',
      'Terminé la obra en plazo.',
    ]);
  });

  it('gives a value cell that opens on the colon to its label, once', () => {
    const cell = (text: string, column: number) => ({ text, column, source: 'table' as const });
    const lines = buildTestLines([
      cell('Nombres y Apellidos', 0),
      cell(': Rosa Elvira Wasi Yarlequé', 1),
      cell('Estado civil', 0),
      cell(': Soltera', 1),
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Nombres y Apellidos: Rosa Elvira Wasi Yarlequé',
      'Estado civil: Soltera',
    ]);
  });

  it('reads a form with a column of colons between its labels and values', () => {
    const cell = (text: string, column: number, tableRow: number) => ({
      text,
      column,
      tableRow,
      source: 'table' as const,
    });
    const lines = buildTestLines([
      cell('Nombres y Apellidos', 0, 1),
      cell(':', 1, 1),
      cell('LUCÍA WASI CCORI', 2, 1),
      cell('DNI', 0, 2),
      cell(':', 1, 2),
      cell('45872136', 2, 2),
      cell('Dirección', 0, 3),
      cell(':', 1, 3),
      cell('Jr. Los Cedros 482, San Martín de Porres', 2, 3),
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Nombres y Apellidos: LUCÍA WASI CCORI',
      'DNI: 45872136',
      'Dirección: Jr. Los Cedros 482, San Martín de Porres',
    ]);
  });
});

/** A table cell of a Europass form, in its column (a label's cell may be styled as a list item). */
const europassCell = (text: string, column: number, listItem = false) => ({
  text,
  column,
  listItem,
  source: 'table' as const,
});

describe('the Europass CV of 2004–2012 (issue 12)', () => {
  const cell = europassCell;
  const jobs = buildTestLines([
    cell('Fechas', 0),
    cell('Marzo 2019 - actualidad', 1),
    cell('Profesión o cargo desempeñado', 0),
    cell('Asistente Administrativa', 1),
    cell('Funciones y responsabilidades principales', 0),
    cell('Gestión de la agenda de la Gerencia.', 1, true),
    cell('Control de caja chica.', 1, true),
    cell('Nombre y dirección de la empresa o empleador', 0),
    cell('Clínica Kamayoq S.A.', 1),
    cell('Fechas', 0),
    cell('Enero 2016 - Febrero 2019', 1),
    cell('Profesión o cargo desempeñado', 0),
    cell('Secretaria de Gerencia General', 1),
    cell('Nombre y dirección de la empresa o empleador', 0),
    cell('Inmobiliaria Pukara S.A.C.', 1),
  ]);

  it('joins its labels, written without a colon, with the values beside them', () => {
    expect(
      joinLabelCells(jobs)
        .map((line) => line.text)
        .slice(0, 2),
    ).toEqual([
      'Fechas: Marzo 2019 - actualidad',
      'Profesión o cargo desempeñado: Asistente Administrativa',
    ]);
  });

  it('reads each job whole, its employer under its duties included', () => {
    expect(
      parseExperienceEntries(joinLabelCells(jobs), 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Asistente Administrativa', 'Clínica Kamayoq S.A.', 'Marzo 2019 - actualidad'],
      ['Secretaria de Gerencia General', 'Inmobiliaria Pukara S.A.C.', 'Enero 2016 - Febrero 2019'],
    ]);
  });
});

describe("the Spanish Europass template's own labels, styled as list items (issue 12)", () => {
  const cell = europassCell;
  const jobs = buildTestLines([
    cell('Fechas (de – a)', 0, true),
    cell('Septiembre 2017 – actualidad', 2),
    cell('Nombre y dirección del empleador', 0, true),
    cell('Clínica Wasi Salud, S.L. – Avda. de Velázquez 118, 29003 Málaga', 2),
    cell('Puesto o cargo ocupado', 0, true),
    cell('Enfermera de planta', 2),
    cell('Fechas (de – a)', 0, true),
    cell('Julio 2013 – mayo 2014', 2),
    cell('Nombre y dirección del empleador', 0, true),
    cell('Servicio Domiciliario Pukara, S.C.A. – C/ Cuarteles 40, Málaga', 2),
    cell('Puesto o cargo ocupado', 0, true),
    cell('Enfermera de atención domiciliaria', 2),
  ]);

  it('reads each job as a form, the employer without its street address', () => {
    const joined = joinLabelCells(jobs);
    expect(joined[0]).toMatchObject({
      text: 'Fechas: Septiembre 2017 – actualidad',
      listItem: false,
    });
    expect(
      parseExperienceEntries(joined, 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.location,
        entry.dates?.text,
      ]),
    ).toEqual([
      [
        'Enfermera de planta',
        'Clínica Wasi Salud, S.L.',
        'Avda. de Velázquez 118, 29003 Málaga',
        'Septiembre 2017 – actualidad',
      ],
      [
        'Enfermera de atención domiciliaria',
        'Servicio Domiciliario Pukara, S.C.A.',
        'C/ Cuarteles 40, Málaga',
        'Julio 2013 – mayo 2014',
      ],
    ]);
  });
});

describe('the Europass CV of 2004–2012 read from a PDF, label and value on one row (issue 12)', () => {
  const rows = buildTestLines([
    'Fechas 03/2019 - Actualidad',
    'Profesión o cargo desempeñado Analista Contable Senior',
    'Funciones y responsabilidades principales Elaboración de estados financieros.',
    'Nombre y dirección de la empresa o empleador Sociedad Kamayoq, Minería y Energía, Jr. Grau',
    '671, Magdalena del Mar, Lima (Perú)',
    'Fechas 01/2016 - 02/2019',
    'Profesión o cargo desempeñado Asistente Contable',
    'Nombre y dirección de la empresa o empleador Pukara S.A., Av. Javier Prado 6210, Lima',
    'Nivel conforme a una clasificación nacional o CINE 6',
    'internacional',
  ]);

  it('gives each label the colon its form leaves out, a wrapped label whole', () => {
    const marked = markEuropassRows(rows).map((line) => line.text);
    expect(marked.slice(0, 2)).toEqual([
      'Fechas: 03/2019 - Actualidad',
      'Profesión o cargo desempeñado: Analista Contable Senior',
    ]);
    expect(marked.at(-1)).toBe(
      'Nivel conforme a una clasificación nacional o internacional: CINE 6',
    );
    // One line opening on a label word is no form.
    expect(
      markEuropassRows(buildTestLines(['Fechas importantes del proyecto'])).map(
        (line) => line.text,
      ),
    ).toEqual(['Fechas importantes del proyecto']);
  });

  it('joins a label alone with a value set in another size on its row (the name)', () => {
    const marked = markEuropassRows([
      ...buildTestLines([
        { text: 'Nombre(s) / Apellido(s)', x: 123, y: 105, width: 75, fontSize: 9 },
        { text: 'Rosa Wasi Quispe', x: 217, y: 101, width: 142, fontSize: 13, bold: true },
      ]),
      ...rows,
    ]);
    expect(marked[0]).toMatchObject({
      text: 'Nombre(s) / Apellido(s): Rosa Wasi Quispe',
      fontSize: 13,
      bold: true,
    });
  });

  it('reads each job whole, its employer parted from the address after it', () => {
    expect(
      parseExperienceEntries([...markEuropassRows(rows)].slice(0, 8), 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
      ]),
    ).toEqual([
      ['Analista Contable Senior', 'Sociedad Kamayoq, Minería y Energía', '03/2019 - Actualidad'],
      ['Asistente Contable', 'Pukara S.A.', '01/2016 - 02/2019'],
    ]);
  });
});

describe('the English Europass CV, its long labels wrapped in their column (issue 12)', () => {
  it('joins the label words the next line opens on, and keeps that line’s value', () => {
    const marked = markEuropassRows(
      buildTestLines([
        'Dates September 2018 – July 2019',
        'Title of qualification awarded Master of Science in Environmental Engineering',
        'Principal subjects / occupational skills Wastewater treatment, hydrological modelling,',
        'covered life-cycle analysis.',
        'Name and type of organisation providing Universidad Kamayoq, Lima (Peru)',
        'education and training',
      ]),
    ).map((line) => line.text);
    expect(marked).toEqual([
      'Dates: September 2018 – July 2019',
      'Title of qualification awarded: Master of Science in Environmental Engineering',
      'Principal subjects / occupational skills covered: Wastewater treatment, hydrological modelling,',
      'life-cycle analysis.',
      'Name and type of organisation providing education and training: Universidad Kamayoq, Lima (Peru)',
    ]);
  });
});

describe('label cells written without a colon (issue 12)', () => {
  it('joins a known field label with its value, and leaves a row of column headings alone', () => {
    const cell = (text: string, column: number, y: number) => ({
      text,
      column,
      y,
      source: 'table' as const,
    });
    const lines = buildTestLines([
      cell('Cargo', 0, 100),
      cell('Jefe del Servicio de Pediatría', 1, 100),
      cell('Institución', 0, 118),
      cell('Hospital Regional Kamayoq – MINSA', 1, 118),
      cell('Periodo', 0, 136),
      cell('Enero 2017 – a la fecha', 1, 136),
      cell('Condición', 0, 154),
      cell('Nombrada', 1, 154),
      // The heading row of a table of studies: three headings, no values.
      cell('Año', 0, 300),
      cell('Institución', 1, 300),
      cell('Grado / Estudios', 2, 300),
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Cargo: Jefe del Servicio de Pediatría',
      'Institución: Hospital Regional Kamayoq – MINSA',
      'Periodo: Enero 2017 – a la fecha',
      'Condición: Nombrada',
      'Año',
      'Institución',
      'Grado / Estudios',
    ]);
    expect(
      parseExperienceEntries(joinLabelCells(lines.slice(0, 8)), 's').map((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
        entry.bullets,
      ]),
    ).toEqual([
      [
        'Jefe del Servicio de Pediatría',
        'Hospital Regional Kamayoq – MINSA',
        'Enero 2017 – a la fecha',
        ['Condición: Nombrada'],
      ],
    ]);
  });
});

describe('a Word 97 form read cell by cell, without geometry (issue 12)', () => {
  it('joins personal and job labels with their values, never a row of column headings', () => {
    const cell = (text: string, column: number) => ({
      text,
      column,
      width: 0,
      source: 'table' as const,
    });
    const lines = buildTestLines([
      cell('Apellidos y Nombres', 0),
      cell('QUISPE MAMANI, ROSA ELENA', 1),
      cell('Estado Civil', 0),
      cell('Soltera', 1),
      cell('Empresa', 0),
      cell('FERRETERÍA KAMAYOQ E.I.R.L.', 1),
      cell('Funciones', 0),
      cell('Registro de compras y ventas.', 1),
      cell('Empresa', 0),
      cell('ESTUDIO CONTABLE WASI & ASOCIADOS', 1),
      cell('FECHA', 0),
      cell('CURSO / EVENTO', 1),
      cell('INSTITUCIÓN', 2),
      cell('HORAS', 3),
      cell('Jefe Inmediato', 0),
      cell('Teléfono', 1),
      cell('Fecha Inicio', 2),
      cell('Fecha Fin', 3),
    ]);
    expect(joinLabelCells(lines).map((line) => line.text)).toEqual([
      'Apellidos y Nombres: QUISPE MAMANI, ROSA ELENA',
      'Estado Civil: Soltera',
      'Empresa: FERRETERÍA KAMAYOQ E.I.R.L.',
      'Funciones',
      'Registro de compras y ventas.',
      'Empresa: ESTUDIO CONTABLE WASI & ASOCIADOS',
      'FECHA',
      'CURSO / EVENTO',
      'INSTITUCIÓN',
      'HORAS',
      'Jefe Inmediato',
      'Teléfono',
      'Fecha Inicio',
      'Fecha Fin',
    ]);
  });
});

describe('the Europass 2004 labels in Spanish (issue 12)', () => {
  it('knows the official wording of the duties row', () => {
    expect(isEuropassLabel('Principales actividades y responsabilidades')).toBe(true);
    expect(isEuropassLabel('Principales funciones y responsabilidades')).toBe(true);
  });

  it('sets a Spanish industrial estate or a "C/" street apart from the employer', () => {
    expect(
      splitTrailingPlace('Cerámicas Wasi, S.L., Polígono Industrial Fuente del Jarro 12, Paterna'),
    ).toEqual({
      name: 'Cerámicas Wasi, S.L.',
      place: 'Polígono Industrial Fuente del Jarro 12, Paterna',
    });
    expect(splitTrailingPlace('Gestoría Pukara C/ Ciudad de Sevilla 42, Valencia')).toEqual({
      name: 'Gestoría Pukara',
      place: 'C/ Ciudad de Sevilla 42, Valencia',
    });
  });
});
