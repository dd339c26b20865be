import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import type { ExtractedDocument } from '../extract/types';
import { cvDocumentSchema, type CvDocument } from '../model/cv-document';
import { buildTestDocument } from './build-test-lines';
import { findDateRange, removeDateText } from './dates';
import { foldText } from '../language/fold-text';
import { parseCv } from './parse-cv';

const peruvianCv = buildTestDocument([
  { text: 'Curriculum Vitae', fontSize: 9 },
  { text: 'MARÍA FERNANDA QUISPE HUAMÁN', fontSize: 20, bold: true },
  { text: 'Ingeniera Industrial', fontSize: 12 },
  { text: 'maria.quispe@gmail.com | +51 987 654 321 | San Isidro, Lima', block: 3 },
  { text: 'linkedin.com/in/mfquispe · DNI: 45678912', block: 3 },
  { text: 'PERFIL PROFESIONAL', bold: true },
  { text: 'Ingeniera industrial con 6 años de experiencia en mejora de procesos y', block: 6 },
  { text: 'gestión de operaciones en empresas de consumo masivo.', block: 6 },
  { text: 'EXPERIENCIA LABORAL', bold: true },
  { text: 'Jefa de Operaciones', bold: true, block: 9 },
  { text: 'Alicorp S.A.A. | Lima, Perú', block: 9 },
  { text: 'ene. 2020 – actualidad', block: 9 },
  {
    text: 'Reduje los tiempos de despacho en 25 % con un nuevo flujo de picking.',
    listItem: true,
    block: 12,
  },
  { text: 'Lideré un equipo de 14 personas.', listItem: true, block: 13 },
  { text: 'Analista de Procesos', bold: true, block: 14 },
  { text: 'Backus – AB InBev', block: 14 },
  { text: 'Set. 2017 - Dic. 2019', block: 14 },
  { text: 'Mapeé 40 procesos del área comercial.', listItem: true, block: 17 },
  { text: 'FORMACIÓN ACADÉMICA', bold: true },
  { text: 'Universidad Nacional de Ingeniería', bold: true, block: 19 },
  { text: 'Bachiller en Ingeniería Industrial', block: 19 },
  { text: '2011 - 2016', block: 19 },
  { text: 'Curso de Power BI – Udemy', bold: true, block: 22 },
  { text: 'Marzo de 2021', block: 22 },
  { text: 'IDIOMAS', bold: true },
  { text: 'Inglés: Avanzado', listItem: true },
  { text: 'Quechua (básico)', listItem: true },
  { text: 'HABILIDADES', bold: true },
  { text: 'Herramientas: Excel, SAP, Power BI' },
  { text: 'Trabajo en equipo, liderazgo' },
  { text: 'CERTIFICACIONES', bold: true },
  { text: 'Lean Six Sigma Green Belt (2019)', listItem: true },
  { text: 'VOLUNTARIADO', bold: true },
  { text: 'Voluntaria', bold: true, block: 33 },
  { text: 'Techo Perú', block: 33 },
  { text: '2015 – 2016', block: 33 },
  { text: 'Construcción de viviendas de emergencia.', listItem: true, block: 36 },
  { text: 'REFERENCIAS', bold: true },
  { text: 'Juan Pérez, Gerente de Operaciones, Alicorp – 999 888 777' },
]);

describe('parseCv: a profile wrapped in the header, naming a city', () => {
  it('keeps the sentence out of the location, which the contact line gives', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Kamayoq Torres', fontSize: 24, bold: true },
        'Contadora Pública',
        {
          text: 'Contadora colegiada con seis años de experiencia en tributación, cierres',
          block: 2,
        },
        {
          text: 'contables y auditoría para empresas comerciales e industriales de Lima.',
          block: 2,
        },
        { text: 'Lima, Perú', block: 3 },
        { text: 'ana.kamayoq@example.pe', block: 4 },
        { text: 'Experiencia', fontSize: 12, bold: true },
        { text: 'Analista Contable', bold: true, block: 6 },
        { text: 'Distribuidora Inti S.A.C., 2021 – Actualidad', block: 6 },
      ]),
    );
    expect(cv.contact.location).toBe('Lima, Perú');
    // The two lines are one profile, read whole as the summary.
    expect(cv.summary).toBe(
      'Contadora colegiada con seis años de experiencia en tributación, cierres contables y auditoría para empresas comerciales e industriales de Lima.',
    );
  });
});

describe('parseCv: a handle with its site named after it', () => {
  it('reads "ana-wasi (LinkedIn)" as a link, with nothing left unplaced', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Wasi Quispe', fontSize: 24, bold: true },
        'Data Analyst',
        { text: 'ana.wasi@example.com', block: 2 },
        { text: 'ana-wasi (LinkedIn)', block: 3 },
        { text: 'Experience', fontSize: 12, bold: true },
        { text: 'Data Analyst', bold: true, block: 5 },
        { text: 'Tiendas Wasi, Mar 2020 – Present', block: 5 },
      ]),
    );
    expect(cv.contact.links).toContain('ana-wasi');
    expect(cv.warnings.filter((warning) => warning.code === 'UNPLACED_LINE')).toEqual([]);
  });
});

describe('parseCv: an e-mail wrapped in a sidebar section', () => {
  it('reads the address whole when its last letters fell to the next line', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Wasi Quispe', fontSize: 24, bold: true },
        { text: 'Data Analyst', fontSize: 12 },
        { text: 'About', fontSize: 11, bold: true },
        { text: 'Cusco, Peru', block: 3, fontSize: 9 },
        { text: 'ana.wasi@example.co', block: 3, fontSize: 9 },
        { text: 'm', block: 3, fontSize: 9 },
        { text: '+51 912 345 678', block: 4, fontSize: 9 },
        { text: 'Experience', fontSize: 11, bold: true },
        { text: 'Data Analyst', bold: true, block: 6 },
        { text: 'Tiendas Wasi, Mar 2020 – Present', block: 6 },
      ]),
    );
    expect(cv.contact.email).toBe('ana.wasi@example.com');
    // The place in the e-mail's block is where she lives.
    expect(cv.contact.location).toBe('Cusco, Peru');
  });
});

