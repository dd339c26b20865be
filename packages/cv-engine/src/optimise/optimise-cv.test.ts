import { describe, expect, test } from 'vitest';
import { analyseCv } from '../analyse/analyse-cv';
import { startsWithActionVerb } from '../vocabulary/action-verbs';
import { listCvTexts } from '../keywords/cv-text';
import { standardHeadings } from '../vocabulary/standard-headings';
import { createMessyTestCv, createTestCv } from '../analyse/test-cv';
import { cvDocumentSchema, type CvDocument, type DateRange } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { optimiseCv } from './optimise-cv';

describe('optimiseCv', () => {
  test('gives standard headings in the standard order and reports each change', () => {
    const { cv, changes } = optimiseCv(createMessyTestCv());
    // No profile is written for the user (it is suggested in the report instead).
    expect(cv.sections.map((section) => section.heading)).toEqual([
      'Experiencia profesional',
      'Educación',
      'Habilidades',
      'Datos adicionales',
    ]);
    expect(changes).toContainEqual({
      kind: 'heading',
      before: 'Lo que hice',
      after: 'Experiencia profesional',
      message:
        'Cambiamos el título «Lo que hice» por «Experiencia profesional», que los ATS reconocen.',
    });
    expect(changes.filter((change) => change.kind === 'section-order')).toHaveLength(1);
    // The section ids, and so the entries' links to them, are untouched.
    expect(new Set(cv.sections.map((section) => section.id))).toEqual(
      new Set(['trabajos', 'estudios', 'datos', 'otros']),
    );
  });

  test('English CVs get English headings', () => {
    const { cv } = optimiseCv(createMessyTestCv({ language: 'en' }));
    expect(cv.sections.map((section) => section.heading)).toEqual([
      'Experience',
      'Education',
      'Skills',
      'Datos adicionales',
    ]);
  });

  test('writes every date range in one format and keeps the parsed dates', () => {
    const source = createMessyTestCv();
    const { cv } = optimiseCv(source);
    expect(cv.experience.map((entry) => entry.dates?.text)).toEqual([
      'mar. 2021 – actualidad',
      'ene. 2019 – dic. 2020',
    ]);
    const withoutText = (range: DateRange | null) => (range ? { ...range, text: '' } : null);
    expect(cv.experience.map((entry) => withoutText(entry.dates))).toEqual(
      source.experience.map((entry) => withoutText(entry.dates)),
    );
  });

  test('a range written with two-digit years stays as written: no year the CV never wrote', () => {
    const base = createTestCv();
    const first = base.experience[0]!;
    const source = createTestCv({
      experience: [
        {
          ...first,
          dates: {
            text: '06/19 - 03/21',
            start: { year: 2019, month: 6 },
            end: { year: 2021, month: 3 },
            current: false,
          },
        },
      ],
    });
    const { cv, changes } = optimiseCv(source);
    expect(cv.experience[0]?.dates?.text).toBe('06/19 - 03/21');
    expect(changes.filter((change) => change.kind === 'date-format')).toEqual([]);
  });

  test('academic terms and school years stay as written: they have no month to write', () => {
    const base = createTestCv();
    const first = base.experience[0]!;
    const withDates = (text: string, from: number, to: number) => ({
      ...first,
      dates: {
        text,
        start: { year: from, month: null },
        end: { year: to, month: null },
        current: false,
      },
    });
    const source = createTestCv({
      experience: [
        withDates('2018-II al 2020-I', 2018, 2020),
        withDates('Año lectivo 2016', 2016, 2016),
      ],
    });
    const { cv, changes } = optimiseCv(source);
    expect(cv.experience.map((entry) => entry.dates?.text)).toEqual([
      '2018-II al 2020-I',
      'Año lectivo 2016',
    ]);
    expect(changes.filter((change) => change.kind === 'date-format')).toEqual([]);
  });

  test('dates written with a state, a cohort or a time served keep those words', () => {
    const base = createTestCv();
    const first = base.education[0]!;
    const withDates = (text: string, from: number | null, to: number) => ({
      ...first,
      dates: {
        text,
        start: from === null ? null : { year: from, month: null },
        end: { year: to, month: null },
        current: false,
      },
    });
    const source = createTestCv({
      education: [
        withDates('2011 – 2016 · Titulada 2017', 2011, 2016),
        withDates('Promoción 2008', null, 2008),
        withDates('2019 - 2021 (2 años)', 2019, 2021),
      ],
    });
    const { cv, changes } = optimiseCv(source);
    expect(cv.education.map((entry) => entry.dates?.text)).toEqual([
      '2011 – 2016 · Titulada 2017',
      'Promoción 2008',
      '2019 - 2021 (2 años)',
    ]);
    expect(changes.filter((change) => change.kind === 'date-format')).toEqual([]);
  });

  test('rewrites first person into action verbs, removes duplicates and unifies punctuation', () => {
    const { cv, changes } = optimiseCv(createMessyTestCv());
    expect(cv.experience[0]?.bullets).toEqual([
      'Coordiné los despachos a provincias',
      'Controlaba el inventario del almacén central',
      'Gestioné la flota de 12 camiones',
      'Elaboré los reportes semanales de stock',
      'Reduje las mermas del almacén',
    ]);
    expect(cv.experience[1]?.bullets).toEqual([
      'Apoyé en cotizaciones a proveedores',
      'Registraba las órdenes de compra',
    ]);
    expect(changes).toContainEqual({
      kind: 'duplicate-removed',
      before: 'me encargué de coordinar los despachos a provincias',
      after: null,
      message: 'Quitamos un logro repetido: ya aparece en el mismo puesto.',
    });
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'bullet-rewrite',
        before: 'Me encargué de coordinar los despachos a provincias.',
        after: 'Coordiné los despachos a provincias',
      }),
    );
  });

  test('puts nouns of action into verbs of the job tense and explains each rewrite', () => {
    const source = createMessyTestCv();
    const [current, ended] = source.experience;
    if (current === undefined || ended === undefined) throw new Error('test CV has two jobs');
    const { cv, changes } = optimiseCv({
      ...source,
      experience: [
        {
          ...current,
          bullets: ['Elaboración de guías de remisión', 'Responsable de cotizar fletes'],
        },
        {
          ...ended,
          bullets: ['Elaboración de guías de remisión', 'ELABORACIÓN DE GUÍAS DE REMISIÓN'],
        },
        { ...ended, dates: null, bullets: ['Elaboración de guías de remisión'] },
      ],
    });
    expect(cv.experience.map((entry) => entry.bullets)).toEqual([
      ['Elaboro guías de remisión', 'Cotizo fletes'],
      // The ALL-CAPS duplicate goes once it reads like the first (the CV spells its words).
      ['Elaboré guías de remisión'],
      // Without dates, listed below a job that ended (newest first): it ended too.
      ['Elaboré guías de remisión'],
    ]);
    expect(changes).toContainEqual({
      kind: 'bullet-rewrite',
      before: 'Elaboración de guías de remisión',
      after: 'Elaboré guías de remisión',
      message: 'Empezamos con un verbo de acción en pasado: el puesto ya terminó.',
    });
    expect(changes).toContainEqual({
      kind: 'bullet-rewrite',
      before: 'Responsable de cotizar fletes',
      after: 'Cotizo fletes',
      message: 'Empezamos con un verbo de acción en presente: es tu puesto actual.',
    });
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'duplicate-removed',
        before: 'ELABORACIÓN DE GUÍAS DE REMISIÓN',
      }),
    );
  });

  test('a job without dates takes the tense its own bullets speak in', () => {
    const source = createMessyTestCv();
    const [, ended] = source.experience;
    if (ended === undefined) throw new Error('test CV has two jobs');
    const { cv } = optimiseCv({
      ...source,
      experience: [
        {
          ...ended,
          dates: null,
          bullets: ['Concilié cuentas bancarias', 'Declaré impuestos', 'Elaboración de planillas'],
        },
        { ...ended, dates: null, bullets: ['Coordino rutas de reparto', 'Control de inventarios'] },
      ],
    });
    expect(cv.experience.map((entry) => entry.bullets)).toEqual([
      ['Concilié cuentas bancarias', 'Declaré impuestos', 'Elaboré planillas'],
      ['Coordino rutas de reparto', 'Controlo inventarios'],
    ]);
  });

  test('a job without dates at the top of the list keeps its tense unknown', () => {
    const source = createMessyTestCv();
    const [current, ended] = source.experience;
    if (current === undefined || ended === undefined) throw new Error('test CV has two jobs');
    const { cv } = optimiseCv({
      ...source,
      experience: [
        { ...ended, dates: null, bullets: ['Elaboración de guías de remisión'] },
        current,
        ended,
      ],
    });
    expect(cv.experience[0]?.bullets).toEqual(['Elaboración de guías de remisión']);
  });

  test('a free-text block that only repeated the header leaves with its heading, and the report says so', () => {
    const base = createMessyTestCv();
    const name = base.contact.name ?? '';
    const { cv, changes } = optimiseCv({
      ...base,
      sections: [
        ...base.sections,
        {
          id: 'firma',
          kind: 'other',
          heading: 'FIRMA',
          lines: [name],
          source: [{ text: name, bullet: false }],
        },
      ],
    });
    expect(name).not.toBe('');
    expect(cv.sections.map((section) => section.id)).not.toContain('firma');
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'duplicate-removed', before: name, after: null }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ kind: 'duplicate-removed', before: 'FIRMA', after: null }),
    );
  });

  test('the candidate’s own contact read into a typed section is dropped there, and reported', () => {
    const base = createTestCv();
    const { name, email, phone } = base.contact;
    expect([name, email, phone]).not.toContain(null);
    const { cv, changes } = optimiseCv({
      ...base,
      // A template's contact cells read under "Idiomas", its name cell into the skills list.
      sections: base.sections.map((section) =>
        section.id === 'idiomas'
          ? { ...section, lines: ['Correo electrónico', email ?? '', phone ?? ''] }
          : section,
      ),
      skills: base.skills.map((group, index) =>
        index === 0 ? { ...group, items: [...group.items, name ?? ''] } : group,
      ),
    });
    // The label goes with the value under it: alone it would print a label with nothing after it.
    expect(cv.sections.find((section) => section.id === 'idiomas')?.lines ?? []).toEqual([]);
    expect(cv.skills.flatMap((group) => group.items)).not.toContain(name);
    expect(cv.languages).toEqual(base.languages);
    for (const text of [`Correo electrónico ${email ?? ''}`, phone, name]) {
      expect(changes).toContainEqual(
        expect.objectContaining({ kind: 'duplicate-removed', before: text, after: null }),
      );
    }
  });

  test('a "languages" heading that names programming or tools is not renamed "Idiomas"', () => {
    const base = createTestCv();
    const withHeading = (heading: string) =>
      optimiseCv({
        ...base,
        sections: base.sections.map((section) =>
          section.id === 'idiomas' ? { ...section, heading } : section,
        ),
      }).cv.sections.find((section) => section.id === 'idiomas')?.heading;
    expect(withHeading('LENGUAJES DE PROGRAMACIÓN Y HERRAMIENTAS')).toBe(
      'LENGUAJES DE PROGRAMACIÓN Y HERRAMIENTAS',
    );
    expect(withHeading('Programming languages & tools')).toBe('Programming languages & tools');
    expect(withHeading('IDIOMAS')).toBe('Idiomas');
  });

  test('deduplicates and re-spells skills without touching mixed-case ones', () => {
    const { cv } = optimiseCv(
      createMessyTestCv({
        skills: [
          {
            sectionId: 'datos',
            name: null,
            items: ['excel', 'SAP', 'Excel', 'logística', 'Logistica'],
          },
          { sectionId: 'datos', name: 'Otros', items: ['power bi', 'iOS', 'sap'] },
        ],
      }),
    );
    expect(cv.skills).toEqual([
      { sectionId: 'datos', name: null, items: ['Excel', 'SAP', 'Logística'] },
      { sectionId: 'datos', name: 'Otros', items: ['Power BI', 'iOS'] },
    ]);
  });

  test('suggests a factual summary in the report when the CV has none, and never writes it into the CV', () => {
    const { cv, changes } = optimiseCv(createMessyTestCv());
    expect(cv.summary).toBeNull();
    expect(changes.filter((change) => change.kind === 'summary-suggested')).toEqual([
      expect.objectContaining({
        before: null,
        after:
          'Asistente de logística, con experiencia en Distribuidora Norte S.A. y Agroexportadora del Valle S.A.C. Formación: Bachiller en Administración, Universidad Nacional de Trujillo. Conocimientos: Excel, SAP, Logística.',
      }),
    ]);

    const bare = createMessyTestCv({ experience: [], education: [], skills: [] });
    expect(optimiseCv(bare).changes.some((change) => change.kind === 'summary-suggested')).toBe(
      false,
    );
    // A CV with a summary keeps it as written.
    expect(optimiseCv(createTestCv()).cv.summary).toBe(createTestCv().summary);
  });

  test('the suggested summary leaves out entries the parser was unsure of', () => {
    const messy = createMessyTestCv();
    const [first, ...rest] = messy.experience;
    if (first === undefined) throw new Error('the test CV has experience');
    const unsure = { ...first, confidence: { entry: 0.9, title: 0.3 } };
    const { changes } = optimiseCv({ ...messy, experience: [unsure, ...rest] });
    const suggestion = changes.find((change) => change.kind === 'summary-suggested');
    expect(suggestion?.after ?? '').not.toContain(first.organisation ?? '∅');
  });

  test('a summary without a heading gets the standard one, first', () => {
    const source = createTestCv();
    const { cv, changes } = optimiseCv(
      createTestCv({ sections: source.sections.filter((section) => section.kind !== 'summary') }),
    );
    expect(cv.sections[0]).toEqual({
      id: 'summary',
      kind: 'summary',
      heading: 'Perfil profesional',
      lines: [],
    });
    expect(cv.summary).toBe(source.summary);
    expect(changes).toEqual([
      {
        kind: 'heading',
        before: null,
        after: 'Perfil profesional',
        message: 'Pusimos tu perfil bajo el título «Perfil profesional».',
      },
    ]);
  });

  test('hints where a figure would help, in the report only', () => {
    const { cv, changes } = optimiseCv(createMessyTestCv());
    const hints = changes.filter((change) => change.kind === 'figure-hint');
    expect(hints.map((hint) => hint.before)).toEqual(['Reduje las mermas del almacén']);
    expect(hints[0]?.after).toBeNull();
    expect(cv.experience[0]?.bullets).toContain('Reduje las mermas del almacén');
  });

  test('the result is a valid CvDocument, scores higher, and a second pass changes nothing', () => {
    const source = createMessyTestCv();
    const first = optimiseCv(source);
    expect(cvDocumentSchema.parse(first.cv)).toEqual(first.cv);
    expect(analyseCv(first.cv).score).toBeGreaterThan(analyseCv(source).score);
    const second = optimiseCv(first.cv);
    // Hints and the suggested profile change nothing in the CV: they are offered again.
    const suggestions = new Set(['figure-hint', 'summary-suggested']);
    expect(second.changes.filter((change) => !suggestions.has(change.kind))).toEqual([]);
    expect(second.cv).toEqual(first.cv);
  });

  test('a clean CV is left as it is', () => {
    const source = createTestCv();
    const { cv, changes } = optimiseCv(source);
    expect(changes).toEqual([]);
    expect(cv).toEqual(source);
  });
});

