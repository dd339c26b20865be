import { describe, expect, it } from 'vitest';
import { isBracketedNote } from './bracketed-note';

describe('isBracketedNote', () => {
  it.each([
    ['(Marcar con X el nivel alcanzado.)', true],
    ['(Con carácter de Declaración Jurada).', true],
    ['  (últimos cinco años)  ', true],
    ['Inglés (avanzado)', false],
    ['(2019 – 2021) Analista', false],
    ['()', false],
  ])('%j → %s', (text, expected) => {
    expect(isBracketedNote(text)).toBe(expected);
  });
});
