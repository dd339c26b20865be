// Fictional, realistic CvDocuments for the render tests (and any stage that needs a whole CV without
// parsing a file): a two-page Spanish CV with accents, "ñ", "–" and bullets, and an English one.
import { cvDocumentVersion, type CvDocument, type DateRange } from '../model/cv-document';

function range(
  text: string,
  start: [number, number | null] | null,
  end: [number, number | null] | null,
): DateRange {
  return {
    text,
    start: start === null ? null : { year: start[0], month: start[1] },
    end: end === null ? null : { year: end[0], month: end[1] },
    current: end === null,
  };
}

/**
 * A two-page Spanish CV of a fictional Peruvian systems engineer, with every section kind the
 * renderers handle.
 *
 * @example const cv = createSpanishCvDocument(); cv.contact.name // 'María Fernanda Quispe Ñahui'
 */
export function createSpanishCvDocument(): CvDocument {
  return {
    version: cvDocumentVersion,
    language: 'es',
    contact: {
      name: 'María Fernanda Quispe Ñahui',
      headline: 'Ingeniera de Sistemas – Analista de Datos',
      email: 'maria.quispe@correo.pe',
      phone: '+51 987 654 321',
      location: 'Miraflores, Lima',
      links: ['linkedin.com/in/mariaquispe', 'github.com/mquispe'],
    },
    summary:
      'Ingeniera de Sistemas con más de 6 años de experiencia en análisis de datos, automatización ' +
      'de reportes y gestión de proyectos de inteligencia de negocios en los sectores financiero y ' +
      'retail. Acostumbrada a trabajar con equipos multidisciplinarios y a traducir necesidades del ' +
      'negocio en tableros e indicadores que guían decisiones diarias.',
    sections: [
      { id: 's-summary', kind: 'summary', heading: 'Perfil profesional', lines: [] },
      { id: 's-experience', kind: 'experience', heading: 'Experiencia profesional', lines: [] },
      { id: 's-education', kind: 'education', heading: 'Formación académica', lines: [] },
      { id: 's-certifications', kind: 'certifications', heading: 'Certificaciones', lines: [] },
      { id: 's-projects', kind: 'projects', heading: 'Proyectos', lines: [] },
      { id: 's-skills', kind: 'skills', heading: 'Habilidades', lines: [] },
      { id: 's-languages', kind: 'languages', heading: 'Idiomas', lines: [] },
      {
        id: 's-volunteering',
        kind: 'volunteering',
        heading: 'Voluntariado',
        lines: [
          'Asociación Niños del Perú – Mentora de programación (2019 – 2021)',
          '• Dicté talleres de Scratch y Python a 40 escolares de Villa El Salvador.',
          '• Coordiné la campaña anual de donación de computadoras.',
        ],
      },
      { id: 's-empty', kind: 'awards', heading: 'Premios', lines: [] },
      {
        id: 's-interests',
        kind: 'interests',
        heading: 'Intereses',
        lines: ['Montañismo en la Cordillera Blanca, ajedrez y cocina peruana.'],
      },
    ],
    experience: [
      {
        sectionId: 's-experience',
        title: 'Analista de Datos Senior',
        organisation: 'Banco Andino del Perú S.A.',
        location: 'San Isidro, Lima',
        dates: range('ene. 2021 – actualidad', [2021, 1], null),
        bullets: [
          'Automaticé 35 reportes regulatorios con Python y SQL, reduciendo el tiempo de cierre mensual de 5 a 2 días.',
          'Diseñé el tablero de morosidad en Power BI usado por 120 gerentes de agencia en todo el país.',
          'Lideré la migración del data mart de riesgos a Azure Synapse con un equipo de 4 analistas.',
          'Capacité a 60 colaboradores en análisis de datos y buenas prácticas de visualización.',
        ],
      },
      {
        sectionId: 's-experience',
        title: 'Analista de Inteligencia de Negocios',
        organisation: 'Supermercados Norteños S.A.C.',
        location: 'Trujillo, La Libertad',
        dates: range('mar. 2018 – dic. 2020', [2018, 3], [2020, 12]),
        bullets: [
          'Construí modelos de pronóstico de demanda para 85 tiendas, con un error medio del 8 %.',
          'Integré datos de ventas, inventario y logística en un único repositorio en PostgreSQL.',
          'Reduje en 15 % las roturas de stock mediante alertas automáticas de reposición.',
        ],
      },
      {
        sectionId: 's-experience',
        title: 'Practicante de Desarrollo de Software',
        organisation: 'Municipalidad Provincial de Arequipa',
        location: 'Arequipa',
        dates: range('ene. 2017 – feb. 2018', [2017, 1], [2018, 2]),
        bullets: [
          'Desarrollé el módulo de trámites en línea en Java y Spring, usado por 12 000 vecinos al año.',
          'Documenté los procesos de atención al ciudadano para su digitalización.',
        ],
      },
      {
        sectionId: 's-experience',
        title: 'Asistente de Soporte Técnico',
        organisation: 'Colegio San José de Cayma',
        location: 'Arequipa',
        dates: range('jun. 2015 – dic. 2016', [2015, 6], [2016, 12]),
        bullets: [
          'Di soporte a 200 usuarios y mantuve la red de tres laboratorios de cómputo.',
          'Implementé un inventario de equipos en hojas de cálculo compartidas.',
        ],
      },
    ],
    education: [
      {
        sectionId: 's-education',
        degree: 'Maestría en Ciencia de Datos',
        institution: 'Universidad del Pacífico',
        location: 'Lima',
        dates: range('2022 – 2024', [2022, null], [2024, null]),
        details: ['Tesis: «Predicción de morosidad en microcréditos con aprendizaje automático».'],
      },
      {
        sectionId: 's-education',
        degree: 'Bachiller en Ingeniería de Sistemas',
        institution: 'Universidad Nacional de San Agustín de Arequipa',
        location: 'Arequipa',
        dates: range('2012 – 2017', [2012, null], [2017, null]),
        details: ['Tercio superior de la promoción.', 'Delegada del Centro de Estudiantes (2015).'],
      },
    ],
    skills: [
      {
        sectionId: 's-skills',
        name: 'Técnicas',
        items: ['Python', 'SQL', 'Power BI', 'Azure Synapse', 'PostgreSQL', 'ETL', 'Estadística'],
      },
      {
        sectionId: 's-skills',
        name: 'Gestión',
        items: ['Scrum', 'Gestión de interesados', 'Presentaciones ejecutivas'],
      },
      { sectionId: 's-skills', name: null, items: ['Trabajo en equipo', 'Comunicación efectiva'] },
    ],
    languages: [
      { sectionId: 's-languages', name: 'Español', level: 'Nativo' },
      { sectionId: 's-languages', name: 'Quechua', level: 'Intermedio' },
      { sectionId: 's-languages', name: 'Inglés', level: 'Avanzado (B2)' },
    ],
    certifications: [
      {
        sectionId: 's-certifications',
        name: 'Microsoft Certified: Power BI Data Analyst Associate',
        issuer: 'Microsoft',
        date: { year: 2022, month: 5 },
      },
      {
        sectionId: 's-certifications',
        name: 'Scrum Foundation Professional Certificate',
        issuer: 'CertiProf',
        date: { year: 2020, month: null },
      },
    ],
    projects: [
      {
        sectionId: 's-projects',
        name: 'Observatorio de precios de alimentos en mercados de Lima',
        dates: range('2023', [2023, null], [2023, null]),
        bullets: [
          'Recolecté y publiqué precios semanales de 50 productos con web scraping y Airflow.',
          'Publiqué los datos abiertos en GitHub, con más de 300 descargas.',
        ],
      },
    ],
    warnings: [],
  };
}

