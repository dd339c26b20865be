import { describe, expect, test } from 'vitest';
import { detectBulletLanguage } from './bullet-language';
import { optimiseCv } from './optimise-cv';
import { createTestCv } from '../analyse/test-cv';

describe('detectBulletLanguage: a bullet may speak the other language of a bilingual CV', () => {
  test.each([
    ['Mantenimiento preventivo y correctivo de equipos', 'en', 'es'],
    ['Development of the billing API for the sales team', 'es', 'en'],
    // Words of the document's own language, or none of either: the document's language.
    ['Desarrollo de APIs with Node and the team', 'es', 'es'],
    ['Managed SAP', 'es', 'es'],
    ['Elaboración de reportes', 'es', 'es'],
  ] as const)('"%s" in a CV in %s → %s', (bullet, document, expected) => {
    expect(detectBulletLanguage(bullet, document)).toBe(expected);
  });
});

test('optimise rewrites a Spanish duty of an English CV in Spanish', () => {
  const base = createTestCv();
  const job = base.experience[1];
  if (job === undefined) throw new Error('the test CV has two jobs');
  const cv = createTestCv({
    language: 'en',
    experience: [
      {
        ...job,
        bullets: [
          'Mantenimiento preventivo y correctivo de equipos de cómputo',
          'Development of the billing API for the sales team',
        ],
      },
    ],
  });
  const [entry] = optimiseCv(cv).cv.experience;
  expect(entry?.bullets).toEqual([
    'Realicé mantenimiento preventivo y correctivo de equipos de cómputo',
    'Developed the billing API for the sales team',
  ]);
});
