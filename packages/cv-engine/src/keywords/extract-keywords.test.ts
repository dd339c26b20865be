import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { foldText } from '../language/fold-text';
import { extractKeywords } from './extract-keywords';
import { keywordStopWords } from '../language/stop-words';

const jobsFolder = new URL('../../../../../shared/corpus/jobs/', import.meta.url);
const readPosting = (name: string): string => readFileSync(new URL(name, jobsFolder), 'utf8');
const termsOf = (postingText: string): string[] =>
  extractKeywords(postingText).map((keyword) => keyword.term);

describe('extractKeywords on real SERVIR postings', () => {
  test('a systems posting gives its languages and databases', () => {
    expect(termsOf(readPosting('job-es-06.txt'))).toEqual(
      expect.arrayContaining([
        'Java',
        'ASP.NET',
        'SQL Server',
        'PostgreSQL',
        'MySQL',
        'Ingeniería de sistemas',
      ]),
    );
  });

  test('a budget posting recognises office tools written in words', () => {
    const terms = termsOf(readPosting('job-es-08.txt'));
    // "Procesador de textos", "hojas de cálculo", "programa de presentaciones".
    expect(terms).toEqual(
      expect.arrayContaining([
        'Presupuesto público',
        'Sistemas administrativos del Estado',
        'Word',
        'Excel',
        'PowerPoint',
      ]),
    );
    expect(terms[0]).toBe('Presupuesto público');
    // The header's entity and place say nothing about skills.
    expect(terms.map((term) => foldText(term))).not.toContain('normalizacion');
  });

  test('a human resources posting is led by its subject', () => {
    const keywords = extractKeywords(readPosting('job-es-09.txt'));
    expect(keywords[0]?.term).toBe('Recursos humanos');
    expect(keywords.map((keyword) => keyword.term)).toEqual(
      expect.arrayContaining(['Control interno', 'Integridad', 'Trabajo en equipo']),
    );
  });

  test.each(readdirSync(jobsFolder).filter((name) => name.endsWith('.txt')))(
    '%s: no boilerplate, no bare numbers, heaviest first, at most 30',
    (name) => {
      const keywords = extractKeywords(readPosting(name));
      expect(keywords.length).toBeGreaterThan(5);
      expect(keywords.length).toBeLessThanOrEqual(30);
      for (const keyword of keywords) {
        expect(keywordStopWords.has(foldText(keyword.term)), keyword.term).toBe(false);
        expect(keyword.term).not.toMatch(/^[\d.,\s]+$/u);
        expect(keyword.forms.length).toBeGreaterThan(0);
      }
      const weights = keywords.map((keyword) => keyword.weight);
      expect(weights).toEqual([...weights].sort((left, right) => right - left));
    },
  );
});

describe('extractKeywords', () => {
  test('reads English postings and weights requirements over the rest', () => {
    const keywords = extractKeywords(
      'About us: we love Excel.\nRequirements:\n3+ years of experience with Python and SQL. Strong data analysis skills.',
    );
    const terms = keywords.map((keyword) => keyword.term);
    expect(terms).toEqual(expect.arrayContaining(['Python', 'SQL', 'Análisis de datos']));
    expect(terms).not.toContain('Excel');
  });

  test('keeps repeated multi-word terms outside the vocabulary', () => {
    const terms = termsOf(
      'Funciones:\nGestionar la cobranza judicial de la cartera.\nRequisitos:\nExperiencia en cobranza judicial.',
    );
    expect(terms).toContain('cobranza judicial');
    expect(terms).not.toContain('cobranza');
  });

  test('is deterministic', () => {
    const posting = readPosting('job-es-05.txt');
    expect(extractKeywords(`${posting}\n`)).toEqual(extractKeywords(posting));
  });
});

describe('extractKeywords: terms a recruiter would call skills (issue 13)', () => {
  test('multi-word terms stay whole and roles or general nouns are never keywords', () => {
    const terms = termsOf(
      'Puesto: Especialistas en base de datos\nFunciones:\nAdministrar la base de datos del área y dar atención al cliente interno en orden.\nRequisitos:\nAnalista con manejo de SQL Server.',
    );
    expect(terms).toEqual(
      expect.arrayContaining(['Base de datos', 'Atención al cliente', 'SQL Server']),
    );
    for (const generic of ['especialistas', 'base', 'datos', 'orden', 'analista', 'área']) {
      expect(
        terms.map((term) => foldText(term)),
        generic,
      ).not.toContain(foldText(generic));
    }
  });

  test('a typing slip is read as the term it misses and is never a keyword of its own', () => {
    const terms = termsOf(
      'Conocimientos:\nManejo de Sprintboot, Postgre y Base Se Datos.\nCompetencias:\nPlanficacion, liderasgo y trabajo en equipo.',
    );
    expect(terms).toEqual(
      expect.arrayContaining([
        'Spring Boot',
        'Base de datos',
        'Planificación',
        'Liderazgo',
        'Trabajo en equipo',
      ]),
    );
    for (const slip of ['sprintboot', 'planficacion', 'liderasgo', 'se']) {
      expect(
        terms.map((term) => foldText(term)),
        slip,
      ).not.toContain(slip);
    }
  });

  test('a word outside the vocabulary is a keyword only when written like a name', () => {
    // Running text: a capital in mid-sentence, a version, a capital inside the word.
    expect(
      termsOf(
        'Requirements:\nHands-on experience with Terraform and the in-house Qorikey 4.2 suite; some DataVault exposure. Strong sense of ownership.',
      ),
    ).toEqual(expect.arrayContaining(['Terraform', 'Qorikey', 'DataVault']));
    // A posting in Title Case says nothing by its capitals: only the versioned name stands out.
    const titleCase = termsOf(
      'Conocimientos:\nManejo Del Sistema Qorikey 4.2 Y Elaboración De Cuadros Comparativos Para Jefatura',
    );
    expect(titleCase).toContain('Qorikey');
    expect(titleCase.map((term) => foldText(term))).not.toContain('cuadros');
    expect(titleCase.map((term) => foldText(term))).not.toContain('jefatura');
  });

  test('a name is never read as a slip of another word, and names side by side are one term', () => {
    const terms = termsOf(
      'Requirements:\nWe cache with Redis and clean data in Power Query; Terraform is a plus. Work from Arequipa on Monday.',
    );
    expect(terms).toEqual(expect.arrayContaining(['Redis', 'Power Query', 'Terraform']));
    for (const other of ['Redes', 'Power', 'Query', 'Arequipa', 'Monday']) {
      expect(terms, other).not.toContain(other);
    }
  });

  test('a term written as one word is the vocabulary term', () => {
    expect(termsOf('Requisitos: dominio de SqlServer y PowerBI.')).toEqual(
      expect.arrayContaining(['SQL Server', 'Power BI']),
    );
  });
});
