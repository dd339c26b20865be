import { describe, expect, it } from 'vitest';
import { buildTestDocument, buildTestLines } from '../src/parse/build-test-lines';
import { matchHeadingVocabulary } from '../src/parse/headings';
import {
  cueRemovals,
  disguiseWords,
  runEntryWording,
  runHeadingWording,
  type DevReading,
} from './eval-robustness';

describe('cueRemovals', () => {
  const lines = buildTestLines([
    { text: 'Rosa Huamán Ccopa', fontSize: 18, bold: true },
    { text: 'EXPERIENCIA', bold: true, fontSize: 12, block: 2 },
    { text: 'Cuadré la caja diaria', listItem: true, listMarker: '• ', block: 3, column: 1 },
  ]);
  const removal = (name: string) => {
    const found = cueRemovals.find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`no removal ${name}`);
    return found.remove(lines);
  };

  it('takes away one cue each and leaves the text and every other cue as they were', () => {
    expect(removal('no bold').map((line) => line.bold)).toEqual([false, false, false]);
    expect(removal('one size').map((line) => line.fontSize)).toEqual([10, 10, 10]);
    expect(removal('no list markers').map((line) => [line.listItem, line.listMarker])).toEqual([
      [false, undefined],
      [false, undefined],
      [false, undefined],
    ]);
    // One block per column of a page: the first two lines share one, the sidebar's its own.
    expect(new Set(removal('no block gaps').map((line) => line.block)).size).toBe(2);
    for (const { remove } of cueRemovals) {
      const changed = remove(lines);
      expect(changed.map((line) => line.text)).toEqual(lines.map((line) => line.text));
      expect(changed.map((line) => [line.x, line.y, line.page])).toEqual(
        lines.map((line) => [line.x, line.y, line.page]),
      );
    }
  });
});

describe('disguiseWords', () => {
  it("keeps a heading's length, case and spacing and leaves no word a vocabulary holds", () => {
    for (const heading of ['EXPERIENCIA LABORAL', 'Formación académica', 'Skills & Tools:']) {
      const disguised = disguiseWords(heading);
      expect(disguised).toHaveLength(heading.length);
      expect(disguised.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a')).toBe(
        heading
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .replace(/\p{Lu}/gu, 'A')
          .replace(/\p{Ll}/gu, 'a'),
      );
      expect(matchHeadingVocabulary(heading)).not.toBeNull();
      expect(matchHeadingVocabulary(disguised)).toBeNull();
    }
  });

  it('leaves the short joining words a name of any school or employer has', () => {
    expect(disguiseWords('Universidad de la Costa')).toMatch(/^\S+ de la \S+$/u);
    expect(disguiseWords('University of the Andes')).toMatch(/^\S+ of the \S+$/u);
  });
});

describe('the checks in words no vocabulary holds', () => {
  const heading = (text: string) => ({ text, bold: true, fontSize: 13 });
  const reading: DevReading = {
    document: buildTestDocument([
      { text: 'Rosa Huamán Ccopa', fontSize: 20, bold: true },
      'rosa.huaman@correo.pe',
      heading('EXPERIENCIA'),
      { text: 'Cajera – Ferretería Los Andes', bold: true },
      'Marzo 2019 – Mayo 2021',
      heading('EDUCACIÓN'),
      'Bachiller en Contabilidad – Pukara Wasi Andina, 2018',
      heading('IDIOMAS'),
      'Quechua nativo',
    ]),
    label: {
      name: 'Rosa Huamán Ccopa',
      email: 'rosa.huaman@correo.pe',
      phone: null,
      location: null,
      links: [],
      sections: ['EXPERIENCIA', 'EDUCACIÓN', 'IDIOMAS'],
      experience: [
        { title: 'Cajera', organisation: 'Ferretería Los Andes', dates: 'Marzo 2019 – Mayo 2021' },
      ],
      education: [
        { degree: 'Bachiller en Contabilidad', institution: 'Pukara Wasi Andina', dates: '2018' },
      ],
      experience_count: 1,
      education_count: 1,
      language: 'es',
    },
    file: { file: 'x.pdf', labelFile: 'x.label.json', id: 'x-01', format: 'pdf', layout: null },
  };

  it('finds each heading set like the others once its words are disguised', () => {
    expect(runHeadingWording([reading])).toEqual({
      headings: 3,
      asWritten: 3,
      disguised: 3,
      misses: [],
    });
  });

  it('counts each entry field as written and disguised, and names a miss by position only', () => {
    const scores = runEntryWording([reading]);
    expect(scores).toEqual([
      { field: 'experience.title', values: 1, asWritten: 1, disguised: 1, misses: [] },
      { field: 'experience.organisation', values: 1, asWritten: 1, disguised: 1, misses: [] },
      // A degree's own words are its only mark: disguised, it is read as a name.
      {
        field: 'education.degree',
        values: 1,
        asWritten: 1,
        disguised: 0,
        misses: ['x-01: education[0].degree'],
      },
      { field: 'education.institution', values: 1, asWritten: 1, disguised: 1, misses: [] },
    ]);
  });
});