/**
 * A one-page English CV of a fictional Lima-based developer, without a summary section (its
 * summary goes under the standard heading) and with a skills section of plain lines.
 *
 * @example const cv = createEnglishCvDocument(); cv.language // 'en'
 */
export function createEnglishCvDocument(): CvDocument {
  return {
    version: cvDocumentVersion,
    language: 'en',
    contact: {
      name: 'Jorge Luis Mendoza',
      headline: 'Full-Stack Developer',
      email: 'jorge.mendoza@example.com',
      phone: '+51 912 345 678',
      location: 'Lima, Peru',
      links: ['jorgemendoza.dev'],
    },
    summary:
      'Full-stack developer with 4 years of experience building web applications with TypeScript, ' +
      'React and Node.js for fintech and logistics companies.',
    sections: [
      { id: 'e-experience', kind: 'experience', heading: 'Work Experience', lines: [] },
      { id: 'e-education', kind: 'education', heading: 'Education', lines: [] },
      { id: 'e-skills', kind: 'skills', heading: 'Skills', lines: [] },
      { id: 'e-languages', kind: 'languages', heading: 'Languages', lines: [] },
    ],
    experience: [
      {
        sectionId: 'e-experience',
        title: 'Software Engineer',
        organisation: 'Rappi Peru',
        location: 'Lima',
        dates: range('Feb 2022 – Present', [2022, 2], null),
        bullets: [
          'Built the courier payouts service in Node.js, processing 40,000 payments a week.',
          'Cut the checkout page load time by 35% by splitting the React bundle.',
        ],
      },
      {
        sectionId: 'e-experience',
        title: 'Junior Developer',
        organisation: 'Logística Express S.A.C.',
        location: 'Callao',
        dates: range('Jan 2020 – Jan 2022', [2020, 1], [2022, 1]),
        bullets: ['Developed a shipment tracking portal used by 300 business clients.'],
      },
    ],
    education: [
      {
        sectionId: 'e-education',
        degree: 'B.Sc. in Software Engineering',
        institution: 'Universidad Peruana de Ciencias Aplicadas',
        location: 'Lima',
        dates: range('2015 – 2019', [2015, null], [2019, null]),
        details: [],
      },
    ],
    skills: [
      {
        sectionId: 'e-skills',
        name: 'Languages & Frameworks',
        items: ['TypeScript', 'React', 'Node.js', 'PostgreSQL'],
      },
    ],
    languages: [
      { sectionId: 'e-languages', name: 'Spanish', level: 'Native' },
      { sectionId: 'e-languages', name: 'English', level: 'Fluent (C1)' },
    ],
    certifications: [],
    projects: [],
    warnings: [],
  };
}

