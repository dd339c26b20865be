import { describe, expect, test } from 'vitest';
import { jobPostingTitle, nameResult, resultPersonName } from './result-name';

describe('resultPersonName (issue 17)', () => {
  test('the name the engine read when it is sure of it, capitalised like a name', () => {
    expect(resultPersonName({ name: 'Lucía Quispe', confidence: { name: 0.9 } }, 'Lu')).toBe(
      'Lucía Quispe',
    );
    expect(
      resultPersonName({ name: 'LUCÍA QUISPE DE LA CRUZ', confidence: { name: 0.9 } }, ''),
    ).toBe('Lucía Quispe de la Cruz');
  });

  test("a guessed or implausible name gives way to the account's name, then to none", () => {
    expect(resultPersonName({ name: 'Lucía Quispe', confidence: { name: 0.3 } }, 'Lucía Q.')).toBe(
      'Lucía Q.',
    );
    expect(
      resultPersonName({ name: 'Curriculum Vitae 2026: datos', confidence: { name: 0.9 } }, ''),
    ).toBeNull();
    expect(resultPersonName({ name: null, confidence: undefined }, '  ')).toBeNull();
  });
});

describe('jobPostingTitle', () => {
  test('the first line when it can only be a position, or a labelled line', () => {
    expect(jobPostingTitle('Analista de datos\nFunciones:\n- Reportes')).toBe('Analista de datos');
    expect(jobPostingTitle('ANALISTA DE DATOS BI - Lima\nRequisitos: SQL')).toBe(
      'Analista de datos BI',
    );
    expect(
      jobPostingTitle('Empresa líder del sector retail\nPuesto: Asistente contable\nFunciones'),
    ).toBe('Asistente contable');
  });

  test('no title rather than a guess', () => {
    expect(jobPostingTitle('Importante empresa busca analista con experiencia en SQL.')).toBeNull();
    expect(jobPostingTitle('Descripción del puesto\nEl analista elaborará reportes.')).toBeNull();
    expect(jobPostingTitle(null)).toBeNull();
  });
});

describe('nameResult', () => {
  test('after the person and the tool', () => {
    const person = 'Lucía Quispe';
    expect(nameResult({ person, typeId: 'optimize_es', jobTitle: null })).toBe(
      'CV de Lucía Quispe – optimizado',
    );
    expect(nameResult({ person, typeId: 'optimize_job', jobTitle: 'Analista de datos' })).toBe(
      'CV de Lucía Quispe – adaptado a Analista de datos',
    );
    expect(nameResult({ person, typeId: 'optimize_job', jobTitle: null })).toBe(
      'CV de Lucía Quispe – adaptado',
    );
    expect(nameResult({ person, typeId: 'optimize_translate', jobTitle: null })).toBe(
      'CV de Lucía Quispe – en inglés',
    );
  });

  test('a neutral name when nobody is known, and never longer than a name may be', () => {
    expect(nameResult({ person: null, typeId: 'optimize_es', jobTitle: null })).toBe(
      'Mi CV – optimizado',
    );
    const long = nameResult({
      person: 'Lucía Quispe',
      typeId: 'optimize_job',
      jobTitle: 'Especialista '.repeat(20).trim(),
    });
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long).toMatch(/^CV de Lucía Quispe – adaptado a Especialista( Especialista)*$/);
  });
});
