import { describe, expect, test } from 'vitest';
import { createTestCv } from '../analyse/test-cv';
import type { CvDocument, DateRange } from '../model/cv-document';
import { optimiseCv } from '../optimise/optimise-cv';
import { layOutCv } from '../render/cv-layout';
import { tailorCv } from '../tailor/tailor-cv';
import { prepareEnglishCv, translateDateText } from './translate-cv';

const unparsed = (text: string): DateRange => ({ start: null, end: null, current: false, text });

describe('prepareEnglishCv', () => {
  const optimised = optimiseCv(createTestCv()).cv;

  test('marks the CV English and gives standard sections their English headings', () => {
    const english = prepareEnglishCv(optimised);
    expect(english.language).toBe('en');
    expect(english.sections.map((section) => section.heading)).toEqual([
      'Professional Summary',
      'Experience',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
    ]);
    // Section ids, and so the entries' links to them, are untouched.
    expect(english.sections.map((section) => section.id)).toEqual(
      optimised.sections.map((section) => section.id),
    );
  });

  test('writes parsed date ranges in English', () => {
    const english = prepareEnglishCv(optimised);
    expect(english.experience.map((entry) => entry.dates?.text)).toEqual([
      'Jan 2020 – Present',
      'Mar 2017 – Dec 2019',
      'Jan 2016 – Dec 2016',
    ]);
    expect(english.education[0]?.dates?.text).toBe('2012 – 2016');
    expect(english.experience[0]?.dates?.start).toEqual({ year: 2020, month: 1 });
  });

  test('keeps other headings (the model translates them) and renames tailoring’s group', () => {
    const base = tailorCv(
      optimised,
      `Funciones: registrar la ejecución del presupuesto, conciliar las cuentas bancarias y preparar los reportes mensuales para la gerencia.\nRequisitos: SIAF y Excel avanzado`,
    ).cv;
    const cv: CvDocument = {
      ...base,
      sections: [
        ...base.sections,
        { id: 'extra', kind: 'other', heading: 'Additional information', lines: [] },
      ],
    };
    const english = prepareEnglishCv(cv);
    expect(english.sections.at(-1)?.heading).toBe('Additional information');
    expect(english.skills[0]?.name).toBe('Key skills');
  });

  test('ranges the parser could not read keep their text with its words in English', () => {
    const cv: CvDocument = {
      ...optimised,
      projects: [
        {
          sectionId: 'x',
          name: 'Proyecto',
          dates: unparsed('Marzo de 2019 a la fecha'),
          bullets: [],
        },
      ],
    };
    expect(prepareEnglishCv(cv).projects[0]?.dates?.text).toBe('Mar 2019 – Present');
  });

  test('the layout the renderers share is English', () => {
    const texts = layOutCv(prepareEnglishCv(optimised)).blocks.map((block) => block.text);
    expect(texts).toContain('Experience');
    expect(texts).toContain('Jan 2020 – Present · Lima');
    expect(texts).not.toContain('Experiencia profesional');
    expect(layOutCv(prepareEnglishCv(optimised)).languageTag).toBe('en-US');
  });
});

describe('translateDateText', () => {
  test.each([
    ['Marzo de 2019 a la fecha', 'Mar 2019 – Present'],
    ['Setiembre 2018 – actualidad', 'Sep 2018 – Present'],
    ['ene. 2020 - presente', 'Jan 2020 - Present'],
    ['desde agosto del 2015', 'Since Aug 2015'],
    ['2019 a 2021', '2019 – 2021'],
    ['Dic. 2010 hasta Abr. 2012', 'Dec 2010 – Apr 2012'],
    ['Verano 2019', 'Summer 2019'],
  ])('%s → %s', (text, english) => {
    expect(translateDateText(text)).toBe(english);
  });
});
