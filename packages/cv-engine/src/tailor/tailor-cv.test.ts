import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { listCvTexts } from '../keywords/cv-text';
import { createMessyTestCv, createTestCv } from '../analyse/test-cv';
import { cvDocumentSchema, type CvDocument } from '../model/cv-document';
import { foldText } from '../language/fold-text';
import { findKeywordEvidence } from '../keywords/match-keywords';
import { CvEngineError, cvEngineErrorCodes } from '../errors';
import { extractKeywords, keySkillsGroupName, tailorCv } from './tailor-cv';

const jobsFolder = new URL('../../../../../shared/corpus/jobs/', import.meta.url);
const postings = readdirSync(jobsFolder)
  .filter((name) => name.endsWith('.txt'))
  .map((name) => [name, readFileSync(new URL(name, jobsFolder), 'utf8')] as const);
const budgetPosting = readFileSync(new URL('job-es-08.txt', jobsFolder), 'utf8');

const textsOf = (cv: CvDocument): Set<string> => new Set(listCvTexts(cv).map(({ text }) => text));

describe('tailorCv on real postings', () => {
  test.each(postings)(
    '%s: adds only evidenced keywords and never lowers the match',
    (_name, posting) => {
      for (const source of [createTestCv(), createMessyTestCv()]) {
        const { cv, report } = tailorCv(source, posting);
        expect(cvDocumentSchema.parse(cv)).toEqual(cv);
        expect(report.matchAfter).toBeGreaterThanOrEqual(report.matchBefore);

        // Everything in the tailored CV was in the source, except the key skills group, whose items
        // are keywords the source evidences, and the standard heading of a created skills section.
        const sourceTexts = textsOf(source);
        const keyGroup = cv.skills.find((group) => group.name === keySkillsGroupName.es);
        const evidenced = new Set(
          report.keywords
            .filter((keyword) => keyword.status !== 'missing')
            .map((keyword) => keyword.term),
        );
        for (const text of textsOf(cv)) {
          if (sourceTexts.has(text) || text === keySkillsGroupName.es || text === 'Habilidades')
            continue;
          expect(keyGroup?.items ?? [], text).toContain(text);
          const fromKeyword = [...evidenced].some((term) => foldText(term) === foldText(text));
          expect(fromKeyword, `${text} is an evidenced keyword`).toBe(true);
        }
        // Missing keywords stay suggestions.
        const tailoredEvidence = findKeywordEvidence(cv, extractKeywords(posting));
        for (const item of tailoredEvidence.filter((evidence) =>
          report.missing.includes(evidence.keyword.term),
        )) {
          expect(item.status, item.keyword.term).toBe('missing');
        }
      }
    },
  );

  test('a CV that evidences a budget posting is matched and its keywords lead its skills', () => {
    const { cv, report } = tailorCv(createTestCv(), budgetPosting);
    expect(report.matched).toEqual(
      expect.arrayContaining(['Excel', 'Contabilidad', 'Presupuesto']),
    );
    expect(report.missing).toEqual(
      expect.arrayContaining(['Presupuesto público', 'PowerPoint', 'Word']),
    );
    expect(report.matchBefore).toBeGreaterThan(0);
    expect(cv.skills[0]).toEqual({
      sectionId: 'habilidades',
      name: 'Competencias clave',
      items: ['Excel', 'Presupuesto', 'Contabilidad'],
    });
    expect(report.suggestions[0]).toBe(
      'El aviso pide «Presupuesto público». Si lo tienes, agrégalo a tu CV con un ejemplo concreto; si no, no lo pongas.',
    );
  });
});

describe('tailorCv', () => {
  // A fictional posting of at least 20 words (a shorter one is refused).
  const posting = [
    'Funciones: coordinar los despachos de la semana y llevar el kardex de las salidas.',
    'Requisitos:',
    'Experiencia en SIGA y Power BI. Conocimiento de logística y almacén.',
  ].join('\n');

  test('brings buried keywords forward and raises the match', () => {
    const source = createMessyTestCv({
      experience: [
        {
          ...createMessyTestCv().experience[0]!,
          bullets: [
            'Coordiné los despachos a provincias.',
            'Controlé el inventario del almacén central.',
            'Atendí a transportistas.',
            'Registré las salidas en el SIGA.',
          ],
        },
      ],
      skills: [{ sectionId: 'datos', name: null, items: ['Excel', 'Logística'] }],
    });
    const { cv, report } = tailorCv(source, posting);
    expect(report.matched).toEqual(expect.arrayContaining(['Logística', 'Almacén']));
    expect(report.buried).toEqual(['SIGA']);
    expect(report.missing).toEqual(['Power BI']);
    expect(report.matchAfter).toBeGreaterThan(report.matchBefore);
    // The key skills group copies the CV's own words; "Logística" stays in its own line too.
    expect(cv.skills).toEqual([
      { sectionId: 'datos', name: 'Competencias clave', items: ['Almacén', 'Logística', 'SIGA'] },
      { sectionId: 'datos', name: null, items: ['Logística', 'Excel'] },
    ]);
    // The most relevant bullets come first; the others keep their order.
    expect(cv.experience[0]?.bullets).toEqual([
      'Controlé el inventario del almacén central.',
      'Registré las salidas en el SIGA.',
      'Coordiné los despachos a provincias.',
      'Atendí a transportistas.',
    ]);
    expect(JSON.stringify(cv)).not.toContain('Power BI');
  });

  test('creates a skills section when the CV has none, and replaces its own group on a second run', () => {
    const source = createMessyTestCv({
      skills: [],
      sections: createMessyTestCv().sections.slice(1),
    });
    const first = tailorCv(source, posting).cv;
    expect(first.sections.map((section) => section.heading)).toEqual([
      'Lo que hice',
      'ESTUDIOS REALIZADOS',
      'Habilidades',
      'Datos adicionales',
    ]);
    expect(first.skills).toEqual([
      { sectionId: 'tailor-skills', name: 'Competencias clave', items: ['Almacén', 'Logística'] },
    ]);
    expect(tailorCv(first, posting).cv.skills).toEqual(first.skills);
  });

  test('a skills section printed as written gets the key skills in a section of their own, just before it', () => {
    const messy = createMessyTestCv();
    const source = {
      ...messy,
      sections: messy.sections.map((section) =>
        section.kind === 'skills'
          ? {
              ...section,
              keepAsWritten: true,
              source: [{ text: 'Excel, Logística', bullet: false }],
            }
          : section,
      ),
      skills: [{ sectionId: 'datos', name: null, items: ['Excel', 'Logística'] }],
    };
    const { cv } = tailorCv(source, posting);
    const headings = cv.sections.map((section) => section.heading);
    const kept = cv.sections.find((section) => section.keepAsWritten === true);
    expect(headings[headings.indexOf(kept?.heading ?? '') - 1]).toBe('Competencias clave');
    const keySection = cv.sections.find((section) => section.heading === 'Competencias clave');
    expect(cv.skills.filter((group) => group.sectionId === keySection?.id)).toEqual([
      { sectionId: keySection?.id, name: null, items: ['Almacén', 'Logística'] },
    ]);
    // A second run replaces them rather than adding another section's worth.
    const again = tailorCv(cv, posting).cv;
    expect(again.skills.filter((group) => group.sectionId === keySection?.id)).toHaveLength(1);
  });

  test('a posting with nothing the CV has changes no content', () => {
    const source = createTestCv();
    const { cv, report } = tailorCv(
      source,
      'Funciones: desplegar y vigilar los servicios de la plataforma de pagos en la nube, con guardias rotativas.\nRequisitos: Kubernetes, Docker y AWS.',
    );
    expect(report.matchBefore).toBe(0);
    expect(report.matchAfter).toBe(0);
    expect(report.missing).toEqual(['AWS', 'Docker', 'Kubernetes']);
    expect(cv).toEqual(source);
  });
});