describe('parseCv', () => {
  const cv = parseCv(peruvianCv);

  it('returns a document that satisfies the schema', () => {
    expect(cvDocumentSchema.parse(cv)).toEqual(cv);
  });

  it('reads the contact header', () => {
    expect(cv.contact).toEqual({
      name: 'MARÍA FERNANDA QUISPE HUAMÁN',
      headline: 'Ingeniera Industrial',
      email: 'maria.quispe@gmail.com',
      phone: '+51 987 654 321',
      location: 'San Isidro, Lima',
      links: ['linkedin.com/in/mfquispe'],
      confidence: expect.any(Object),
    });
    expect(cv.language).toBe('es');
  });

  it('keeps headings exactly as written, in order, with their kinds', () => {
    expect(cv.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['summary', 'PERFIL PROFESIONAL'],
      ['experience', 'EXPERIENCIA LABORAL'],
      ['education', 'FORMACIÓN ACADÉMICA'],
      ['languages', 'IDIOMAS'],
      ['skills', 'HABILIDADES'],
      ['certifications', 'CERTIFICACIONES'],
      ['volunteering', 'VOLUNTARIADO'],
      ['references', 'REFERENCIAS'],
      // The DNI line has no field: it is kept at the end, not dropped.
      ['other', 'Información adicional'],
    ]);
    expect(cv.summary).toBe(
      'Ingeniera industrial con 6 años de experiencia en mejora de procesos y gestión de operaciones en empresas de consumo masivo.',
    );
  });

  it('reads experience entries, volunteering included', () => {
    expect(cv.experience.map((entry) => [entry.title, entry.organisation, entry.location])).toEqual(
      [
        ['Jefa de Operaciones', 'Alicorp S.A.A.', 'Lima, Perú'],
        ['Analista de Procesos', 'Backus – AB InBev', null],
        ['Voluntaria', 'Techo Perú', null],
      ],
    );
    expect(cv.experience[0]?.dates).toEqual({
      start: { year: 2020, month: 1 },
      end: null,
      current: true,
      text: 'ene. 2020 – actualidad',
    });
    expect(cv.experience[0]?.bullets).toHaveLength(2);
    expect(cv.experience[2]?.sectionId).toBe(cv.sections[6]?.id);
  });

  it('counts degrees as education and short courses as certifications', () => {
    expect(cv.education).toHaveLength(1);
    expect(cv.education[0]).toMatchObject({
      degree: 'Bachiller en Ingeniería Industrial',
      institution: 'Universidad Nacional de Ingeniería',
      dates: { start: { year: 2011, month: null }, end: { year: 2016, month: null } },
    });
    expect(cv.certifications.map((entry) => entry.name)).toEqual([
      'Curso de Power BI – Udemy',
      'Lean Six Sigma Green Belt',
    ]);
  });

  it('reads languages with their level and skill groups', () => {
    expect(cv.languages.map((entry) => [entry.name, entry.level])).toEqual([
      ['Inglés', 'Avanzado'],
      ['Quechua', 'básico'],
    ]);
    expect(cv.skills.map((group) => [group.name, group.items])).toEqual([
      ['Herramientas', ['Excel', 'SAP', 'Power BI']],
      [null, ['Trabajo en equipo', 'liderazgo']],
    ]);
  });

  it("reads a contact row set down in the page's foot, under the references, as the candidate's", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Jhonatan Condori Huamani', fontSize: 18, bold: true, y: 40 },
        { text: 'Técnico Electricista Industrial', y: 62 },
        { text: 'REFERENCIAS', bold: true, y: 100 },
        { text: 'Ing. Rolando Ccama Vilca – Jefe de Mantenimiento', y: 114 },
        { text: 'Cel. 954 310 772', y: 128 },
        { text: '✆ 959 482 117 ✉ JHONATAN.CONDORI@CORREO.PE ⌂ CERRO COLORADO, AREQUIPA', y: 800 },
      ]),
    );
    expect([cv.contact.phone, cv.contact.email, cv.contact.location]).toEqual([
      '959 482 117',
      'JHONATAN.CONDORI@CORREO.PE',
      'CERRO COLORADO, AREQUIPA',
    ]);
  });

  it('does not take a referee phone or a DNI for the candidate phone', () => {
    const withoutPhone = parseCv(
      buildTestDocument([
        { text: 'Ana Torres', fontSize: 18 },
        'DNI 45678912 · ana@correo.pe',
        { text: 'REFERENCIAS', bold: true },
        'Luis Díaz – 999 888 777',
      ]),
    );
    expect(withoutPhone.contact.phone).toBeNull();
    expect(withoutPhone.warnings.map((warning) => warning.text)).toEqual(['DNI 45678912']);
  });

  it('reads a student\'s "Experiencia académica" of projects and talks as no work section', () => {
    const withSection = (entries: string[]) =>
      parseCv(
        buildTestDocument([
          { text: 'Joel Huillca Ttito', fontSize: 18, bold: true },
          'joel.huillca@correo.pe',
          { text: 'EXPERIENCIA:', bold: true },
          { text: 'Practicante de topografía', bold: true },
          'Geo Ukhu Ingenieros E.I.R.L. | 2023',
          { text: 'EXPERIENCIA ACADÉMICA:', bold: true },
          ...entries,
          { text: 'EDUCACIÓN:', bold: true },
          'Ingeniería Civil – Universidad Andina del Cusco – 2019 - Actualidad',
        ]),
      );
    const activities = withSection([
      'Jefe de grupo • Proyecto de puente peatonal, curso Concreto Armado I • 2023',
      'Ponente • Congreso Regional de Estudiantes de Ingeniería Civil • 2022',
    ]);
    expect(activities.experience.map((entry) => entry.title)).toEqual([
      'Practicante de topografía',
    ]);
    expect(activities.sections.map((section) => section.kind)).toContain('other');
    // A teaching assistant's posts are work, whatever the heading calls them.
    const posts = withSection([
      'Ayudante de cátedra • Universidad Andina del Cusco • 2022',
      'Asistente de investigación • Universidad Andina del Cusco • 2021',
    ]);
    expect(posts.experience).toHaveLength(3);
  });

  it('keeps the items of a list typed with dashes apart, the wrapped rest of one joined', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Huamán Ccopa', fontSize: 18, bold: true },
        'rosa.huaman@correo.pe',
        { text: 'LOGROS', bold: true },
        {
          text: '-Primer puesto del concurso regional de proyectos de innovación agraria del',
          block: 7,
        },
        { text: 'año 2018', block: 7 },
        { text: '-Voluntaria en la campaña de reforestación de la cuenca (2019)', block: 7 },
      ]),
    );
    expect(cv.sections.find((section) => section.heading === 'LOGROS')?.lines).toEqual([
      '-Primer puesto del concurso regional de proyectos de innovación agraria del año 2018',
      '-Voluntaria en la campaña de reforestación de la cuenca (2019)',
    ]);
  });

  it('leaves out lines drawn with dashes or underscores (rules, rating bars), not a lone marker', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Huamán Ccopa', fontSize: 18, bold: true },
        'rosa.huaman@correo.pe',
        '________________________________',
        { text: 'IDIOMAS', bold: true },
        'Inglés',
        '–––',
        'Quechua',
        '– –',
        { text: 'DATOS ADICIONALES', bold: true },
        'Licencia de conducir A-I',
        '-',
        'Disponibilidad inmediata',
        'ㅡ',
        { text: 'REFERENCIAS', bold: true },
        'A solicitud',
      ]),
    );
    const texts = JSON.stringify(cv);
    expect(texts).not.toContain('ㅡ');
    expect(texts).not.toContain('___');
    expect(texts).not.toContain('–––');
    expect(texts).not.toContain('– –');
    expect(cv.languages.map((entry) => entry.name)).toEqual(['Inglés', 'Quechua']);
  });

  it('leaves out the line numbers a code-editor template prints down the margin', () => {
    const cvLines = [
      { text: 'Rodrigo Quispe Mamani', fontSize: 18, bold: true },
      'rodrigo.quispe@correo.pe',
      { text: 'HABILIDADES', bold: true },
      'React',
      'Node.js',
      'PostgreSQL',
      { text: 'IDIOMAS', bold: true },
      'Inglés intermedio',
      'Quechua básico',
    ].map((spec, position) => ({
      ...(typeof spec === 'string' ? { text: spec } : spec),
      x: 70,
      y: 60 + position * 20,
    }));
    // The same numbers on each page: the last ones at the foot repeat as a running footer would.
    const gutter = (page: number) =>
      Array.from({ length: 12 }, (_, position) => ({
        text: String(position + 1),
        page,
        x: 30,
        width: 12,
        y: 60 + position * 20,
      }));
    const secondPage = [
      { text: 'REFERENCIAS', bold: true, page: 2, x: 70, y: 60 },
      { text: 'A solicitud', page: 2, x: 70, y: 80 },
    ];
    const cv = parseCv(buildTestDocument([...gutter(1), ...cvLines, ...gutter(2), ...secondPage]));
    expect(cv.skills.flatMap((group) => group.items)).toEqual(['React', 'Node.js', 'PostgreSQL']);
    expect(cv.sections.map((section) => section.kind)).toEqual([
      'skills',
      'languages',
      'references',
    ]);
    expect(JSON.stringify(cv.sections)).not.toMatch(/"1[0-2]?"/);
  });

  it("leaves a template's credit out of the CV and tells the user", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Ramos Vílchez', fontSize: 18, bold: true },
        'lucia.ramos@correo.pe · 987 654 321',
        { text: 'IDIOMAS', bold: true },
        'Inglés intermedio',
        { text: '© Plantillas Andinas – www.plantillas-', fontSize: 7, block: 40 },
        { text: 'andinas.pe', fontSize: 7, block: 40 },
      ]),
    );
    expect(JSON.stringify(cv.sections)).not.toContain('Plantillas');
    expect(cv.languages.map((entry) => entry.name)).toEqual(['Inglés']);
    expect(cv.contact.links).toEqual([]);
    expect(cv.warnings.filter((warning) => warning.code === 'TEMPLATE_CREDIT')).toEqual([
      expect.objectContaining({ text: '© Plantillas Andinas – www.plantillas- andinas.pe' }),
    ]);
  });

  it("keeps a template's text to replace in the CV and tells the user", () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Ramos Vílchez', fontSize: 18, bold: true },
        'lucia.ramos@correo.pe · 987 654 321',
        { text: 'INTERESES', bold: true },
        'Hobbies: xxxxxxxxxxxxxxxxxxxx',
      ]),
    );
    expect(JSON.stringify(cv.sections)).toContain('xxxxxxxxxxxxxxxxxxxx');
    expect(cv.warnings.filter((warning) => warning.code === 'TEMPLATE_PLACEHOLDER')).toEqual([
      expect.objectContaining({ text: 'Hobbies: xxxxxxxxxxxxxxxxxxxx' }),
    ]);
  });

  it('reads the location from a contact section under a side heading', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Jorge Mamani Ccori', fontSize: 18, bold: true },
        'Ingeniero agrónomo',
        { text: 'Contacto', bold: true, x: 40 },
        { text: 'jorge.mamani@correo.pe +51 951 222 333', x: 130 },
        { text: 'Cayma, Arequipa jorgemamani.dev', x: 130 },
        { text: 'Experiencia', bold: true, x: 40 },
        { text: 'Agrónomo de campo, Fundo Santa Rita', x: 130 },
      ]),
    );
    expect(cv.contact.location).toBe('Cayma, Arequipa');
  });

  it('keeps what it cannot place in an "other" section as well as in a warning', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Ana Torres', fontSize: 18 },
        'DNI 45678912 · ana@correo.pe',
        { text: 'EXPERIENCIA', bold: true },
        'Asistente administrativa – Comercial Sur S.A.C.',
        '2019 – 2021',
      ]),
    );
    expect(cv.sections.at(-1)).toEqual({
      id: expect.any(String),
      kind: 'other',
      heading: 'Información adicional',
      lines: ['DNI 45678912'],
      confidence: expect.any(Number),
      source: [{ text: 'DNI 45678912', bullet: false }],
    });
    expect(cv.warnings.map((warning) => warning.code)).toEqual(['UNPLACED_LINE']);
  });

  it('prints no line of a sidebar contact section twice (once in it, again as unplaced)', () => {
    // A template's sidebar: each label on its own line above its value. The header reads the
    // contact section too, and the section keeps its lines as written.
    const source = [
      { text: 'Lucía Ríos Palacios', fontSize: 24, bold: true, x: 260 },
      { text: 'CONTACTO', fontSize: 14, x: 20 },
      { text: 'Av. Los Pinos 245 Dpto. 3', x: 20 },
      { text: 'Teléfono:', bold: true, x: 20 },
      { text: '+51 987 654 321', x: 20 },
      { text: 'Correo:', bold: true, x: 20 },
      { text: 'lucia.rios@correo.pe', x: 20 },
      { text: 'Fecha de nacimiento:', bold: true, x: 20 },
      { text: '12/05/1998', x: 20 },
      { text: 'EXPERIENCIA', fontSize: 14, x: 20 },
      { text: 'Asistente contable – Estudio Díaz & Asociados', x: 20 },
      { text: 'Marzo 2021 – Diciembre 2023', x: 20 },
    ];
    const cv = parseCv(buildTestDocument(source));
    const printed = [
      ...(cv.contact.headline === null ? [] : [cv.contact.headline]),
      ...cv.sections.flatMap((section) => section.lines),
    ].map((text) => foldText(text.replace(/:$/, '')));
    for (const line of source.slice(2, 9)) {
      const piece = foldText(line.text.replace(/:$/, ''));
      expect(
        printed.filter((text) => text === piece),
        line.text,
      ).toHaveLength(1);
    }
    expect(cv.sections.map((section) => section.heading)).not.toContain('Información adicional');
    expect(cv.warnings.map((warning) => warning.code)).not.toContain('UNPLACED_LINE');
  });

  it('takes a title with its professional registration number as the headline', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Huamán Quispe', fontSize: 18 },
        'Licenciada en Enfermería – CEP 087452',
        'rosa.huaman@correo.pe · 959 123 456',
        { text: 'EXPERIENCIA', bold: true },
        'Enfermera asistencial – Clínica San Gabriel',
        '2019 – actualidad',
      ]),
    );
    expect(cv.contact.headline).toBe('Licenciada en Enfermería – CEP 087452');
    expect(cv.warnings).toEqual([]);
  });
});

