import { describe, expect, it } from 'vitest';
import { buildTestLines } from './build-test-lines';
import { detectLanguage } from './language-detection';
import {
  parseCertificationEntries,
  parseLanguageEntries,
  parseProjectEntries,
  parseSkillGroups,
  namesThings,
} from './lists';

describe('parseLanguageEntries', () => {
  it('reads names and levels in the usual forms', () => {
    const lines = buildTestLines([
      'Inglés: Avanzado',
      'Portugués – B1',
      'Español (nativo), Quechua básico',
      'Francés — Intermedio (B1)',
      'English',
      'Native',
      'Idiomas extranjeros en curso',
    ]);
    const parsed = parseLanguageEntries(lines, 'section-1');
    expect(parsed.entries.map((entry) => [entry.name, entry.level])).toEqual([
      ['Inglés', 'Avanzado'],
      ['Portugués', 'B1'],
      ['Español', 'nativo'],
      ['Quechua', 'básico'],
      ['Francés', 'Intermedio (B1)'],
      ['English', 'Native'],
    ]);
    expect(parsed.rest).toEqual(['Idiomas extranjeros en curso']);
  });
});

describe('parseSkillGroups and parseCertificationEntries', () => {
  it('reads named and plain skill groups', () => {
    const groups = parseSkillGroups(
      buildTestLines(['Ofimática: Excel avanzado; Word', '• SQL, Python']),
      's',
    );
    expect(groups.map((group) => [group.name, group.items])).toEqual([
      ['Ofimática', ['Excel avanzado', 'Word']],
      [null, ['SQL', 'Python']],
    ]);
  });

  it('cuts a line into items only when it is a list, keeping categories and levels', () => {
    const groups = parseSkillGroups(
      buildTestLines([
        'Lenguajes: Python, SQL, JavaScript.',
        'Ofimática: Excel – tablas dinámicas y macros',
        'Inglés – Intermedio, Portugués - Básico',
        'Herramientas: Microsoft Office (Word, Excel), Power BI',
        'Trabajo en equipo, liderazgo, comunicación efectiva',
        'Manejo de caja y atención al cliente con rapidez',
        'Puntualidad.',
        'Git | Docker',
      ]),
      's',
    );
    expect(groups.map((group) => [group.name, group.items])).toEqual([
      ['Lenguajes', ['Python', 'SQL', 'JavaScript']],
      ['Ofimática', ['Excel – tablas dinámicas y macros']],
      [null, ['Inglés – Intermedio', 'Portugués - Básico']],
      ['Herramientas', ['Microsoft Office (Word, Excel)', 'Power BI']],
      [null, ['Trabajo en equipo', 'liderazgo', 'comunicación efectiva']],
      [null, ['Manejo de caja y atención al cliente con rapidez']],
      [null, ['Puntualidad']],
      [null, ['Git', 'Docker']],
    ]);
  });

  it("reads a category set on its own line over its items as that group's name", () => {
    const groups = parseSkillGroups(
      buildTestLines([
        { text: 'LENGUAJES Y HERRAMIENTAS', bold: true },
        'Python, SQL, Power BI, Excel avanzado.',
        'GESTIÓN DE PROYECTOS',
        'Scrum, Kanban, MS Project',
        // One item a line under its category: every line is the category's.
        { text: 'Idiomas', bold: true, fontSize: 12 },
        'Inglés',
        'Quechua',
        { text: 'Liderazgo', bold: true },
        'Guío equipos de cinco personas en campañas de venta.',
        // Skills one per line in capitals stay items, and so does a category with nothing under it.
        'EXCEL',
        'WORD',
        { text: 'Trabajo en equipo', bold: true },
      ]),
      's',
    );
    expect(groups.map((group) => [group.name, group.items])).toEqual([
      ['LENGUAJES Y HERRAMIENTAS', ['Python', 'SQL', 'Power BI', 'Excel avanzado']],
      ['GESTIÓN DE PROYECTOS', ['Scrum', 'Kanban', 'MS Project']],
      ['Idiomas', ['Inglés', 'Quechua']],
      ['Liderazgo', ['Guío equipos de cinco personas en campañas de venta']],
      [null, ['EXCEL', 'WORD', 'Trabajo en equipo']],
    ]);
  });

  it('reads a certification block with its issuer and date', () => {
    const lines = buildTestLines([
      { text: 'AWS Certified Developer', block: 1 },
      { text: 'Amazon Web Services', block: 1 },
      { text: '2019', block: 1 },
      { text: 'Scrum Master (2021)', block: 2 },
    ]);
    expect(
      parseCertificationEntries(lines, 's').map((entry) => [
        entry.name,
        entry.issuer,
        entry.date?.year,
      ]),
    ).toEqual([
      ['AWS Certified Developer', 'Amazon Web Services', 2019],
      ['Scrum Master', null, 2021],
    ]);
  });

  it('reads projects with a name and bullets', () => {
    const lines = buildTestLines([
      { text: 'DevFlow', bold: true, block: 1 },
      { text: 'Creator & Maintainer', bold: true, block: 1 },
      { text: 'Open-source CLI tool', listItem: true, block: 2 },
    ]);
    expect(parseProjectEntries(lines, 's')).toEqual([
      {
        sectionId: 's',
        name: 'DevFlow',
        dates: null,
        bullets: ['Creator & Maintainer', 'Open-source CLI tool'],
      },
    ]);
  });
});