describe('tailorCv: a key skills group a recruiter would trust (issue 13)', () => {
  // A fictional English CV: tools written its own way, a course, a phrase about writing code.
  const englishCv = createTestCv({
    language: 'en',
    contact: { ...createTestCv().contact, headline: 'Software developer' },
    summary: 'Developer of billing systems for retail companies.',
    experience: [
      {
        ...createTestCv().experience[0]!,
        title: 'Software developer',
        bullets: [
          'Writing clean code for the billing system in AngularJS.',
          'Built the monthly sales reports in Power-BI.',
        ],
      },
    ],
    skills: [
      { sectionId: 'habilidades', name: 'Databases', items: ['SqlServer', 'PostgreSQL'] },
      { sectionId: 'habilidades', name: 'Office', items: ['MS Word', 'Microsoft Excel'] },
    ],
    languages: [{ sectionId: 'idiomas', name: 'English', level: 'Native' }],
    certifications: [
      { sectionId: 'certificaciones', name: 'Data analysis course', issuer: null, date: null },
    ],
  });
  const posting = [
    'Puesto: Especialistas en base de datos',
    'Funciones:',
    'Administrar la base de datos SQL Server y publicar los reportes en Power BI para las áreas usuarias.',
    'Conocimientos:',
    'Angular, ofimática e inglés avanzado.',
    'Competencias:',
    'Redacción, análisis, orden y planficacion.',
  ].join('\n');

  test("lists only the CV's own words, in the CV's language, from what the person did or claims", () => {
    const { cv, report } = tailorCv(englishCv, posting);
    const keyGroup = cv.skills.find((group) => group.name === keySkillsGroupName.en);
    // Heaviest keyword first; a category's name ("Databases") is a heading, not an item.
    expect(keyGroup?.items).toEqual([
      'AngularJS',
      'English',
      'MS Word',
      'Microsoft Excel',
      'Power-BI',
      'SqlServer',
    ]);
    // Each item is written in the source exactly so.
    const sourceTexts = [...textsOf(englishCv)].join('\n');
    for (const item of keyGroup?.items ?? []) expect(sourceTexts).toContain(item);
    // "Writing clean code" is not "Redacción"; a course title is not "Análisis"; a typo and a
    // general word are never reported.
    expect(report.missing).toEqual(expect.arrayContaining(['Redacción', 'Análisis']));
    const reported = report.keywords.map((keyword) => foldText(keyword.term));
    for (const word of ['planficacion', 'orden', 'especialistas', 'base', 'datos']) {
      expect(reported, word).not.toContain(word);
    }
    expect(reported).toContain(foldText('Planificación'));
  });

  test('matched skills stay in their own category lines as well', () => {
    const { cv } = tailorCv(englishCv, posting);
    const categories = cv.skills.filter((group) => group.name !== keySkillsGroupName.en);
    expect(categories).toEqual(
      expect.arrayContaining([
        { sectionId: 'habilidades', name: 'Databases', items: ['SqlServer', 'PostgreSQL'] },
        { sectionId: 'habilidades', name: 'Office', items: ['MS Word', 'Microsoft Excel'] },
      ]),
    );
  });

  test('a posting too short to tailor to is refused with its own code', () => {
    expect(() => tailorCv(englishCv, 'Analista')).toThrow(CvEngineError);
    try {
      tailorCv(englishCv, 'Analista de sistemas con SQL Server');
    } catch (error) {
      expect((error as CvEngineError).code).toBe(cvEngineErrorCodes.jobPostingTooShort);
      return;
    }
    expect.unreachable('a six-word posting is refused');
  });
});