/** Every string value of the parsed CV, folded, and the years of its parsed dates. */
function collectOutput(cv: CvDocument): { text: string; years: Set<number> } {
  const strings: string[] = [];
  const years = new Set<number>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if ('year' in value && typeof value.year === 'number') years.add(value.year);
      Object.values(value).forEach(visit);
    }
  };
  visit(cv);
  return { text: foldText(strings.join(' \n ')), years };
}

/**
 * Words of the source missing from the output. A date kept as a parsed date counts as kept
 * (a certification's date has no text field); field labels ("Correo:", "Tel.") are structure.
 */
function findDroppedWords(document: ExtractedDocument, cv: CvDocument): string[] {
  const output = collectOutput(cv);
  const labels = new Set([
    'correo',
    'email',
    'e',
    'mail',
    'tel',
    'telefono',
    'cel',
    'cell',
    'telf',
    'celular',
    'movil',
    'phone',
    'mobile',
    'whatsapp',
    'web',
    'direccion',
  ]);
  const dropped: string[] = [];
  for (const line of document.lines) {
    let text = line.text;
    const date = findDateRange(text);
    if (date?.range.start && output.years.has(date.range.start.year))
      text = removeDateText(text, date);
    for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length === 0 || labels.has(word) || output.text.includes(word)) continue;
      dropped.push(`${word} (in "${line.text}")`);
    }
  }
  return dropped;
}

