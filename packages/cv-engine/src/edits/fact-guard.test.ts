import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import type { CvDocument, ExperienceEntry } from '../model/cv-document';
import { optimiseCv } from '../optimise/optimise-cv';
import type { EditPurpose, FieldEdit } from './cv-editor';
import { buildEditRequest } from './editable-fields';
import { findUntranslatedFields, guardFieldEdits, maximumLength } from './fact-guard';
import { faithfulTestTranslation as faithful } from './test-translation';

/** The test CV with its first job's bullets replaced. */
function cvWithBullets(bullets: string[], overrides: Partial<CvDocument> = {}): CvDocument {
  const base = createTestCv(overrides);
  const [first, ...rest] = base.experience;
  const entry: ExperienceEntry = { ...(first as ExperienceEntry), bullets };
  return { ...base, experience: [entry, ...rest] };
}

/** Guards one edit of `path` against `source`, with the request built from the source itself. */
function guardOne(source: CvDocument, purpose: EditPurpose, path: string, text: string) {
  const request = buildEditRequest(source, purpose);
  return guardFieldEdits(source, request, [{ path, text }]);
}

function reasonOf(source: CvDocument, purpose: EditPurpose, path: string, text: string) {
  const { accepted, rejected } = guardOne(source, purpose, path, text);
  if (accepted.length === 1) return 'accepted';
  return rejected[0]?.reason ?? 'ignored';
}

const firstBullet = 'experience.0.bullets.0';

describe('new numbers', () => {
  const source = cvWithBullets(['Reduje costos en 30 % en el área de logística.']);

  test('a rephrasing that keeps the figure is accepted', () => {
    const { accepted, rejected } = guardOne(
      source,
      'rewrite',
      firstBullet,
      'Reduje los costos operativos en 30 % en el área de logística.',
    );
    expect(rejected).toEqual([]);
    expect(accepted).toEqual([
      { path: firstBullet, text: 'Reduje los costos operativos en 30 % en el área de logística.' },
    ]);
  });

  test('a figure the CV does not have is rejected, with a message naming it', () => {
    const { accepted, rejected } = guardOne(
      source,
      'rewrite',
      firstBullet,
      'Reduje los costos operativos en 45 % en el área de logística.',
    );
    expect(accepted).toEqual([]);
    expect(rejected).toEqual([
      {
        path: firstBullet,
        reason: 'new-number',
        message: 'Descartamos una mejora que agregaba la cifra "45 %", que no está en tu CV.',
      },
    ]);
  });

  test('amounts match whatever their separators, and figures the CV spells out count', () => {
    const amounts = cvWithBullets([
      'Gestioné compras por S/ 1,500 al mes con tres proveedores.',
      'Administré una caja chica de S/ 2 500.',
    ]);
    expect(
      reasonOf(
        amounts,
        'rewrite',
        firstBullet,
        'Gestioné compras mensuales por S/ 1.500 con 3 proveedores.',
      ),
    ).toBe('accepted');
    expect(
      reasonOf(
        amounts,
        'rewrite',
        'experience.0.bullets.1',
        'Administré una caja chica de S/ 2,500.',
      ),
    ).toBe('accepted');
    expect(
      reasonOf(
        amounts,
        'rewrite',
        firstBullet,
        'Gestioné compras por S/ 1,500 al mes con tres proveedores, 4x más rápido.',
      ),
    ).toBe('new-number');
  });

  test('a year from the CV dates is known; another year is not', () => {
    expect(
      reasonOf(
        source,
        'rewrite',
        firstBullet,
        'Desde 2020, reduje costos en 30 % en el área de logística.',
      ),
    ).toBe('accepted');
    expect(
      reasonOf(
        source,
        'rewrite',
        firstBullet,
        'En 2015 reduje costos en 30 % en el área de logística.',
      ),
    ).toBe('new-number');
  });

  test('a rewrite that drops a figure is rejected; a translation is not held to it', () => {
    const { rejected } = guardOne(
      source,
      'rewrite',
      firstBullet,
      'Reduje costos de forma notable en logística.',
    );
    expect(rejected).toEqual([
      {
        path: firstBullet,
        reason: 'lost-number',
        message: 'Descartamos una mejora que quitaba la cifra "30 %" de tu CV.',
      },
    ]);
  });
});