// Never invent facts (PRODUCT.md §4): over many generated CVs, every number and every capitalised
// word of the output is in the input, except the standard headings, the summary's template words,
// month abbreviations and the verbs the rewrites conjugate.
describe('optimiseCv never invents facts', () => {
  const templateWords = [
    'Formación',
    'Conocimientos',
    'Experiencia',
    'Education',
    'Skills',
    'Experience',
    'Responsable',
    'Responsible',
  ];
  const monthWords = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
    'Present',
  ];
  const allowedWords = new Set(
    [
      ...templateWords,
      ...monthWords,
      ...Object.values(standardHeadings.es),
      ...Object.values(standardHeadings.en),
    ]
      .filter((value): value is string => value !== null)
      .flatMap((value) => value.split(/\s+/u))
      .map((word) => foldText(word)),
  );

  const wordsOf = (cv: CvDocument): string[] =>
    listCvTexts(cv).flatMap(({ text }) => text.match(/[\p{L}\p{N}]+/gu) ?? []);
  const numbersOf = (cv: CvDocument): Set<string> =>
    new Set(listCvTexts(cv).flatMap(({ text }) => text.match(/\d+/gu) ?? []));

  test.each(Array.from({ length: 60 }, (_, seed) => seed))('generated CV #%i', (seed) => {
    const source = generateCv(seed);
    const { cv } = optimiseCv(source);
    const sourceWords = new Set(wordsOf(source).map((word) => foldText(word)));
    const bulletOpeners = new Set(
      [...cv.experience, ...cv.projects]
        .flatMap((entry) => entry.bullets)
        .filter(startsWithActionVerb)
        .map((bullet) => foldText(/\p{L}+/u.exec(bullet)?.[0] ?? '')),
    );
    for (const number of numbersOf(cv)) expect(numbersOf(source)).toContain(number);
    // Nothing is lost either: every figure of the bullets survives the rewrites (dates are
    // re-written from their parsed parts, checked in the test above).
    const bulletNumbers = (document: CvDocument): Set<string> =>
      new Set(document.experience.flatMap((entry) => entry.bullets.join(' ').match(/\d+/gu) ?? []));
    expect(bulletNumbers(cv)).toEqual(bulletNumbers(source));
    for (const word of wordsOf(cv).filter((candidate) => /^\p{Lu}/u.test(candidate))) {
      const folded = foldText(word);
      const known =
        sourceWords.has(folded) || allowedWords.has(folded) || bulletOpeners.has(folded);
      expect(known, `"${word}" is not in the source CV`).toBe(true);
    }
    // The typed facts are carried over unchanged.
    expect(cv.experience.map((entry) => [entry.title, entry.organisation])).toEqual(
      source.experience.map((entry) => [entry.title, entry.organisation]),
    );
    expect(cv.education.map((entry) => [entry.degree, entry.institution])).toEqual(
      source.education.map((entry) => [entry.degree, entry.institution]),
    );
  });
});

