import { describe, expect, test } from 'vitest';
import { conjugateVerb, startsWithActionVerb } from '../vocabulary/action-verbs';
import { findFirstPersonWords } from './first-person';
import { isStandardHeading } from '../vocabulary/standard-headings';

describe('startsWithActionVerb', () => {
  test.each([
    'Concilié 40 cuentas bancarias',
    'Gestioné la caja chica',
    'Lideró el cierre anual',
    'Coordinaba los despachos',
    'Elaborar informes mensuales',
    'Asistí a la gerencia',
    'Reduje costos',
    'Managed a team of 5',
    'Streamlined onboarding',
  ])('"%s" starts with an action verb', (bullet) => {
    expect(startsWithActionVerb(bullet)).toBe(true);
  });

  test.each([
    'Responsable de la caja',
    'Elaboración de informes',
    'Atención al cliente',
    'Team player',
  ])('"%s" does not', (bullet) => {
    expect(startsWithActionVerb(bullet)).toBe(false);
  });
});

describe('conjugateVerb', () => {
  test.each([
    ['coordinar', 'preterite', 'coordiné'],
    ['organizar', 'preterite', 'organicé'],
    ['planificar', 'preterite', 'planifiqué'],
    ['dirigir', 'preterite', 'dirigí'],
    ['reducir', 'preterite', 'reduje'],
    ['hacer', 'preterite', 'hice'],
    ['atender', 'present', 'atiendo'],
    ['evaluar', 'present', 'evalúo'],
    ['controlar', 'imperfect', 'controlaba'],
    ['atender', 'imperfect', 'atendía'],
  ] as const)('%s in the %s is %s', (infinitive, tense, expected) => {
    expect(conjugateVerb(infinitive, tense)).toBe(expected);
  });

  test('a verb outside the table is not guessed', () => {
    expect(conjugateVerb('encontrar', 'present')).toBeNull();
  });
});

describe('findFirstPersonWords', () => {
  test('finds Spanish pronouns, possessives and first-person openers', () => {
    expect(findFirstPersonWords('Me encargué de mi equipo', 'es')).toEqual(['Me', 'mi']);
    expect(findFirstPersonWords('Soy una persona proactiva', 'es')).toEqual(['Soy']);
    expect(findFirstPersonWords('Coordiné los despachos', 'es')).toEqual([]);
  });

  test('finds English "I" only as a pronoun', () => {
    expect(findFirstPersonWords('I led my team. I also hired', 'en')).toEqual(['I', 'my', 'I']);
    expect(findFirstPersonWords('Taught Accounting I and II', 'en')).toEqual([]);
  });

  test('finds the first person plural', () => {
    expect(findFirstPersonWords('We grew our sales', 'en')).toEqual(['We', 'our']);
    expect(findFirstPersonWords('Nosotros atendimos a nuestras clientas', 'es')).toEqual([
      'Nosotros',
      'nuestras',
    ]);
  });
});

describe('isStandardHeading', () => {
  test('accepts the usual headings with any case, accents and decorations', () => {
    expect(isStandardHeading('EXPERIENCIA LABORAL:')).toBe(true);
    expect(isStandardHeading('+ Formación Académica')).toBe(true);
    expect(isStandardHeading('Work Experience')).toBe(true);
    expect(isStandardHeading('Lo que hice')).toBe(false);
  });
});