describe('new organisations', () => {
  const source = cvWithBullets(['Reduje costos en 30 % en el área de logística.']);

  test('an employer the CV never names is rejected (rewrite and tailor)', () => {
    const { rejected } = guardOne(
      source,
      'tailor',
      firstBullet,
      'Reduje costos en 30 % en el área de logística de Alicorp.',
    );
    expect(rejected).toEqual([
      {
        path: firstBullet,
        reason: 'new-organisation',
        message: 'Descartamos una mejora que mencionaba "Alicorp", que no aparece en tu CV.',
      },
    ]);
  });

  test('names the CV already has, months and languages are fine inside a sentence', () => {
    expect(
      reasonOf(
        source,
        'rewrite',
        firstBullet,
        'Reduje costos en 30 % en la logística de Comercial Andina, con reportes en Inglés desde Marzo.',
      ),
    ).toBe('accepted');
  });

  test('acronyms, brand casing and corporate markers are names', () => {
    const cases = [
      'Reduje costos en 30 % en el área de logística del BCP.',
      'reduje costos en 30 % en el área de logística junto a PwC.',
      'Reduje costos en 30 % en el área de logística de inversiones andinas s.a.c. y Backus.',
      'Reduje costos en 30 % en la logística, Banco Pichincha.',
    ];
    for (const text of cases)
      expect(reasonOf(source, 'rewrite', firstBullet, text), text).toBe('new-organisation');
  });

  test('a translation may capitalise freely, but not bring an employer with a corporate marker', () => {
    expect(
      reasonOf(
        source,
        'translate',
        firstBullet,
        'Cut Logistics Area costs by 30 % at Comercial Andina S.A.C.',
      ),
    ).toBe('accepted');
    expect(
      reasonOf(source, 'translate', firstBullet, 'Cut logistics costs by 30 % at Alicorp S.A.A.'),
    ).toBe('new-organisation');
    expect(
      reasonOf(
        source,
        'translate',
        firstBullet,
        'Cut logistics costs by 30 % for the BBVA account.',
      ),
    ).toBe('new-organisation');
  });

  test('an English acronym for what the Spanish CV spells its own way is not new', () => {
    const withIt = cvWithBullets(['Coordiné con el área de TI la migración de 40 cuentas.']);
    expect(
      reasonOf(
        withIt,
        'translate',
        firstBullet,
        'Coordinated the migration of 40 accounts with the IT team.',
      ),
    ).toBe('accepted');
    expect(reasonOf(createTestCv(), 'translate', 'skills.1.items.2', 'IFRS')).toBe('accepted');
  });
});

describe('new degrees', () => {
  const engineer = createTestCv({
    education: [
      {
        sectionId: 'educacion',
        degree: 'Bachiller en Ingeniería Industrial',
        institution: 'Universidad de Lima',
        location: 'Lima',
        dates: null,
        details: [],
      },
    ],
  });

  test('a faithful translation of a degree keeps its class', () => {
    expect(
      reasonOf(
        engineer,
        'translate',
        'education.0.degree',
        "Bachelor's degree in Industrial Engineering",
      ),
    ).toBe('accepted');
  });

  test('an upgraded degree is rejected, with its words in the message', () => {
    const { rejected } = guardOne(
      engineer,
      'translate',
      'education.0.degree',
      'MBA in Industrial Engineering',
    );
    expect(rejected).toEqual([
      {
        path: 'education.0.degree',
        reason: 'new-degree',
        message:
          'Descartamos una traducción que agregaba el grado "MBA", que no está en tu CV. Ese texto quedó en español.',
      },
    ]);
    expect(
      reasonOf(
        engineer,
        'translate',
        'education.0.degree',
        "Master's degree in Industrial Engineering",
      ),
    ).toBe('new-degree');
    expect(reasonOf(engineer, 'translate', 'education.0.degree', 'Industrial Engineer')).toBe(
      'new-degree',
    );
  });

  test('a rewrite may not slip a degree into a summary', () => {
    expect(
      reasonOf(
        createTestCv(),
        'rewrite',
        'summary',
        'Magíster en Finanzas y analista contable con 6 años de experiencia en empresas comerciales y en el sector público.',
      ),
    ).toBe('new-degree');
  });

  test('a Peruvian "Licenciado" may be rendered as a bachelor, never as more', () => {
    const licensed = createTestCv({
      education: [
        {
          sectionId: 'educacion',
          degree: 'Licenciada en Educación',
          institution: 'Universidad Nacional de Piura',
          location: 'Piura',
          dates: null,
          details: [],
        },
      ],
    });
    expect(
      reasonOf(licensed, 'translate', 'education.0.degree', "Bachelor's degree in Education"),
    ).toBe('accepted');
    expect(reasonOf(licensed, 'translate', 'education.0.degree', 'PhD in Education')).toBe(
      'new-degree',
    );
  });
});

