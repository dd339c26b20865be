import { describe, expect, test } from 'vitest';
import { joinHyphenation } from './join-hyphenation';
import { collectWordEvidence } from './word-evidence';

const none = new Map<string, string>();

describe('joinHyphenation', () => {
  test.each([
    ['Coordiné los princi- pales despachos', 'Coordiné los principales despachos'],
    ['Atendí reclamos de fac- turación', 'Atendí reclamos de facturación'],
    ['dos cor-  tes en una línea de- masiado larga', 'dos cortes en una línea demasiado larga'],
    ['con guion tipográfico: fac\u2010 turación', 'con guion tipográfico: facturación'],
    ['guion suave: fac\u00ADturación', 'guion suave: facturación'],
  ])('Spanish "%s" → "%s"', (before, after) => {
    expect(joinHyphenation(before, 'es', none)).toBe(after);
  });

  test.each([
    // Real compounds have no space after the hyphen.
    'Curso teórico-práctico de costos',
    'Tienda e-commerce',
    // A spaced hyphen between two accented halves joins two words, not one.
    'Curso teórico- práctico de costos',
    // Capitals, figures and dashes between words are not line breaks.
    'Lima- Perú',
    'Ventas 2019- 2020',
    'Caja - cobranzas',
  ])('"%s" is kept', (text) => {
    expect(joinHyphenation(text, 'es', none)).toBe(text);
  });

  test('keeps a spaced compound the CV writes as two words elsewhere', () => {
    const words = collectWordEvidence(['Estudio socio-económico', 'análisis socio y económico']);
    expect(joinHyphenation('Diagnóstico socio- económico', 'es', words)).toBe(
      'Diagnóstico socio- económico',
    );
  });

  test('English joins at a suffix or a word the CV uses, and keeps compounds', () => {
    expect(joinHyphenation('Led the develop- ment of the app', 'en', none)).toBe(
      'Led the development of the app',
    );
    expect(joinHyphenation('Built data- driven reports', 'en', none)).toBe(
      'Built data- driven reports',
    );
    const words = collectWordEvidence(['I like a good spreadsheet']);
    expect(joinHyphenation('Kept the spread- sheet tidy', 'en', words)).toBe(
      'Kept the spreadsheet tidy',
    );
  });
});
