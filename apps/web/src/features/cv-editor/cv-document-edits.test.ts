import { cvDocumentSchema } from '@cvlisto/cv-engine/model';
import { describe, expect, test } from 'vitest';
import { createSampleCvDocument } from '../../testing/sample-cv-document';
import {
  addEntry,
  addSection,
  canAddSection,
  changeCvDate,
  changeDateRange,
  confirmEntry,
  entryIndexesOf,
  moveEntry,
  moveItem,
  moveSection,
  printTypedEntries,
  removeEntry,
  removeSection,
  updateContactField,
  updateContactLinks,
  updateEntry,
  updateSection,
  updateSummary,
} from './cv-document-edits';

const headings = (cv: ReturnType<typeof createSampleCvDocument>) =>
  cv.sections.map((section) => section.id);

describe('lists', () => {
  test('moveItem swaps with the neighbour and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('sections', () => {
  test('move one place up or down, never past either end', () => {
    const cv = createSampleCvDocument();
    expect(headings(moveSection(cv, 'edu', -1))).toEqual([
      'perfil',
      'exp',
      'edu',
      'vol',
      'hab',
      'idi',
    ]);
    expect(headings(moveSection(cv, 'perfil', 1))).toEqual([
      'exp',
      'perfil',
      'vol',
      'edu',
      'hab',
      'idi',
    ]);
    expect(headings(moveSection(cv, 'perfil', -1))).toEqual(headings(cv));
    expect(headings(moveSection(cv, 'idi', 1))).toEqual(headings(cv));
  });

  test('removing a section removes what is printed under it, and nothing else', () => {
    const cv = createSampleCvDocument();
    const withoutExperience = removeSection(cv, 'exp');
    expect(headings(withoutExperience)).not.toContain('exp');
    // The volunteering role (an experience entry of another section) stays.
    expect(withoutExperience.experience.map((entry) => entry.title)).toEqual(['Mentora']);
    expect(removeSection(cv, 'idi').languages).toEqual([]);
    // The profile section takes the summary with it (it would otherwise print on its own).
    expect(removeSection(cv, 'perfil').summary).toBeNull();
    expect(removeSection(cv, 'edu').summary).toBe(cv.summary);
  });

  test('a new section gets an unused id and its standard heading; one profile at most', () => {
    const cv = createSampleCvDocument();
    const { document, sectionId } = addSection(cv, 'certifications');
    expect(document.sections.at(-1)).toEqual({
      id: sectionId,
      kind: 'certifications',
      heading: 'Certificaciones',
      lines: [],
    });
    expect(cv.sections.some((section) => section.id === sectionId)).toBe(false);
    const again = addSection(document, 'certifications');
    expect(again.sectionId).not.toBe(sectionId);
    expect(addSection(cv, 'other').document.sections.at(-1)?.heading).toBe('Otra sección');
    expect(canAddSection(cv, 'summary')).toBe(false);
    expect(canAddSection(removeSection(cv, 'perfil'), 'summary')).toBe(true);
    expect(cvDocumentSchema.safeParse(again.document).success).toBe(true);
  });

  test('renaming a section makes it no longer a guess', () => {
    const renamed = updateSection(createSampleCvDocument(), 'vol', {
      heading: 'Voluntariado social',
    });
    const section = renamed.sections.find((candidate) => candidate.id === 'vol');
    expect(section?.heading).toBe('Voluntariado social');
    expect(section && 'confidence' in section).toBe(false);
  });

  test('a kept section switches to printing its typed entries', () => {
    const cv = printTypedEntries(createSampleCvDocument(), 'idi');
    expect(cv.sections.find((section) => section.id === 'idi')?.keepAsWritten).toBe(false);
    // Its source stays, in case the user wants to compare.
    expect(cv.sections.find((section) => section.id === 'idi')?.source).toHaveLength(2);
  });
});

describe('typed entries', () => {
  test('an entry moves among its own section, stepping over entries of other sections', () => {
    const cv = createSampleCvDocument();
    expect(entryIndexesOf(cv, 'experience', 'exp')).toEqual([0, 2]);
    const moved = moveEntry(cv, 'experience', 2, -1);
    expect(moved.experience.map((entry) => entry.title)).toEqual([
      'Asistente comercial',
      'Mentora',
      'Analista de datos',
    ]);
    expect(moveEntry(cv, 'experience', 0, -1)).toBe(cv);
    expect(moveEntry(cv, 'experience', 2, 1)).toBe(cv);
    // The only entry of its section cannot move.
    expect(moveEntry(cv, 'experience', 1, 1)).toBe(cv);
  });

  test('a new entry goes at the end of its section, blank, ready to type', () => {
    const cv = createSampleCvDocument();
    const { document, index } = addEntry(cv, 'experience', 'exp');
    expect(index).toBe(3);
    expect(document.experience[3]).toEqual({
      sectionId: 'exp',
      title: null,
      organisation: null,
      location: null,
      dates: null,
      bullets: [''],
    });
    const inVolunteering = addEntry(cv, 'experience', 'vol');
    expect(inVolunteering.index).toBe(2);
    expect(inVolunteering.document.experience.map((entry) => entry.sectionId)).toEqual([
      'exp',
      'vol',
      'vol',
      'exp',
    ]);
    const certification = addEntry(cv, 'certifications', 'nueva');
    expect(certification.document.certifications).toEqual([
      { sectionId: 'nueva', name: '', issuer: null, date: null },
    ]);
  });

  test('removing an entry removes that one only', () => {
    const cv = removeEntry(createSampleCvDocument(), 'languages', 0);
    expect(cv.languages.map((entry) => entry.name)).toEqual(['Quechua']);
  });

  test('editing a field clears its «Revisa este dato» and marks the entry as reviewed', () => {
    const cv = createSampleCvDocument();
    const edited = updateEntry(cv, 'experience', 0, { title: 'Analista de datos senior' });
    expect(edited.experience[0]?.title).toBe('Analista de datos senior');
    expect(edited.experience[0]?.confidence).toEqual({ entry: 1, dates: 0.95 });
    // Fields other than the one edited keep their mark.
    const organisationOnly = updateEntry(cv, 'experience', 0, { organisation: 'Otra S.A.' });
    expect(organisationOnly.experience[0]?.confidence?.title).toBe(0.3);
    // «Ya lo revisé» clears the entry's own mark without changing it.
    const confirmed = confirmEntry(cv, 'experience', 2);
    expect(confirmed.experience[2]?.confidence).toEqual({ entry: 1 });
    expect(confirmed.experience[2]?.title).toBe('Asistente comercial');
    // Entries without confidence stay without it.
    expect(
      updateEntry(cv, 'experience', 1, { title: 'Mentora voluntaria' }).experience[1],
    ).not.toHaveProperty('confidence');
  });

  test('contact fields: blank is null, and the edited field is no longer a guess', () => {
    const cv = createSampleCvDocument();
    const edited = updateContactField(cv, 'email', 'lucia@correo.pe');
    expect(edited.contact.email).toBe('lucia@correo.pe');
    expect(edited.contact.confidence).toEqual({ name: 0.95, phone: 0.9 });
    expect(updateContactField(cv, 'headline', '').contact.headline).toBeNull();
    expect(updateContactField(cv, 'honorific', 'Ing.').contact.honorific).toBe('Ing.');
    expect(updateContactLinks(cv, ['github.com/lucia']).contact.links).toEqual([
      'github.com/lucia',
    ]);
    expect(updateSummary(cv, '').summary).toBeNull();
  });
});

describe('dates', () => {
  test('changing a part rewrites the printed text in the optimiser’s format', () => {
    const range = changeDateRange(null, { start: { year: 2020, month: 1 } }, 'es');
    expect(range).toEqual({
      start: { year: 2020, month: 1 },
      end: null,
      current: false,
      text: 'ene. 2020',
    });
    const current = changeDateRange(range, { current: true }, 'es');
    expect(current?.text).toBe('ene. 2020 – actualidad');
    const ended = changeDateRange(current, { current: false, end: { year: 2023, month: 9 } }, 'es');
    expect(ended).toEqual({
      start: { year: 2020, month: 1 },
      end: { year: 2023, month: 9 },
      current: false,
      text: 'ene. 2020 – set. 2023',
    });
    // «Actualidad» replaces the end date.
    expect(changeDateRange(ended, { current: true }, 'es')?.end).toBeNull();
    // Nothing left: no range at all (nothing printed).
    expect(changeDateRange(range, { start: null }, 'es')).toBeNull();
  });

  test('a date needs its year; the month is optional', () => {
    expect(changeCvDate(null, { year: 2021 })).toEqual({ year: 2021, month: null });
    expect(changeCvDate({ year: 2021, month: null }, { month: 4 })).toEqual({
      year: 2021,
      month: 4,
    });
    expect(changeCvDate({ year: 2021, month: 4 }, { year: null })).toBeNull();
    expect(changeCvDate(null, { month: 4 })).toBeNull();
  });
});