describe('new certifications and skills', () => {
  const source = cvWithBullets(['Concilié 40 cuentas bancarias cada mes con SAP.']);

  test('a certification the CV does not name is rejected', () => {
    const { rejected } = guardOne(
      source,
      'rewrite',
      firstBullet,
      'Concilié 40 cuentas bancarias cada mes con SAP, aplicando buenas prácticas ITIL.',
    );
    expect(rejected).toEqual([
      {
        path: firstBullet,
        reason: 'new-certification',
        message:
          'Descartamos una mejora que agregaba la certificación "ITIL", que no está en tu CV.',
      },
    ]);
  });

  test('a posting keyword the CV cannot back up is rejected; an evidenced one is fine', () => {
    const { rejected } = guardOne(
      source,
      'tailor',
      firstBullet,
      'Concilié 40 cuentas bancarias cada mes con SAP y consultas en SQL Server.',
    );
    expect(rejected).toEqual([
      {
        path: firstBullet,
        reason: 'new-skill',
        message:
          'Descartamos una mejora que agregaba la habilidad "SQL Server", que tu CV no respalda.',
      },
    ]);
    // "Excel avanzado" is in the skills: plain Excel is evidenced by it.
    expect(
      reasonOf(
        source,
        'tailor',
        firstBullet,
        'Concilié 40 cuentas bancarias cada mes con SAP y Excel.',
      ),
    ).toBe('accepted');
  });

  test('a translation names a skill in English through the vocabulary aliases', () => {
    const cv = createTestCv();
    expect(reasonOf(cv, 'translate', 'skills.1.items.1', 'Taxation')).toBe('accepted');
    expect(reasonOf(cv, 'translate', 'skills.1.items.0', 'Government accounting')).toBe('accepted');
    expect(reasonOf(cv, 'translate', 'skills.1.items.0', 'Government accounting and payroll')).toBe(
      'new-skill',
    );
  });
});

