import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import type { CvDocument } from '../model/cv-document';
import { extractKeywords } from './extract-keywords';
import { findKeywordEvidence } from './match-keywords';

/** The status and the CV's words for each keyword of a (fictional) posting. */
function evidenceFor(cv: CvDocument, posting: string) {
  return Object.fromEntries(
    findKeywordEvidence(cv, extractKeywords(posting)).map((item) => [
      item.keyword.term,
      { status: item.status, shownAs: item.shownAs },
    ]),
  );
}

const withSkills = (...items: string[]): CvDocument =>
  createTestCv({
    summary: null,
    contact: { ...createTestCv().contact, headline: null },
    skills: [{ sectionId: 'habilidades', name: null, items }],
    certifications: [],
    languages: [],
  });

describe('findKeywordEvidence (issue 13)', () => {
  test('through spacing and punctuation, and inside a longer name of the same tool', () => {
    const evidence = evidenceFor(
      withSkills('SqlServer', 'Power-BI', 'AngularJS', 'Excel avanzado', 'Vue.js'),
      'Requisitos:\nManejo de SQL Server, Power BI, Angular, Excel y Vue.',
    );
    expect(evidence['SQL Server']).toEqual({ status: 'matched', shownAs: ['SqlServer'] });
    expect(evidence['Power BI']).toEqual({ status: 'matched', shownAs: ['Power-BI'] });
    expect(evidence['Angular']).toEqual({ status: 'matched', shownAs: ['AngularJS'] });
    expect(evidence['Excel']).toEqual({ status: 'matched', shownAs: ['Excel'] });
  });

  test('through the synonym list: parts of a suite, and a language in either language', () => {
    const evidence = evidenceFor(
      {
        ...withSkills('MS Word', 'Microsoft Excel'),
        languages: [{ sectionId: 'idiomas', name: 'English', level: 'Advanced' }],
      },
      'Conocimientos:\nOfimática e inglés avanzado.',
    );
    expect(evidence['Ofimática']).toEqual({
      status: 'matched',
      shownAs: ['MS Word', 'Microsoft Excel'],
    });
    expect(evidence['Inglés']).toEqual({ status: 'matched', shownAs: ['English'] });
    // One part alone is not the suite.
    expect(
      evidenceFor(withSkills('MS Word'), 'Conocimientos:\nOfimática.')['Ofimática']?.status,
    ).toBe('missing');
  });

  test('a word is not another word of the same stem, nor a competency in a phrase about something else', () => {
    const cv: CvDocument = {
      ...withSkills('Programs'),
      experience: [
        {
          ...createTestCv().experience[0]!,
          bullets: ['Writing clean code for the billing system.', 'Led data analysis sessions.'],
        },
      ],
      certifications: [
        { sectionId: 'certificaciones', name: 'Curso de análisis', issuer: null, date: null },
      ],
    };
    const evidence = evidenceFor(
      cv,
      'Requisitos:\nProgramación.\nCompetencias:\nRedacción y análisis.',
    );
    expect(evidence['Programación']?.status).toBe('missing');
    expect(evidence['Redacción']?.status).toBe('missing');
    expect(evidence['Análisis']?.status).toBe('missing');
  });

  test('a course evidences a skill, but never shows it as a key skill', () => {
    const cv: CvDocument = {
      ...withSkills('Contabilidad'),
      certifications: [
        { sectionId: 'certificaciones', name: 'Curso de Power BI', issuer: null, date: null },
      ],
    };
    expect(evidenceFor(cv, 'Requisitos:\nPower BI.')['Power BI']).toEqual({
      status: 'buried',
      shownAs: [],
    });
  });

  test("a posting's own term is evidenced by a CV word one typing slip from it", () => {
    const evidence = evidenceFor(
      withSkills('Terraform', 'Kubernetes'),
      'Requirements:\nWe deploy with Terrafrom every day.',
    );
    expect(evidence['Terrafrom']).toEqual({ status: 'matched', shownAs: ['Terraform'] });
  });

  test('an adjective evidences its field but is not shown as a key skill', () => {
    const cv: CvDocument = {
      ...withSkills('SAP'),
      experience: [
        {
          ...createTestCv().experience[0]!,
          bullets: ['Revisé los registros contables del mes.'],
        },
      ],
    };
    expect(evidenceFor(cv, 'Requisitos:\nContabilidad.')['Contabilidad']).toEqual({
      status: 'matched',
      shownAs: [],
    });
  });
});
