import { createEmptyCvDocument, cvDocumentLimits } from '@cvlisto/cv-engine/model';
import { describe, expect, test } from 'vitest';
import { createSampleCvDocument } from '../../testing/sample-cv-document';
import { addEntry, changeDateRange, updateContactField, updateEntry } from './cv-document-edits';
import {
  fieldId,
  findCvDocumentProblems,
  problemMessages,
  problemPlace,
  problemsByPath,
} from './cv-document-problems';

describe('findCvDocumentProblems', () => {
  test('a complete CV has none', () => {
    expect(findCvDocumentProblems(createSampleCvDocument())).toEqual([]);
  });

  test('an empty CV asks for the name first', () => {
    expect(findCvDocumentProblems(createEmptyCvDocument('es'))).toEqual([
      { path: 'contact.name', message: problemMessages.name },
    ]);
  });

  test('an e-mail must look like one', () => {
    const cv = createSampleCvDocument();
    for (const email of ['987654321', 'lucia@correo', 'lucia correo@pe.pe']) {
      expect(findCvDocumentProblems(updateContactField(cv, 'email', email))).toEqual([
        { path: 'contact.email', message: problemMessages.email },
      ]);
    }
    expect(findCvDocumentProblems(updateContactField(cv, 'email', ''))).toEqual([]);
    expect(findCvDocumentProblems(updateContactField(cv, 'email', 'l.r+cv@correo.com.pe'))).toEqual(
      [],
    );
  });

  test('an end date before its start, beside the entry’s dates', () => {
    const cv = createSampleCvDocument();
    const dates = changeDateRange(
      null,
      { start: { year: 2021, month: 5 }, end: { year: 2021, month: 2 } },
      'es',
    );
    const problems = findCvDocumentProblems(updateEntry(cv, 'experience', 2, { dates }));
    expect(problems).toEqual([
      { path: 'experience.2.dates', message: problemMessages.endBeforeStart },
    ]);
  });

  test('entries that would print empty, in the order the editor shows them', () => {
    let cv = createSampleCvDocument();
    cv = addEntry(cv, 'skills', 'hab').document;
    cv = addEntry(cv, 'experience', 'exp').document;
    cv = addEntry(cv, 'education', 'edu').document;
    expect(findCvDocumentProblems(cv)).toEqual([
      { path: 'experience.3.title', message: problemMessages.experience },
      { path: 'education.1.degree', message: problemMessages.education },
      { path: 'skills.1.items', message: problemMessages.skills },
    ]);
  });

  test('a kept section is checked by its text, not by the typed entries it does not print', () => {
    const cv = updateEntry(createSampleCvDocument(), 'languages', 0, { name: ' ' });
    expect(findCvDocumentProblems(cv)).toEqual([]);
    const typed = {
      ...cv,
      sections: cv.sections.map((section) => ({ ...section, keepAsWritten: false })),
    };
    expect(findCvDocumentProblems(typed)).toEqual([
      { path: 'languages.0.name', message: problemMessages.languages },
    ]);
  });

  test('the server’s bounds come last, with their path', () => {
    const bullets = Array.from({ length: cvDocumentLimits.itemsPerEntry + 1 }, () => 'Logro.');
    const cv = updateEntry(createSampleCvDocument(), 'experience', 0, { bullets });
    expect(findCvDocumentProblems(cv)).toEqual([
      {
        path: 'experience.0.bullets',
        message: `El CV tiene demasiados logros en un puesto (máximo ${cvDocumentLimits.itemsPerEntry}).`,
      },
    ]);
  });

  test('each field shows its first problem; paths become element ids', () => {
    const map = problemsByPath([
      { path: 'contact.name', message: 'uno' },
      { path: 'contact.name', message: 'dos' },
    ]);
    expect(map.get('contact.name')).toBe('uno');
    expect(fieldId('experience.2.title')).toBe('campo-experience-2-title');
  });
});

describe('problemPlace', () => {
  test('names the part of the editor a problem is in', () => {
    const cv = createSampleCvDocument();
    expect(problemPlace(cv, 'contact.email')).toBe('Datos de contacto');
    expect(problemPlace(cv, 'experience.1.title')).toBe('Voluntariado');
    expect(problemPlace(cv, 'experience.2.dates')).toBe('Experiencia profesional');
    expect(problemPlace(cv, 'sections.3.heading')).toBe('Educación');
    expect(problemPlace(cv, '')).toBe('Tu CV');
  });
});