describe('detectLanguage', () => {
  it('tells Spanish from English', () => {
    expect(detectLanguage('Experiencia laboral en la empresa de servicios para el Perú')).toBe(
      'es',
    );
    expect(detectLanguage('Built the payments platform for the team with Go and Kafka')).toBe('en');
  });
});

describe('namesThings', () => {
  it.each([
    'Tecnologías utilizadas: PHP, MySQL, HTML',
    'Herramienta utilizada: Figma',
    'Herramientas: Excel, Power BI',
    'Tecnologías usadas como React.js y Node.js',
    'Logros:',
    'Principales funciones:',
    'Tech stack: Python, Airflow',
    'Tema: Propiedades ópticas de películas delgadas de óxido de zinc',
    'Contacto: Rosa Díaz Paredes: 987 654 321',
    'Jefe inmediato: Ing. Carlos Huamán',
    // A link, and the heading of the job's objective.
    'Web: http://tiendawasi.pe',
    'Sitio web: www.kamayoq.com',
    'GitHub: github.com/pukara/app-citas',
    'Objetivo del puesto:',
  ])('"%s" names things', (line) => {
    expect(namesThings(line)).toBe(true);
  });

  it.each([
    'Implementé el módulo de asistencia en PHP',
    'Logro: reduje las mermas en 12 %',
    'Funciones: caja, almacén y despacho',
    'Desarrollo de trabajos de seguridad ofensiva:',
    'Herramientas de gestión implementadas en la empresa para el área comercial: CRM',
    'Web scraping de precios de la competencia con Python',
    'Objetivo del puesto: asegurar el abastecimiento de las tiendas',
  ])('"%s" does not', (line) => {
    expect(namesThings(line)).toBe(false);
  });
});

describe('parseProjectEntries: projects listed as name and tools', () => {
  it('gives each listed name its own project', () => {
    const lines = buildTestLines([
      { text: 'Agenda de Citas para Consultorio', bold: true, block: 1 },
      { text: 'Tecnologías utilizadas: PHP, MySQL', listItem: true, block: 2 },
      { text: 'Tienda Virtual de Artesanías', listItem: true, block: 2 },
      { text: 'Tecnologías utilizadas: HTML, CSS', listItem: true, block: 2 },
      { text: 'Diseño de Interfaz de App de Delivery', listItem: true, block: 2 },
      { text: 'Herramienta utilizada: Figma', listItem: true, block: 2 },
    ]);
    expect(
      parseProjectEntries(lines, 's').map((project) => [project.name, project.bullets]),
    ).toEqual([
      ['Agenda de Citas para Consultorio', ['Tecnologías utilizadas: PHP, MySQL']],
      ['Tienda Virtual de Artesanías', ['Tecnologías utilizadas: HTML, CSS']],
      ['Diseño de Interfaz de App de Delivery', ['Herramienta utilizada: Figma']],
    ]);
  });

  it('keeps a project whole when its lines are duties', () => {
    const lines = buildTestLines([
      { text: 'Agenda de Citas', bold: true, block: 1 },
      { text: 'Tecnologías utilizadas: PHP, MySQL', listItem: true, block: 2 },
      { text: 'Desarrollé el módulo de pagos', listItem: true, block: 2 },
      { text: 'Tecnologías utilizadas: Stripe', listItem: true, block: 2 },
    ]);
    expect(parseProjectEntries(lines, 's')).toHaveLength(1);
  });
});

describe('lines a narrow column wrapped', () => {
  // A sidebar 160 pt wide: each item wraps where the column ends, in a block of its own.
  const sidebar = (items: readonly (readonly string[])[]) =>
    buildTestLines(
      items.flatMap((item, block) =>
        item.map((text, index) => ({
          text,
          block,
          width: index === item.length - 1 ? 60 : 150,
        })),
      ),
    );

  it('joins a skill cut mid-phrase, and leaves items one a line alone', () => {
    const lines = sidebar([
      ['InDesign y After Effects a nivel', 'avanzado.'],
      ['Fotografía de producto y edición en', 'Lightroom.'],
      ['Excel avanzado', 'Power BI'],
    ]);
    expect(parseSkillGroups(lines, 's').flatMap((group) => group.items)).toEqual([
      'InDesign y After Effects a nivel avanzado',
      'Fotografía de producto y edición en Lightroom',
      'Excel avanzado',
      'Power BI',
    ]);
  });

  it('reads languages listed in a sentence over three lines', () => {
    const lines = sidebar([
      ['Español (nativo), quechua', '(intermedio), inglés (intermedio –', 'ICPNA).'],
    ]);
    expect(
      parseLanguageEntries(lines, 's').entries.map((entry) => [entry.name, entry.level]),
    ).toEqual([
      ['Español', 'nativo'],
      ['quechua', 'intermedio'],
      ['inglés', '(intermedio – ICPNA).'],
    ]);
  });

  it('never joins lines of unknown width (a Word paragraph is read whole)', () => {
    const lines = buildTestLines([
      { text: 'Trabajo en equipo', block: 0, width: 0 },
      { text: 'liderazgo', block: 0, width: 0 },
    ]);
    expect(parseSkillGroups(lines, 's').flatMap((group) => group.items)).toEqual([
      'Trabajo en equipo',
      'liderazgo',
    ]);
  });
});