describe('nothing is dropped', () => {
  it('keeps every word of the synthetic CV', () => {
    expect(findDroppedWords(peruvianCv, parseCv(peruvianCv))).toEqual([]);
  });

  it('reads a running page header once and drops its later copies as repetitions', () => {
    const runningHeader = 'Diego Benavides Farfán · diego@arq.pe · +51 (1) 456-7890';
    const document: ExtractedDocument = {
      ...buildTestDocument([
        { text: runningHeader, y: 35, fontSize: 8 },
        { text: 'Diego Benavides Farfán', y: 55, fontSize: 18 },
        { text: 'Arquitecto – CAP 18934', y: 77, fontSize: 12 },
        { text: 'IDIOMAS', y: 110, bold: true },
        { text: 'Inglés avanzado', y: 130, listItem: true },
        { text: runningHeader, page: 2, y: 35, fontSize: 8 },
        { text: 'REFERENCIAS', page: 2, y: 56, bold: true },
        { text: 'Arq. Miguel Ocampo Linares – 998 765 001', page: 2, y: 74 },
      ]),
      pageCount: 2,
    };
    const cv = parseCv(document);
    expect(cv.contact).toMatchObject({
      name: 'Diego Benavides Farfán',
      email: 'diego@arq.pe',
      phone: '+51 (1) 456-7890',
    });
    expect(cv.sections.map((section) => section.kind)).toEqual(['languages', 'references']);
    // Not left in the section that ends page 1.
    expect(cv.sections[0]?.lines).toEqual([]);
    expect(cv.languages.map((language) => language.name)).toEqual(['Inglés']);
    expect(cv.warnings).toEqual([]);
    expect(findDroppedWords(document, cv)).toEqual([]);
  });

  const folders = [
    new URL('../../../../../shared/corpus/cv/', import.meta.url),
    new URL('../../fixtures/cvs/', import.meta.url),
  ];
  const files = folders.flatMap((folder) => {
    const names = (() => {
      try {
        return readdirSync(folder);
      } catch {
        return [];
      }
    })();
    return names
      .filter((name) => /\.(?:pdf|docx|doc)$/i.test(name))
      .map((name) => fileURLToPath(new URL(name, folder)));
  });

  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('keeps every word of %s, in a valid document', async (file) => {
    const document = await extractDocument(new Uint8Array(readFileSync(file)));
    const cv = parseCv(document);
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
    expect(findDroppedWords(document, cv)).toEqual([]);
  });
});

describe('parseCv: the profile', () => {
  it('keeps the profile’s paragraphs apart, a blank line between them', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lucía Ramos Tello', fontSize: 20, bold: true },
        'lucia.ramos@correo.pe · 987 111 222',
        { text: 'PERFIL', bold: true, fontSize: 12 },
        { text: 'Enfermera con seis años de experiencia en emergencias.', block: 10 },
        { text: 'Busco aportar al cuidado de pacientes críticos', block: 11 },
        { text: 'en un hospital de alta complejidad.', block: 11 },
      ]),
    );
    expect(cv.summary).toBe(
      'Enfermera con seis años de experiencia en emergencias.\n\nBusco aportar al cuidado de pacientes críticos en un hospital de alta complejidad.',
    );
  });
});

