import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import { foldText } from '../language/fold-text';
import {
  collectKnownFacts,
  findCertifications,
  findDegreeClasses,
  findNewSkill,
  findNumbers,
} from './known-facts';

describe('findNumbers', () => {
  test('reads amounts, percentages and multipliers with every value they may mean', () => {
    expect(
      findNumbers('Ahorré S/ 1,500 (20%), 3x más rápido, 1.5 horas y S/ 2 500 en 2019.'),
    ).toEqual([
      { text: 'S/ 1,500', values: ['1500', '1.5'] },
      { text: '20%', values: ['20'] },
      { text: '3x', values: ['3'] },
      { text: '1.5', values: ['1.5'] },
      { text: 'S/ 2 500', values: ['2500'] },
      { text: '2019', values: ['2019'] },
    ]);
    expect(findNumbers('Desde 01/2020; versión 1.2.3').map((found) => found.values)).toEqual([
      ['1'],
      ['2020'],
      ['1', '2', '3'],
    ]);
  });
});

describe('collectKnownFacts', () => {
  const known = collectKnownFacts(createTestCv());

  test('indexes numbers, including those the CV spells out, and dates', () => {
    for (const value of ['6', '3', '10', '40', '200', '2020', '2012']) {
      expect(known.numbers.has(value), value).toBe(true);
    }
    expect(collectKnownFacts(createTestCv(), ['con tres proveedores']).numbers.has('3')).toBe(true);
    expect(known.numbers.has('45')).toBe(false);
  });

  test('indexes words with and without their inner dots', () => {
    expect(known.words.has('s.a.c.')).toBe(true);
    expect(known.words.has('sac')).toBe(true);
    expect(known.words.has('andina')).toBe(true);
  });

  test('knows the degree classes and skills the CV states', () => {
    expect([...known.degreeClasses]).toEqual(['bachelor', 'specialisation']);
    expect(findNewSkill('Manejo de Excel y SIAF', known)).toBeNull();
    expect(findNewSkill('Manejo de Python y SIAF', known)).toBe('Python');
  });
});

describe('degree classes and certifications', () => {
  test('degrees are classed across Spanish and English', () => {
    expect(findDegreeClasses(foldText('Bachiller en Ingeniería Industrial'))).toEqual(['bachelor']);
    expect(findDegreeClasses(foldText("Bachelor's degree in Industrial Engineering"))).toEqual([
      'bachelor',
    ]);
    expect(findDegreeClasses(foldText('Magíster en Administración (MBA)'))).toEqual([
      'master',
      'mba',
    ]);
    expect(findDegreeClasses(foldText('Certified Scrum Master; mastered Excel'))).toEqual([]);
    expect(findDegreeClasses(foldText('Ingeniero de procesos'))).toEqual(['engineer']);
    expect(findDegreeClasses(foldText('Técnico en Computación e Informática'))).toEqual([
      'technician',
    ]);
  });

  test('certifications are found by acronym and name, ISO norms by number', () => {
    expect(
      findCertifications(foldText('Certificación PMP, ISO 9001 y Contador Público Colegiado')).map(
        (found) => found.id,
      ),
    ).toEqual(['pmp', 'cpa', 'iso-9001']);
  });
});