describe('fields, length and language', () => {
  const source = createTestCv();

  test('edits of protected fields and of fields not offered are rejected', () => {
    const request = buildEditRequest(source, 'rewrite');
    const { accepted, rejected } = guardFieldEdits(source, request, [
      { path: 'experience.0.organisation', text: 'Alicorp S.A.A.' },
      { path: 'contact.email', text: 'otra@example.pe' },
      { path: 'experience.0.dates.text', text: '2010 – actualidad' },
      { path: 'experience.0.title', text: 'Jefa de contabilidad' },
      { path: 'sections.0.heading', text: 'Resumen' },
      { path: 'experience.9.bullets.0', text: 'Lideré un equipo.' },
    ]);
    expect(accepted).toEqual([]);
    expect(rejected.map((item) => [item.path, item.reason])).toEqual([
      ['experience.0.organisation', 'protected-field'],
      ['contact.email', 'protected-field'],
      ['experience.0.dates.text', 'protected-field'],
      ['experience.0.title', 'protected-field'],
      ['sections.0.heading', 'unknown-field'],
      ['experience.9.bullets.0', 'unknown-field'],
    ]);
  });

  test('a translation may change a job title, under the same rules', () => {
    expect(reasonOf(source, 'translate', 'experience.0.title', 'Accounting Analyst')).toBe(
      'accepted',
    );
    expect(
      reasonOf(source, 'translate', 'experience.0.title', 'Chief Accounting Officer at EY'),
    ).toBe('new-organisation');
  });

  test('empty edits and padded bullets are rejected; a long bullet may stay long', () => {
    expect(reasonOf(source, 'rewrite', firstBullet, '  . ')).toBe('empty');
    const padded =
      'Elaboré los estados financieros mensuales de 3 empresas del grupo, ' +
      'coordinando con todas las áreas involucradas, revisando cada partida con rigor, '.repeat(2) +
      'y presentando los resultados a la gerencia de finanzas.';
    expect(reasonOf(source, 'rewrite', firstBullet, padded)).toBe('too-long');
    expect(maximumLength('bullet', 60)).toBe(130);
    expect(maximumLength('bullet', 400)).toBe(500);
    expect(maximumLength('summary', 300)).toBe(530);
    expect(maximumLength('skill', 10)).toBe(50);
  });

  test('a translation still in Spanish is rejected; Spanish proper names inside English are fine', () => {
    expect(
      reasonOf(
        source,
        'translate',
        firstBullet,
        'Elaboré cada mes los estados financieros de 3 empresas del grupo.',
      ),
    ).toBe('wrong-language');
    const withBank = cvWithBullets([
      'Elaboré los reportes de 3 empresas del grupo para el Banco de Crédito del Perú.',
    ]);
    const bankCv: CvDocument = {
      ...withBank,
      experience: withBank.experience.map((entry, index) =>
        index === 0 ? { ...entry, organisation: 'Banco de Crédito del Perú' } : entry,
      ),
    };
    expect(
      reasonOf(
        bankCv,
        'translate',
        firstBullet,
        'Prepared reports on 3 group companies for Banco de Crédito del Perú.',
      ),
    ).toBe('accepted');
  });

  test('unchanged edits are neither accepted nor rejected; a path edited twice keeps the first', () => {
    const request = buildEditRequest(source, 'rewrite');
    const edits: FieldEdit[] = [
      {
        path: firstBullet,
        text: 'Elaboré los estados financieros mensuales de 3 empresas del grupo.',
      },
      { path: 'experience.0.bullets.1', text: 'Reduje el cierre contable de 10 a 6 días.' },
      { path: 'experience.0.bullets.1', text: 'Reduje el cierre contable de 10 a 2 días.' },
    ];
    expect(guardFieldEdits(source, request, edits)).toEqual({
      accepted: [
        { path: 'experience.0.bullets.1', text: 'Reduje el cierre contable de 10 a 6 días.' },
      ],
      rejected: [],
    });
  });
});

describe('a whole translation', () => {
  test('every field of a faithful translation of the test CV passes', () => {
    const source = createTestCv();
    const request = buildEditRequest(optimiseCv(source).cv, 'translate');
    const edits = Object.entries(faithful).map(([path, text]) => ({ path, text }));
    const result = guardFieldEdits(source, request, edits);
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toHaveLength(edits.length);
    expect(findUntranslatedFields(source, request, result)).toEqual([]);
  });

  test('a field the model left in Spanish is listed, not silently kept', () => {
    const source = createTestCv();
    const request = buildEditRequest(optimiseCv(source).cv, 'translate');
    const edits = Object.entries(faithful)
      .filter(([path]) => path !== 'experience.0.bullets.3')
      .map(([path, text]) => ({ path, text }));
    const result = guardFieldEdits(source, request, edits);
    expect(findUntranslatedFields(source, request, result)).toEqual([
      {
        path: 'experience.0.bullets.3',
        reason: 'wrong-language',
        message: 'Un texto no se tradujo al inglés; lo dejamos en español para que lo revises.',
      },
    ]);
  });
});