describe('parseCv: a "Lenguajes" heading (issue 12)', () => {
  const heading = (text: string) => ({ text, bold: true, fontSize: 12 });

  it('reads spoken languages under it as languages', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Quispe Flores', fontSize: 20, bold: true },
        'rosa.quispe@correo.pe',
        heading('LENGUAJES'),
        'Español: Nativo',
        'Inglés: Intermedio',
        heading('HABILIDADES'),
        'Python, Java, JavaScript',
        heading('EXPERIENCIA'),
        'Analista de Datos – Banco del Sur (2021 – 2023)',
      ]),
    );
    expect(cv.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['languages', 'LENGUAJES'],
      ['skills', 'HABILIDADES'],
      ['experience', 'EXPERIENCIA'],
    ]);
    expect(cv.languages.map((language) => [language.name, language.level])).toEqual([
      ['Español', 'Nativo'],
      ['Inglés', 'Intermedio'],
    ]);
  });
});

describe('parseCv: an address wrapped in a narrow contact section (issue 12)', () => {
  it('reads the address on with the line its joining word leads to', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Ramírez Alarcón', bold: true, fontSize: 20 },
        { text: 'INFORMACIÓN DE', bold: true, fontSize: 12, block: 1 },
        { text: 'CONTACTO', bold: true, fontSize: 12, block: 1 },
        { text: '☎ 999 888 163', block: 2 },
        { text: '✉ rosa.ramirez@correo.pe', block: 2 },
        { text: '⌂ Dirección: Jr. Puno 456 - Cercado de', block: 2 },
        { text: 'Lima', block: 2 },
        { text: 'EXPERIENCIA', bold: true, fontSize: 12, block: 4 },
        { text: 'Analista de Datos – Banco del Sur (2021 – 2023)', block: 5 },
      ]),
    );
    expect(cv.contact.location).toBe('Jr. Puno 456 - Cercado de Lima');
  });

  it('reads a Word paragraph cut by Enter after a comma, and a label over its value', () => {
    // Word paragraphs: no measured width, each line one paragraph.
    const wordLines = (texts: readonly string[]) =>
      texts.map((text, index) => ({ text, block: index, width: 0, x: 0 }));
    const datos = (address: readonly string[]) =>
      parseCv(
        buildTestDocument([
          { text: 'EDGAR CCORI PUMA', bold: true, fontSize: 18, width: 0, x: 0 },
          { text: 'DATOS PERSONALES', bold: true, fontSize: 12, block: 1, width: 0, x: 0 },
          ...wordLines(['DNI : 29461838', ...address, 'Celular: 958 214 637']).map((line) => ({
            ...line,
            block: line.block + 2,
          })),
          { text: 'EXPERIENCIA LABORAL', bold: true, fontSize: 12, block: 9, width: 0, x: 0 },
          { text: 'Chofer – Transportes Wasi S.A.C. (2019 – 2023)', block: 10, width: 0, x: 0 },
        ]),
      ).contact.location;
    expect(datos(['Dirección: Calle Los Claveles 214,', 'Cerro Colorado – Arequipa'])).toBe(
      'Calle Los Claveles 214, Cerro Colorado – Arequipa',
    );
    expect(datos(['Dirección:', 'Jr. Dos de Mayo 1245, Huánuco'])).toBe(
      'Jr. Dos de Mayo 1245, Huánuco',
    );
  });
});

describe('parseCv: a public-sector form set as a Word table (issue 12)', () => {
  // Each label and each value in a cell of its own, a counter row over each entry's rows.
  const cell = (text: string, column: number, bold = false) => ({
    text,
    column,
    bold,
    source: 'table' as const,
  });
  const form = buildTestDocument([
    { text: 'HOJA DE VIDA', fontSize: 18, bold: true },
    cell('I. DATOS PERSONALES', 0, true),
    cell('Nombres y Apellidos:', 0),
    cell('ROSA QUISPE MAMANI', 1, true),
    cell('Correo electrónico:', 0),
    cell('rosa.quispe@correo.pe', 1),
    cell('II. FORMACIÓN ACADÉMICA', 0, true),
    cell('Grado 1', 0),
    cell('Grado / Título:', 0),
    cell('Título Profesional de Contadora Pública', 1),
    cell('Institución:', 0),
    cell('Universidad Nacional de San Antonio Abad del Cusco', 1),
    cell('Fecha de expedición:', 0),
    cell('12/03/2015', 1),
    cell('Grado 2', 0),
    cell('Grado / Título:', 0),
    cell('Bachiller en Contabilidad', 1),
    cell('Institución:', 0),
    cell('Universidad Nacional de San Antonio Abad del Cusco', 1),
    cell('Fecha de expedición:', 0),
    cell('20/01/2014', 1),
    cell('III. EXPERIENCIA LABORAL', 0, true),
    cell('Experiencia 1', 0),
    cell('Cargo:', 0),
    cell('Asistente contable', 1),
    cell('Entidad:', 0),
    cell('Municipalidad Distrital de Wanchaq', 1),
    cell('Periodo:', 0),
    cell('01/03/2016 – 31/12/2019', 1),
    cell('Experiencia 2', 0),
    cell('Cargo:', 0),
    cell('Auxiliar de tesorería', 1),
    cell('Entidad:', 0),
    cell('Cooperativa Kamayoq Ltda.', 1),
    cell('Periodo:', 0),
    cell('02/05/2014 – 28/02/2016', 1),
  ]);

  it('reads each entry’s labelled fields, one entry per counter', () => {
    const cv = parseCv(form);
    expect(
      cv.experience.map((entry) => [entry.title, entry.organisation, entry.dates?.text]),
    ).toEqual([
      ['Asistente contable', 'Municipalidad Distrital de Wanchaq', '01/03/2016 – 31/12/2019'],
      ['Auxiliar de tesorería', 'Cooperativa Kamayoq Ltda.', '02/05/2014 – 28/02/2016'],
    ]);
    expect(cv.education.map((entry) => [entry.degree, entry.dates?.text])).toEqual([
      ['Título Profesional de Contadora Pública', '12/03/2015'],
      ['Bachiller en Contabilidad', '20/01/2014'],
    ]);
  });
});

