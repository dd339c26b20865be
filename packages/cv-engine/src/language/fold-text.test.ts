import { describe, expect, it } from 'vitest';

import { foldText } from './fold-text';

/** Folding one character at a time, as written before the per-character cache (the reference). */
function foldEachCharacter(text: string): string {
  return [...text]
    .map((character) =>
      character.length === 1
        ? character.normalize('NFD').charAt(0).toLowerCase().charAt(0)
        : ' '.repeat(character.length),
    )
    .join('');
}

describe('foldText', () => {
  it('lower-cases and strips accents, one character per character', () => {
    expect(foldText('EDUCACIÓN Ñandú')).toBe('educacion nandu');
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('Gestión 📞 987 654 321')).toHaveLength('Gestión 📞 987 654 321'.length);
  });

  it.each([
    'Ingeniera Industrial — Lima, Perú',
    'ASISTENTE CONTABLE (2019-2021)',
    'Çağrı Ærø Øst ß ﬁ Ǆ',
    'Señor\u0301 a\u0308 \uD800 \uDC00',
    'Correo: rosa.quispe@example.pe ★ ',
  ])('folds %j as folding each character alone does', (text) => {
    expect(foldText(text)).toBe(foldEachCharacter(text));
    // Met a second time: the folded characters kept from the first reading give the same text.
    expect(foldText(text)).toBe(foldEachCharacter(text));
  });
});
