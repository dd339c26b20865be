import { describe, expect, test } from 'vitest';
import { stemWord } from './stem-word';
import { tokeniseText } from './tokenise-text';

describe('stemWord', () => {
  test.each([
    ['contables', 'contable'],
    ['gestiones', 'gestion'],
    ['gestionar', 'gestion'],
    ['planificacion', 'planificar'],
    ['organizaciones', 'organizar'],
    ['sistemas', 'sistema'],
    ['publicas', 'publico'],
    ['capacitado', 'capacitar'],
    ['managed', 'manage'],
  ])('"%s" and "%s" share a stem', (left, right) => {
    expect(stemWord(left)).toBe(stemWord(right));
  });

  test('keeps tool names, short words and words ending in -is as written', () => {
    expect(stemWord('asp.net')).toBe('asp.net');
    expect(stemWord('c++')).toBe('c++');
    expect(stemWord('sql')).toBe('sql');
    expect(stemWord('analisis')).toBe('analisis');
  });
});

describe('tokeniseText', () => {
  test('folds accents and case and keeps offsets into the original text', () => {
    const text = 'Gestión de Proyectos, ASP.NET y C#.';
    const tokens = tokeniseText(text);
    expect(tokens.map((token) => token.folded)).toEqual([
      'gestion',
      'de',
      'proyectos',
      'asp.net',
      'y',
      'c#',
    ]);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      'Gestión',
      'de',
      'Proyectos',
      'ASP.NET',
      'y',
      'C#',
    ]);
  });
});