describe('parseCv: a professional title before the name (issue 12)', () => {
  it('reads "Lic. Enf." apart from the name, and keeps the document valid', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Lic. Enf. ROSA KAMAYOQ FLORES', fontSize: 20, bold: true },
        'rosa.kamayoq@correo.pe | 987 654 321',
        { text: 'EXPERIENCIA', bold: true, fontSize: 12 },
        'Enfermera asistencial – Clínica Pukara (2021 – 2023)',
      ]),
    );
    expect([cv.contact.honorific, cv.contact.name]).toEqual(['Lic. Enf.', 'ROSA KAMAYOQ FLORES']);
    expect(cvDocumentSchema.safeParse(cv).success).toBe(true);
  });
});

describe('parseCv: a name labelled in parts under the displayed name (issue 12)', () => {
  it('keeps the name as the page displays it when the labels give the same words', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'ROSA ANGÉLICA KAMAYOQ FLORES', fontSize: 16, bold: true },
        { text: 'I. DATOS PERSONALES', bold: true, fontSize: 11 },
        'Nombres : Rosa Angélica',
        'Apellidos : Kamayoq Flores',
        'Correo electrónico : rosa.kamayoq@correo.pe',
        { text: 'II. EXPERIENCIA LABORAL', bold: true, fontSize: 11 },
        'Técnica de obra – Consorcio Pukara (2021 – 2023)',
      ]),
    );
    expect(cv.contact.name).toBe('ROSA ANGÉLICA KAMAYOQ FLORES');
  });
});

describe('a teacher’s CV in a plain Word file, fields labelled with " : " (issue 12)', () => {
  const cv = parseCv(
    buildTestDocument([
      'CURRÍCULUM VITAE',
      'ROSA ELENA QUISPE MAMANI',
      'DATOS PERSONALES',
      'Apellidos y Nombres : Quispe Mamani, Rosa Elena',
      'Código Modular : 1043964120',
      'Celular : 984 111 222',
      'Correo electrónico : rosa.quispe@correo.pe',
      'FORMACIÓN PROFESIONAL',
      '2007 – 2008 Maestría en Administración de la Educación',
      'Universidad Andina Kamayoq',
      'Grado de Magíster obtenido en el año 2010',
      'EXPERIENCIA LABORAL',
      'CARGO : ESPECIALISTA EN EDUCACIÓN PRIMARIA',
      'INSTITUCIÓN : UGEL Pukara',
      'PERIODO : Marzo 2015 – Diciembre 2018',
      'INSTITUCIÓN : I.E. N° 5012 “Wasi”',
      'a) Subdirectora de Formación General (encargada) 2011 – 2014',
      'b) Docente de Aula – Nivel Primaria (nombrada) Abril 2002 – Febrero 2011',
    ]),
  );

  it('keeps the name as shown, and a teacher’s code is no phone', () => {
    expect([cv.contact.name, cv.contact.phone]).toEqual([
      'ROSA ELENA QUISPE MAMANI',
      '984 111 222',
    ]);
  });

  it('reads "CARGO : …" as a field, never a heading, and lettered positions at one school', () => {
    expect(cv.sections.map((section) => section.heading)).not.toContain(
      'CARGO : ESPECIALISTA EN EDUCACIÓN PRIMARIA',
    );
    expect(
      cv.experience.map((entry) => [entry.title, entry.organisation, entry.dates?.text]),
    ).toEqual([
      ['ESPECIALISTA EN EDUCACIÓN PRIMARIA', 'UGEL Pukara', 'Marzo 2015 – Diciembre 2018'],
      ['Subdirectora de Formación General (encargada)', 'I.E. N° 5012 “Wasi”', '2011 – 2014'],
      [
        'Docente de Aula – Nivel Primaria (nombrada)',
        'I.E. N° 5012 “Wasi”',
        'Abril 2002 – Febrero 2011',
      ],
    ]);
  });

  it('keeps the note of when a degree was conferred with its degree', () => {
    expect(cv.education.map((entry) => [entry.degree, entry.details])).toEqual([
      ['Maestría en Administración de la Educación', ['Grado de Magíster obtenido en el año 2010']],
    ]);
  });
});

describe('notes of how a degree ended, and a programme after school in a form (issue 12)', () => {
  it('keeps the title obtained later and the rank graduated in with the degree above', () => {
    const read = (lines: string[]) =>
      parseCv(
        buildTestDocument([
          'NOEMÍ WASI HUAMÁN',
          'noemi.wasi@correo.pe',
          'FORMACIÓN ACADÉMICA',
          ...lines,
        ]),
      ).education.map((entry) => [entry.degree, entry.institution, entry.details]);
    expect(
      read([
        'Universidad Nacional de Kamayoq | Lima, Perú',
        'Bachiller en Ingeniería de Minas | 2008 – 2013',
        '• Título profesional de Ingeniero de Minas (2014). Tercio superior de la promoción.',
      ]),
    ).toEqual([
      [
        'Bachiller en Ingeniería de Minas',
        'Universidad Nacional de Kamayoq',
        ['Título profesional de Ingeniero de Minas (2014). Tercio superior de la promoción.'],
      ],
    ]);
    expect(
      read([
        'Licenciada en Enfermería',
        'Universidad Nacional de Pukara | 2012 – 2017',
        'Tercio superior – Título profesional en 2018',
      ]),
    ).toEqual([
      [
        'Licenciada en Enfermería',
        'Universidad Nacional de Pukara',
        ['Tercio superior – Título profesional en 2018'],
      ],
    ]);
    // The year alone, after a date column's entry: "Titulada en 2017 …".
    expect(
      read([
        '2010 – 2015 Bachiller en Ingeniería Industrial | Universidad Nacional de Wasi',
        'Titulada en 2017 por la modalidad de tesis.',
        '2020 – 2021 Maestría en Gestión Pública (egresada)',
        'Universidad Kamayoq',
      ]),
    ).toEqual([
      [
        'Bachiller en Ingeniería Industrial',
        'Universidad Nacional de Wasi',
        ['Titulada en 2017 por la modalidad de tesis.'],
      ],
      ['Maestría en Gestión Pública (egresada)', 'Universidad Kamayoq', []],
    ]);
  });

  it('opens a new entry at "Carrera Técnica :" after a whole school entry', () => {
    const cv = parseCv(
      buildTestDocument([
        'ROBERTO CCAMA HUAYTA',
        'Celular : 951 222 333',
        'II. ESTUDIOS REALIZADOS',
        'Nivel : Secundaria Completa',
        'Centro de Estudios : I.E. N° 50211 Pukara',
        'Año : Promoción 2006',
        'Carrera Técnica : Operario en Edificaciones',
        'Institución : Instituto Kamayoq',
        'Periodo : 2015 – 2016',
      ]),
    );
    expect(
      cv.education.map((entry) => [entry.degree, entry.institution, entry.dates?.text]),
    ).toEqual([
      ['Secundaria Completa', 'I.E. N° 50211 Pukara', 'Promoción 2006'],
      ['Operario en Edificaciones', 'Instituto Kamayoq', '2015 – 2016'],
    ]);
  });
});

