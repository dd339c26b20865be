import { describe, expect, test } from 'vitest';
import {
  conjugateEnglishVerb,
  conjugateVerb,
  englishNominalisations,
  isRewriteVerbForm,
  isRewriteWord,
  spanishNominalisations,
  startsWithActionVerb,
} from './action-verbs';

describe('startsWithActionVerb (issue 13)', () => {
  test.each([
    'Re-architected the billing service',
    'Co-founded a student club',
    'Pre-processed satellite images',
    'Rebuilt the intranet',
    'Built a dashboard',
    'Oversaw 3 stores',
    'Successfully delivered the migration',
    'Apoyé en el cierre',
    'Desarrollo aplicaciones web',
    'Desarrolló la intranet',
    'Elaborando informes',
    'Di soporte a 40 usuarios',
    'Absolví consultas de clientes',
    'Cierro ventas corporativas',
    'Bajé el costo de envío 20 %',
    // A present that could be a noun, joined to one that cannot.
    'Diseño y superviso locales comerciales',
    // A present form that is also a noun, followed by a number, is the verb.
    'Reparto 30 pedidos diarios',
    // An infinitive outside the table, known by the article after it.
    'Fiscalizar la obra',
    'Acondicionar los ambientes',
    // Verbs of front-desk and teaching work.
    'Contesto llamadas de clientes',
    'Califiqué exámenes parciales',
    'Greet guests at the front desk',
    'Responded to customer emails',
    'Solved billing issues',
    'Ensuring compliance with regulations',
    'Liaising with suppliers',
    'Kept records of inventory',
    // An everyday noun with an adjective's ending is the verb's object.
    'Registro material de obra en almacén',
    // An English base form that is also a noun, joined by "and" to a verb with its object.
    'Train and review the work of 6 junior analysts',
    'Plan and run usability tests every sprint',
    // A past whose first letters look like a prefix ("co-").
    'Coded and transcribed 40 interviews',
  ])('"%s" starts with an action verb', (bullet) => {
    expect(startsWithActionVerb(bullet)).toBe(true);
  });

  test.each([
    // A present form that is also a noun, followed by "de" or a preposition, is the noun.
    'Desarrollo de aplicaciones web',
    // Any present form before "de" is the noun: no verb of the table takes "de" after it.
    'Proceso de selección de personal',
    'Aumento de ventas en 20 %',
    'Cuenta de ahorros en soles',
    'Apoyo en el cierre',
    'Manejo de Excel',
    'Design of the new website',
    'Support for the sales team',
    'Training of new staff',
    'Desarrollado en React',
    // Present forms that are everyday nouns.
    'Trabajo en equipo',
    'Estudio de mercado',
    'Carga de datos al sistema',
    'Auxiliar de contabilidad',
    'Taller de oratoria',
    'Bajo la supervisión del gerente',
    'Desempeño como cajero',
    'Leadership of the sales team',
    'Answer to customer queries',
    // A present form that is also a noun, followed by an adjective, is the noun.
    'Registro contable de operaciones',
    'Desarrollo integral de proyectos',
    'Apoyo administrativo en el área de ventas',
    'Llamada de seguimiento',
    // Two nouns joined by "and" stay nouns.
    'Support and maintenance of servers',
    'Research and development',
    'Report and track KPIs',
  ])('"%s" does not', (bullet) => {
    expect(startsWithActionVerb(bullet)).toBe(false);
  });
});

describe('one verb table for analyse and optimise', () => {
  test('every noun of action maps to a verb the table conjugates, and the result is an action verb', () => {
    for (const [noun, { verb }] of Object.entries(spanishNominalisations)) {
      for (const tense of ['preterite', 'present'] as const) {
        const form = conjugateVerb(verb, tense);
        expect(form, `${noun} → ${verb}`).not.toBeNull();
        expect(startsWithActionVerb(`${form ?? ''} los reportes`), `${form}`).toBe(true);
        expect(isRewriteVerbForm(form ?? '')).toBe(true);
      }
    }
    for (const [noun, { verb }] of Object.entries(englishNominalisations)) {
      for (const tense of ['past', 'present'] as const) {
        const form = conjugateEnglishVerb(verb, tense);
        expect(form, `${noun} → ${verb}`).not.toBeNull();
        const capitalised = (form ?? '').replace(/^\p{L}/u, (letter) => letter.toUpperCase());
        expect(startsWithActionVerb(`${capitalised} the reports`), `${form}`).toBe(true);
      }
    }
  });

  test('conjugates irregular English verbs and doubles where English does', () => {
    expect(conjugateEnglishVerb('build', 'past')).toBe('built');
    expect(conjugateEnglishVerb('plan', 'past')).toBe('planned');
    expect(conjugateEnglishVerb('manage', 'past')).toBe('managed');
    expect(conjugateEnglishVerb('identify', 'past')).toBe('identified');
    expect(conjugateEnglishVerb('manage', 'present')).toBe('manage');
    expect(conjugateEnglishVerb('wander', 'past')).toBeNull();
  });

  test('stem-changing verbs of field and workshop work take their own present', () => {
    expect(conjugateVerb('sembrar', 'present')).toBe('siembro');
    expect(conjugateVerb('soldar', 'present')).toBe('sueldo');
    expect(conjugateVerb('cosechar', 'preterite')).toBe('coseché');
  });

  test('the closed list holds the written forms and nothing else', () => {
    expect(isRewriteVerbForm('Organicé')).toBe(true);
    expect(isRewriteVerbForm('mantuve')).toBe(true);
    expect(isRewriteVerbForm('Developed')).toBe(true);
    expect(isRewriteVerbForm('Lima')).toBe(false);
    expect(isRewriteVerbForm('gestión')).toBe(false);
    expect(isRewriteWord('Responsable')).toBe(true);
    expect(isRewriteWord('Responsible')).toBe(true);
    expect(isRewriteWord('Encargado')).toBe(false);
  });
});