/**
 * Every text field of a CV in the order a reader meets it, read straight from the CvDocument (not
 * through the layout model), so renderer tests check the files against the data independently.
 *
 * @example listCvContentInOrder(createEnglishCvDocument())[0] // 'Jorge Luis Mendoza'
 */
export function listCvContentInOrder(cv: CvDocument): string[] {
  const { name, headline, email, phone, location, links } = cv.contact;
  const content: (string | null | undefined)[] = [name, headline, email, phone, location, ...links];
  if (!cv.sections.some((section) => section.kind === 'summary')) content.push(cv.summary);
  for (const section of cv.sections) {
    const inSection = <Entry extends { sectionId: string }>(entries: readonly Entry[]) =>
      entries.filter((entry) => entry.sectionId === section.id);
    const sectionContent = [
      ...(section.kind === 'summary' ? [cv.summary] : []),
      ...inSection(cv.experience).flatMap((entry) => [
        entry.title,
        entry.organisation,
        entry.dates?.text,
        entry.location,
        ...entry.bullets,
      ]),
      ...inSection(cv.projects).flatMap((entry) => [
        entry.name,
        entry.dates?.text,
        ...entry.bullets,
      ]),
      ...inSection(cv.education).flatMap((entry) => [
        entry.degree,
        entry.institution,
        entry.dates?.text,
        entry.location,
        ...entry.details,
      ]),
      ...inSection(cv.certifications).flatMap((entry) => [entry.name, entry.issuer]),
      ...inSection(cv.skills).flatMap((group) => [group.name, ...group.items]),
      ...inSection(cv.languages).flatMap((entry) => [entry.name, entry.level]),
      ...section.lines.map((line) => line.replace(/^[•·-]\s+/u, '')),
    ].filter((text) => text !== null && text !== undefined && text !== '');
    if (sectionContent.length > 0) content.push(section.heading, ...sectionContent);
  }
  return content.filter((text): text is string => typeof text === 'string' && text !== '');
}

/**
 * The first of `expected` that is not found in `text` after the one before it (whitespace runs
 * compared as one space), or null when all appear in order.
 *
 * @example findFirstOutOfOrder('a b c', ['a', 'c']) // null
 */
export function findFirstOutOfOrder(text: string, expected: readonly string[]): string | null {
  const collapse = (value: string) => value.replace(/\s+/gu, ' ').trim();
  const haystack = collapse(text);
  let position = 0;
  for (const piece of expected) {
    const index = haystack.indexOf(collapse(piece), position);
    if (index < 0) return piece;
    position = index + collapse(piece).length;
  }
  return null;
}

/** Fictional achievements, of the lengths real bullets have (one or two lines). */
const extraAchievements = [
  'Migrated the nightly billing jobs to a queue, so a failed run resumes instead of starting over.',
  'Wrote the onboarding guide new developers follow in their first week.',
  'Reviewed about 20 pull requests a week and paired with two interns on their first features.',
  'Added end-to-end tests to the release pipeline, catching regressions before each deploy to the stores.',
];

/**
 * The CV with `count` more fictional jobs of three bullets each at the end of its experience, to
 * make it as long as a test needs (about a sixth of a page each).
 *
 * @example withExtraJobs(createEnglishCvDocument(), 3).experience.length // 5
 */
export function withExtraJobs(cv: CvDocument, count: number): CvDocument {
  const sectionId = cv.experience[0]?.sectionId ?? cv.sections[0]?.id ?? 'experience';
  const jobs = Array.from({ length: count }, (_, index) => ({
    sectionId,
    title: `Support Developer ${index + 1}`,
    organisation: 'Distribuidora Los Andes S.A.C.',
    location: 'Lima',
    dates: range(`${2010 + index} – ${2011 + index}`, [2010 + index, null], [2011 + index, null]),
    bullets: [0, 1, 2].map(
      (offset) => extraAchievements[(index + offset) % extraAchievements.length] ?? '',
    ),
  }));
  return { ...cv, experience: [...cv.experience, ...jobs] };
}