describe('two equal columns the text flows through (issue 12)', () => {
  it('goes on with the last job at the top of the second column, before its first heading', () => {
    let y = 40;
    const at = (
      text: string,
      column: number,
      options: { bold?: boolean; fontSize?: number; block?: number } = {},
    ) => {
      y += 14;
      return {
        text,
        x: column === 0 ? 43 : 311,
        y,
        width: text.length * 4.5,
        column,
        fontSize: options.fontSize ?? 10.2,
        bold: options.bold ?? false,
        ...(options.block === undefined ? {} : { block: options.block }),
      };
    };
    const left = [
      at('Lucía Wasi Huamán', 0, { bold: true, fontSize: 20 }),
      at('lucia.wasi@correo.pe · 987 654 321', 0),
      at('Experiencia profesional', 0, { bold: true, fontSize: 11 }),
      at('Asociada Senior, Estudio Kamayoq Abogados', 0, { bold: true }),
      at('enero de 2020 – actualidad · San Isidro', 0, { fontSize: 9.6 }),
      at('Asesoría en operaciones de fusiones y adquisiciones.', 0, { block: 90 }),
      at('Elaboración de contratos de compraventa de acciones.', 0, { block: 90 }),
      at('Especialista Legal, Estudio Pukara', 0, { bold: true }),
      at('2014 – 2019 · Miraflores', 0, { fontSize: 9.6 }),
      at('Evaluación de expedientes y proyectos de resolución.', 0, { block: 91 }),
    ];
    y = 40;
    const right = [
      at('Practicante Pre-profesional, Corte Superior de Justicia de', 1, {
        bold: true,
        block: 92,
      }),
      at('Lima', 1, { bold: true, block: 92 }),
      at('2012 – 2013', 1, { fontSize: 9.6 }),
      at('Apoyo al secretario judicial del juzgado civil.', 1),
      at('Formación académica', 1, { bold: true, fontSize: 11 }),
      at('Abogada', 1, { bold: true }),
      at('Universidad Nacional Wasi', 1),
      at('2007 – 2013', 1, { fontSize: 9.6 }),
    ];
    const cv = parseCv(buildTestDocument([...left, ...right]));
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Asociada Senior', 'Estudio Kamayoq Abogados'],
      ['Especialista Legal', 'Estudio Pukara'],
      ['Practicante Pre-profesional', 'Corte Superior de Justicia de Lima'],
    ]);
  });
});

describe('a timeline: dates in a column left of the titles, the employer under the title (issue 12)', () => {
  it('reads the line at the titles’ edge under each header as its employer', () => {
    let y = 40;
    const line = (text: string, x: number, options: { bold?: boolean; fontSize?: number } = {}) => {
      y += 13;
      return {
        text,
        x,
        y,
        width: text.length * 4.5,
        fontSize: options.fontSize ?? 8.6,
        bold: options.bold ?? false,
      };
    };
    const cv = parseCv(
      buildTestDocument([
        line('ROSA KAMAYOQ TICONA', 40, { bold: true, fontSize: 20 }),
        line('rosa.kamayoq@correo.pe · 954 111 222', 40),
        line('EXPERIENCIA LABORAL', 40, { bold: true, fontSize: 11 }),
        line('2021 – Actualidad Jefa de Producción', 40, { bold: true, fontSize: 9.8 }),
        line('Lácteos Pukara S.A.', 118, { fontSize: 9 }),
        {
          ...line('• Responsable de tres líneas de envasado con 58 operarios.', 118),
          listItem: true,
        },
        { ...line('• Incremento del OEE de 71 % a 83 % mediante SMED.', 118), listItem: true },
        line('2015 – 2021 Supervisora de Mantenimiento', 40, { bold: true, fontSize: 9.8 }),
        line('Aceros Wasi S.A.', 118, { fontSize: 9 }),
        { ...line('• Plan de mantenimiento preventivo en SAP PM.', 118), listItem: true },
        line('FORMACIÓN ACADÉMICA', 40, { bold: true, fontSize: 11 }),
        line('2006 – 2011 Ingeniera Industrial', 40, { bold: true, fontSize: 9.8 }),
        line('Universidad Nacional Kamayoq', 118, { fontSize: 9 }),
      ]),
    );
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Jefa de Producción', 'Lácteos Pukara S.A.'],
      ['Supervisora de Mantenimiento', 'Aceros Wasi S.A.'],
    ]);
  });

  it('keeps the partners after a position as one firm', () => {
    const cv = parseCv(
      buildTestDocument([
        'LUCÍA WASI',
        'lucia.wasi@correo.pe',
        'EXPERIENCIA',
        'Asociada Senior, Quispe, Mamani & Ccori Abogados',
        'enero de 2020 – actualidad',
        '• Asesoría en fusiones y adquisiciones.',
      ]),
    );
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Asociada Senior', 'Quispe, Mamani & Ccori Abogados'],
    ]);
  });
});

describe('bold bulleted employers over labelled fields (issue 12)', () => {
  it('reads each bullet as the employer of the fields under it', () => {
    const bullet = (text: string) => ({
      text,
      bold: true,
      listItem: true,
      listMarker: '❖',
      width: 0,
    });
    const cv = parseCv(
      buildTestDocument([
        'CURRICULUM VITAE',
        'ROSA WASI QUISPE',
        'Celular : 944 555 666',
        { text: 'EXPERIENCIA LABORAL', bold: true },
        bullet('CLÍNICA KAMAYOQ S.A.C.'),
        'Cargo : Secretaria de Gerencia General',
        'Periodo : Marzo del 2017 a la fecha',
        'Funciones:',
        'Manejo de la agenda del Gerente General.',
        bullet('NOTARÍA PUKARA'),
        'Cargo : Secretaria – Asistente Notarial',
        'Periodo : Enero del 2014 a Febrero del 2017',
        'Funciones:',
        'Atención al público y recepción de minutas.',
      ]),
    );
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Secretaria de Gerencia General', 'CLÍNICA KAMAYOQ S.A.C.'],
      ['Secretaria – Asistente Notarial', 'NOTARÍA PUKARA'],
    ]);
  });
});

