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