/** A small deterministic PRNG (mulberry32), so every generated CV is reproducible by its seed. */
function createRandom(seed: number): () => number {
  let state = seed + 0x6d2b79f5;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function generateCv(seed: number): CvDocument {
  const random = createRandom(seed);
  const pick = <Item>(items: readonly Item[]): Item =>
    items[Math.floor(random() * items.length)] as Item;
  const some = <Item>(items: readonly Item[], count: number): Item[] =>
    Array.from({ length: count }, () => pick(items));
  const titles = [
    'Analista de Créditos',
    'JEFE DE ALMACÉN',
    'Asistente Administrativa',
    'Ingeniero de Sistemas',
    'Vendedor',
    null,
  ];
  const organisations = [
    'Banco de Crédito del Perú',
    'Minera Las Bambas',
    'Hospital Regional de Ica',
    'Tiendas EFE',
    'ONG Ayuda en Acción',
    null,
  ];
  const bullets = [
    'Me encargué de coordinar las entregas con 14 transportistas.',
    'me encargué de la supervisión de 8 promotores',
    'Yo atendía a clientes del BCP en la agencia Miraflores',
    'Fui responsable del cierre de caja diario',
    'Mi función era registrar facturas en SAP',
    'Elaboración de reportes para Gerencia General.',
    'Reduje los reclamos en 30 %.',
    'Incrementé las ventas del Q3',
    'Estuve a cargo de la implementación de Odoo',
    'I managed the Lima warehouse',
    'Apoyé en la auditoría de SUNAT 2019',
    'Me encargaba de la atención al público',
  ];
  const skills = [
    'excel',
    'Excel',
    'SAP',
    'sap',
    'power bi',
    'Quechua',
    'liderazgo',
    'Liderazgo',
    'AutoCAD 2020',
  ];
  const headings = ['EXPERIENCIA LABORAL', 'Trayectoria', 'Mis trabajos', 'Experiencia'];
  const monthNames = [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Setiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ];
  // The source text says what the parsed dates say, in one of the styles people write.
  const makeRange = (): DateRange => {
    const style = pick(['numeric', 'full', 'year'] as const);
    const year = 2010 + Math.floor(random() * 12);
    const current = random() < 0.3;
    const month = (): number | null => (style === 'year' ? null : 1 + Math.floor(random() * 12));
    const start = { year, month: month() };
    const end = current ? null : { year: year + 1, month: month() };
    const write = (date: { year: number; month: number | null }): string =>
      date.month === null
        ? String(date.year)
        : style === 'numeric'
          ? `${String(date.month).padStart(2, '0')}/${date.year}`
          : `${monthNames[date.month - 1]} ${date.year}`;
    return {
      start,
      end,
      current,
      text: `${write(start)} - ${end === null ? pick(['a la fecha', 'Actualidad']) : write(end)}`,
    };
  };
  const base = createMessyTestCv();
  return {
    ...base,
    language: random() < 0.8 ? 'es' : 'en',
    contact: { ...base.contact, headline: random() < 0.5 ? null : 'Técnico en Contabilidad' },
    sections: [
      { id: 'skills', kind: 'skills', heading: 'Conocimientos', lines: [] },
      { id: 'work', kind: 'experience', heading: pick(headings), lines: [] },
      { id: 'school', kind: 'education', heading: 'Formación', lines: [] },
    ],
    experience: Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
      sectionId: 'work',
      title: pick(titles),
      organisation: pick(organisations),
      location: pick(['Lima', 'Arequipa', null]),
      dates: random() < 0.9 ? makeRange() : null,
      bullets: some(bullets, 1 + Math.floor(random() * 5)),
    })),
    education: [
      {
        sectionId: 'school',
        degree: pick(['Bachiller en Economía', 'Técnico en Computación', null]),
        institution: pick(['Universidad de Piura', 'SENATI', 'Instituto Cibertec']),
        location: null,
        dates: makeRange(),
        details: [],
      },
    ],
    skills: [
      { sectionId: 'skills', name: null, items: some(skills, 2 + Math.floor(random() * 5)) },
    ],
  };
}