describe('an employer in its legal form, smaller, under "Title – Unit | dates" (issue 12)', () => {
  it('is the organisation, and the unit stays with the title', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'ROSA PUKARA', bold: true, fontSize: 20 },
        'rosa.pukara@correo.pe',
        { text: 'EXPERIENCIA LABORAL', bold: true, fontSize: 12 },
        {
          text: 'Asesora de Ventas – Línea Mujer | Mar 2022 - Presente',
          bold: true,
          fontSize: 10.5,
        },
        { text: 'Tiendas Kamayoq S.A.', fontSize: 9.5 },
        { text: 'Asesoría personalizada a clientas y cierre de ventas.', fontSize: 9, x: 62 },
        { text: 'Vendedora | Ene 2020 - Feb 2022', bold: true, fontSize: 10.5 },
        { text: 'Calzados Wasi S.A.C.', fontSize: 9.5 },
        { text: 'Atención y medición de calzado, manejo de caja.', fontSize: 9, x: 62 },
      ]),
    );
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Asesora de Ventas – Línea Mujer', 'Tiendas Kamayoq S.A.'],
      ['Vendedora', 'Calzados Wasi S.A.C.'],
    ]);
  });
});

describe('parseCv: the headings of an academic CV (issue 12)', () => {
  it('reads "Positions" as the jobs, grants as awards and talks as publications', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Andrea Soto Wasi', fontSize: 18 },
        'andrea.soto@example.pe · +51 976 330 118',
        { text: 'Positions', bold: true },
        'Associate Researcher | 2021 – present',
        'Instituto del Mar Pukara',
        'Postdoctoral Fellow | 2019 – 2021',
        'Centro de Investigación Kamayoq',
        { text: 'Research Grants', bold: true },
        'PI, “Anchoveta larval habitat” – National Science Fund, 2022 – 2025',
        { text: 'Conference Talks', bold: true },
        'Soto Wasi, A. “Larval anchoveta under warm anomalies.” Ocean Sciences Meeting, 2024.',
      ]),
    );
    expect(cv.sections.map((section) => [section.heading, section.kind])).toEqual([
      ['Positions', 'experience'],
      ['Research Grants', 'awards'],
      ['Conference Talks', 'publications'],
    ]);
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Associate Researcher', 'Instituto del Mar Pukara'],
      ['Postdoctoral Fellow', 'Centro de Investigación Kamayoq'],
    ]);
  });
});

describe('parseCv: the studies under way in a section of their own (issue 12)', () => {
  it('reads "ESTUDIO ACTUAL" as education', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'Rosa Quispe Wasi', fontSize: 18 },
        'rosa.quispe@example.pe · 987 654 321',
        { text: 'FORMACIÓN ACADÉMICA', bold: true },
        'IESTP Kamayoq | Profesional Técnico en Contabilidad | 2014 – 2016',
        { text: 'ESTUDIO ACTUAL', bold: true },
        'Universidad Pukara | Administración de Empresas | Marzo 2022 – actualidad',
      ]),
    );
    expect(cv.sections.map((section) => section.kind)).toEqual(['education', 'education']);
    expect(cv.education.map((entry) => entry.institution)).toEqual([
      'IESTP Kamayoq',
      'Universidad Pukara',
    ]);
  });
});

describe('parseCv: Europass forms as people fill them (issue 12)', () => {
  const parseFixture = async (name: string) =>
    parseCv(
      await extractDocument(
        new Uint8Array(readFileSync(new URL(`../../fixtures/invented/${name}`, import.meta.url))),
      ),
    );

  it('reads each job of a Europass 2013 PDF with its employer, the address set apart', async () => {
    const cv = await parseFixture('invented-zl05.pdf');
    expect(cv.experience.map((entry) => entry.organisation)).toEqual([
      'Institución Educativa Privada Santa María de los Andes',
      'Colegio Parroquial Nuestra Señora del Carmen',
      'I.E. N.º 6152 Villa Los Jardines',
      'Asociación Civil Aprendamos Juntos',
    ]);
  });

  it('reads a Europass 2004 Word form whose employer field holds the address too', async () => {
    const cv = await parseFixture('invented-zj05.doc');
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Técnico administrativo de compras', 'Cerámicas Turia Levante, S.L.'],
      ['Auxiliar administrativo', 'Gestoría Albufera Asesores'],
      ['Alumno en prácticas (FCT)', 'Transportes Hermanos Vilanova, S.A.'],
    ]);
  });
});

describe('parseCv: a public-sector CV in SERVIR’s format (issue 12)', () => {
  it('reads the numbered "specific" and "general" experience sections and their labelled jobs', () => {
    const cv = parseCv(
      buildTestDocument([
        { text: 'CURRÍCULUM VITAE', bold: true, fontSize: 14 },
        'Apellidos y Nombres: WASI CHUNGA, Rosa',
        'Correo electrónico: rosa.wasi@example.pe',
        'Celular: 969 227 514',
        { text: '4. EXPERIENCIA LABORAL ESPECÍFICA EN EL SECTOR PÚBLICO', bold: true },
        '4.1 Entidad / Empresa: GOBIERNO REGIONAL PUKARA',
        'Cargo: Especialista Administrativo I',
        'Periodo: 02/01/2024 a la fecha',
        '4.2 Entidad / Empresa: MUNICIPALIDAD DISTRITAL DE KAMAYOQ',
        'Cargo: Asistente Administrativo',
        'Periodo: 01/03/2021 al 31/12/2023',
        { text: '5. EXPERIENCIA LABORAL GENERAL', bold: true },
        '5.1 Entidad / Empresa: COMERCIAL WASI S.A.C.',
        'Cargo: Asistente Contable',
        'Periodo: 15/01/2017 al 31/05/2019',
      ]),
    );
    expect(cv.sections.filter((section) => section.kind === 'experience')).toHaveLength(2);
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual([
      ['Especialista Administrativo I', 'GOBIERNO REGIONAL PUKARA'],
      ['Asistente Administrativo', 'MUNICIPALIDAD DISTRITAL DE KAMAYOQ'],
      ['Asistente Contable', 'COMERCIAL WASI S.A.C.'],
    ]);
  });
});
