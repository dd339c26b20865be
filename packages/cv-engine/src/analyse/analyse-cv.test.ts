import { describe, expect, test } from 'vitest';
import { analyseCv, atsFindingCodes, type AtsFinding } from './analyse-cv';
import { findingWeights } from './finding-weights';
import { createMessyTestCv, createTestCv } from './test-cv';

const codesOf = (findings: readonly AtsFinding[]): string[] =>
  findings.map((finding) => finding.code);

describe('analyseCv', () => {
  test('asks only a duty for an action verb, never a label line or a place under a job', () => {
    const base = createTestCv();
    const [first, ...rest] = base.experience;
    if (first === undefined) throw new Error('the test CV has experience');
    const cv = {
      ...base,
      experience: [
        {
          ...first,
          bullets: [
            'Tecnologías usadas: React, Node',
            'Lima, Perú',
            'Apoyo a los vendedores de la tienda',
          ],
        },
        ...rest,
      ],
    };
    const asked = analyseCv(cv)
      .findings.filter((finding) => finding.code === 'BULLET_WITHOUT_ACTION_VERB')
      .map((finding) => finding.text);
    expect(asked).toEqual(['Apoyo a los vendedores de la tienda']);
  });

  test('a clean CV scores 100 with no findings', () => {
    const report = analyseCv(createTestCv());
    expect(report.findings).toEqual([]);
    expect(report.score).toBe(100);
    expect(report.keywordCoverage).toBeUndefined();
  });

  test('missing contact data costs what the weights table says, most severe first', () => {
    const cv = createTestCv({
      contact: { name: null, headline: null, email: null, phone: ' ', location: null, links: [] },
    });
    const report = analyseCv(cv);
    expect(codesOf(report.findings)).toEqual([
      'MISSING_NAME',
      'MISSING_EMAIL',
      'MISSING_PHONE',
      'MISSING_LOCATION',
      'MISSING_LINKEDIN',
    ]);
    expect(report.findings.map((finding) => finding.severity)).toEqual([
      'high',
      'high',
      'high',
      'medium',
      'low',
    ]);
    expect(report.score).toBe(100 - 15 - 15 - 10 - 4 - 2);
    expect(report.findings.every((finding) => finding.text === null)).toBe(true);
  });

  test('reports every problem of a messy CV with the text it refers to, in Spanish', () => {
    const report = analyseCv(createMessyTestCv());
    const codes = codesOf(report.findings);
    expect(codes).toEqual(
      expect.arrayContaining([
        'MISSING_SUMMARY',
        'NON_STANDARD_HEADING',
        'INCONSISTENT_DATE_FORMATS',
        'ENTRY_WITHOUT_DATES',
        'FIRST_PERSON',
        'BULLET_WITHOUT_ACTION_VERB',
        'TOO_SHORT',
      ]),
    );
    const heading = report.findings.find((finding) => finding.text === 'Lo que hice');
    expect(heading?.message).toBe(
      'El título «Lo que hice» no es estándar: un ATS lo reconoce mejor como «Experiencia profesional».',
    );
    const dates = report.findings.find((finding) => finding.code === 'INCONSISTENT_DATE_FORMATS');
    expect(dates?.text).toBe('03/2021 - a la fecha | Enero 2019 – Diciembre 2020');
    const firstPerson = report.findings.find(
      (finding) => finding.text === 'yo controlaba el inventario del almacén central',
    );
    expect(firstPerson?.code).toBe('FIRST_PERSON');
    expect(firstPerson?.message).toContain('«yo»');
    expect(
      report.findings.find((finding) => finding.code === 'BULLET_WITHOUT_ACTION_VERB')?.text,
    ).toBe('Fui responsable de la flota de 12 camiones.');
    // Five first-person bullets at 2 points each are capped at 8.
    const firstPersonImpact = report.findings
      .filter((finding) => finding.code === 'FIRST_PERSON')
      .reduce((sum, finding) => sum + finding.impact, 0);
    expect(firstPersonImpact).toBe(findingWeights.FIRST_PERSON.maximum);
  });

  test('the score is 100 minus the impacts, an integer, and the same every time', () => {
    const cv = createMessyTestCv();
    const report = analyseCv(cv);
    const lost = report.findings.reduce((sum, finding) => sum + finding.impact, 0);
    expect(report.score).toBe(100 - lost);
    expect(Number.isInteger(report.score)).toBe(true);
    expect(analyseCv(cv)).toEqual(report);
  });

  test('the score never goes below 0', () => {
    const empty = createMessyTestCv({
      contact: { name: null, headline: null, email: null, phone: null, location: null, links: [] },
      experience: [],
      sections: [{ id: 'x', kind: 'other', heading: 'Cosas', lines: [] }],
      skills: [],
      education: [],
      warnings: Array.from({ length: 8 }, (_, index) => ({
        code: 'UNPLACED_LINE',
        message: 'No se pudo ubicar',
        text: `línea ${index}`,
      })),
    });
    const report = analyseCv(empty, { jobPosting: 'Conocimientos: SQL Server, Java, PostgreSQL' });
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThan(30);
  });

  test('bullets without figures, a missing skills section and unplaced lines are reported', () => {
    const base = createTestCv();
    const cv = createTestCv({
      experience: base.experience.map((entry) => ({
        ...entry,
        bullets: entry.bullets.map((bullet) => bullet.replace(/\d+/gu, 'varios')),
      })),
      skills: [],
      warnings: [{ code: 'UNPLACED_LINE', message: 'No se pudo ubicar', text: 'Ref. Sr. Pérez' }],
    });
    const report = analyseCv(cv);
    expect(codesOf(report.findings)).toEqual(['MISSING_SKILLS', 'NO_FIGURES', 'UNPLACED_TEXT']);
    expect(report.findings.find((finding) => finding.code === 'UNPLACED_TEXT')?.text).toBe(
      'Ref. Sr. Pérez',
    );
  });

  test('a CV over two pages is too long', () => {
    const base = createTestCv();
    const longBullet =
      'Coordiné con las áreas de compras, tesorería y presupuesto el cierre mensual de las cuentas por pagar y por cobrar de la empresa.';
    const cv = createTestCv({
      experience: base.experience.map((entry) => ({
        ...entry,
        bullets: [...entry.bullets, ...Array.from({ length: 12 }, () => longBullet)],
      })),
    });
    const report = analyseCv(cv);
    expect(codesOf(report.findings)).toEqual(['TOO_LONG']);
    expect(report.findings[0]?.message).toMatch(
      /^Tu CV tiene unas \d+ palabras, más de dos páginas/u,
    );
  });

  test('"mine" is first person as a pronoun, not as the mine of a mining CV', () => {
    const base = createTestCv();
    const cv = createTestCv({
      language: 'en',
      experience: [
        {
          ...base.experience[0]!,
          bullets: [
            'Led weekly mine plans for a 90 ktpd open-pit mine.',
            'Rebuilt the haulage model, a side project of mine.',
          ],
        },
      ],
    });
    const findings = analyseCv(cv).findings.filter((finding) => finding.code === 'FIRST_PERSON');
    expect(findings.map((finding) => finding.text)).toEqual([
      'Rebuilt the haulage model, a side project of mine.',
    ]);
  });

  test('English CVs get first-person findings for "I" and "my", not for Roman numerals', () => {
    const base = createTestCv();
    const cv = createTestCv({
      language: 'en',
      experience: [
        {
          ...base.experience[0]!,
          bullets: [
            'I managed my team of 4 analysts.',
            'Taught Accounting I and II to 30 students.',
          ],
        },
      ],
    });
    const findings = analyseCv(cv).findings.filter((finding) => finding.code === 'FIRST_PERSON');
    expect(findings.map((finding) => finding.text)).toEqual(['I managed my team of 4 analysts.']);
  });

  test('with a posting, reports keyword coverage and what is missing', () => {
    const posting = `Conocimientos:\nManejo de Excel, SIAF y SQL Server. Gestión de proyectos.`;
    const report = analyseCv(createTestCv(), { jobPosting: posting });
    expect(report.keywordCoverage?.matched).toEqual(expect.arrayContaining(['Excel', 'SIAF']));
    expect(report.keywordCoverage?.missing).toEqual(
      expect.arrayContaining(['SQL Server', 'Gestión de proyectos']),
    );
    const coverage = report.keywordCoverage?.percent ?? -1;
    expect(coverage).toBeGreaterThan(0);
    expect(coverage).toBeLessThan(70);
    const finding = report.findings.find((item) => item.code === 'LOW_KEYWORD_COVERAGE');
    expect(finding?.message).toContain(`Tu CV cubre el ${coverage} %`);
    expect(finding?.impact).toBeGreaterThan(0);
  });

  test('a LinkedIn profile counts wherever the CV shows it, not only among the contact links', () => {
    const inSection = createTestCv({
      contact: { ...createTestCv().contact, links: [] },
      sections: [
        ...createTestCv().sections,
        {
          id: 'redes',
          kind: 'other',
          heading: 'Redes',
          lines: ['https://pe.linkedin.com/in/rosa-q'],
        },
      ],
    });
    expect(codesOf(analyseCv(inSection).findings)).not.toContain('MISSING_LINKEDIN');
    // The word alone is not a profile: the finding stays.
    const wordOnly = createTestCv({
      contact: { ...createTestCv().contact, links: [] },
      sections: [
        ...createTestCv().sections,
        { id: 'redes', kind: 'other', heading: 'Redes', lines: ['LinkedIn y Facebook Ads'] },
      ],
    });
    expect(codesOf(analyseCv(wordOnly).findings)).toContain('MISSING_LINKEDIN');
  });

  test('a skills list under any heading that names one is not a missing skills section', () => {
    const withSection = (heading: string, kind: 'skills' | 'other', lines: string[]) =>
      createTestCv({
        skills: [],
        sections: [...createTestCv().sections, { id: 'extra', kind, heading, lines }],
      });
    for (const heading of ['CONOCIMIENTO DE SOFTWARE', 'Herramientas informáticas', 'Tools']) {
      const report = analyseCv(withSection(heading, 'other', ['Excel avanzado, SAP, SIAF']));
      expect(codesOf(report.findings), heading).not.toContain('MISSING_SKILLS');
    }
    // A skills section the parse kept as text, whatever its heading.
    const asText = analyseCv(withSection('Lo que sé hacer', 'skills', ['Excel, SAP']));
    expect(codesOf(asText.findings)).not.toContain('MISSING_SKILLS');
    // An empty one, or a section about something else, is no skills list.
    expect(codesOf(analyseCv(withSection('Herramientas', 'other', [])).findings)).toContain(
      'MISSING_SKILLS',
    );
    expect(
      codesOf(analyseCv(withSection('Datos adicionales', 'other', ['Brevete A1'])).findings),
    ).toContain('MISSING_SKILLS');
  });

  test('risky personal data gets advice in Spanish, one finding per kind, low weight', () => {
    const cv = createTestCv({
      sections: [
        ...createTestCv().sections,
        {
          id: 'datos',
          kind: 'other',
          heading: 'Datos personales',
          lines: [
            'Estado civil: soltera',
            'Fecha de nacimiento: 12/03/1994',
            'DNI N° 45678912',
            'Nacionalidad: peruana',
            'Sexo: femenino',
            'Religión: católica',
            'Edad: 30 años',
          ],
        },
      ],
    });
    const findings = analyseCv(cv).findings.filter((finding) => finding.code === 'PERSONAL_DATA');
    expect(findings.map((finding) => finding.text)).toEqual([
      'Estado civil: soltera',
      'Fecha de nacimiento: 12/03/1994',
      'Religión: católica',
      'DNI N° 45678912',
      'Nacionalidad: peruana',
      'Sexo: femenino',
    ]);
    expect(findings[0]?.message).toMatch(/^Tu CV indica tu estado civil\..*discriminación/u);
    expect(findings[3]?.message).toContain('DNI');
    expect(findings.every((finding) => finding.severity === 'low')).toBe(true);
    expect(findings.reduce((sum, finding) => sum + finding.impact, 0)).toBe(
      findingWeights.PERSONAL_DATA.maximum,
    );
  });

  test('personal data is told by its label and value, not by a word inside a sentence', () => {
    const cv = createTestCv({
      experience: [
        {
          ...createTestCv().experience[0]!,
          bullets: [
            'Genero reportes de ventas para 12 tiendas.',
            'Dicté el curso de religión a 3 secciones de secundaria.',
            'Tramité el pasaporte vigente de 40 colaboradores.',
            'Atendí a clientes casados y solteros en la campaña de seguros.',
          ],
        },
      ],
    });
    expect(codesOf(analyseCv(cv).findings)).not.toContain('PERSONAL_DATA');
  });

  test('an unplaced line read back from our own output gets advice about the output', () => {
    const cv = createTestCv({
      warnings: [{ code: 'UNPLACED_LINE', message: 'No se pudo ubicar', text: 'Ref. Sr. Pérez' }],
    });
    const upload = analyseCv(cv).findings.find((finding) => finding.code === 'UNPLACED_TEXT');
    const output = analyseCv(cv, { describesOutput: true }).findings.find(
      (finding) => finding.code === 'UNPLACED_TEXT',
    );
    expect(upload?.message).toContain('Revisa columnas, tablas o cuadros de texto');
    expect(output?.message).toContain('Muévelo a la sección que le corresponde');
    expect(output?.text).toBe('Ref. Sr. Pérez');
  });

  test('an undated entry with neither title nor organisation is named by its first line', () => {
    const base = createTestCv();
    const cv = createTestCv({
      experience: [
        {
          ...base.experience[0]!,
          title: null,
          organisation: null,
          dates: null,
          bullets: [
            'Atención al cliente y manejo de caja en la campaña navideña de la tienda principal.',
          ],
        },
      ],
    });
    const finding = analyseCv(cv).findings.find((item) => item.code === 'ENTRY_WITHOUT_DATES');
    expect(finding?.text).toBe('Atención al cliente y manejo de caja en la campaña');
    expect(finding?.message).toMatch(
      /^«Atención al cliente y manejo de caja en la campaña» no tiene fechas\./u,
    );
  });

  test('a student whose experience is projects or volunteering is not told to add them', () => {
    const base = createTestCv();
    const withoutWork = {
      ...base,
      experience: [],
      sections: base.sections.filter((section) => section.kind !== 'experience'),
    };
    expect(codesOf(analyseCv(withoutWork).findings)).toContain('MISSING_EXPERIENCE');
    const withProjects = {
      ...withoutWork,
      sections: [
        ...withoutWork.sections,
        { id: 'proyectos', kind: 'projects' as const, heading: 'Proyectos', lines: [] },
      ],
      projects: [
        {
          sectionId: 'proyectos',
          name: 'Sistema de inventario para una bodega',
          dates: null,
          bullets: ['Tecnologías utilizadas: PHP, MySQL'],
        },
      ],
    };
    expect(codesOf(analyseCv(withProjects).findings)).not.toContain('MISSING_EXPERIENCE');
    const volunteering = {
      ...withoutWork,
      sections: [
        ...withoutWork.sections,
        { id: 'voluntariado', kind: 'volunteering' as const, heading: 'Voluntariado', lines: [] },
      ],
    };
    expect(codesOf(analyseCv(volunteering).findings)).not.toContain('MISSING_EXPERIENCE');
  });

  test('every finding code has a weight', () => {
    for (const code of atsFindingCodes) {
      expect(findingWeights[code].impact).toBeGreaterThan(0);
      expect(findingWeights[code].maximum).toBeGreaterThanOrEqual(findingWeights[code].impact);
    }
  });
});
