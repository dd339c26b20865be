import { describe, expect, it } from 'vitest';

import type { OcrSymbol } from './ocr-result';
import { readCapitalsReadAsLowerCase, readSmallCapitals } from './ocr-small-capitals';

/** Characters side by side with the given heights, all standing on one baseline (y 100). */
function symbols(text: string, heights: readonly number[]): OcrSymbol[] {
  return [...text].map((character, index) => ({
    text: character,
    bbox: { x0: index * 40, y0: 100 - (heights[index] ?? 0), x1: index * 40 + 35, y1: 100 },
  }));
}

describe('readSmallCapitals', () => {
  it('reads a full initial and shorter capitals as small capitals, as they look', () => {
    expect(
      readSmallCapitals('EDUCATION', symbols('EDUCATION', [48, 34, 34, 35, 34, 34, 34, 35, 34])),
    ).toEqual({
      text: 'Education',
      capitalHeight: 48,
    });
    expect(readSmallCapitals('ÁREAS', symbols('ÁREAS', [60, 34, 34, 34, 34]))).toBeNull();
    expect(readSmallCapitals('PERÚ', symbols('PERÚ', [48, 34, 34, 44]))?.text).toBe('Perú');
  });

  it('keeps words in ordinary capitals, acronyms and lower-case words as read', () => {
    expect(readSmallCapitals('EXPERIENCIA', symbols('EXPERIENCIA', Array(11).fill(48)))).toBeNull();
    // A full capital among the small ones: not simply small capitals.
    expect(readSmallCapitals('BCP', symbols('BCP', [48, 34, 48]))).toBeNull();
    expect(readSmallCapitals('Lima', symbols('Lima', [48, 34, 34, 34]))).toBeNull();
    expect(readSmallCapitals('EDUCATION', [])).toBeNull();
  });
});

describe('readSmallCapitals and a heading band', () => {
  it('takes a first box that swallowed a drawn bar for no taller capital', () => {
    // "SOBRE MI" in a grey band with a black bar at its left: the S's box is the bar's height.
    expect(readSmallCapitals('SOBRE', symbols('SOBRE', [115, 52, 51, 50, 51]))).toBeNull();
  });
});

describe('readCapitalsReadAsLowerCase', () => {
  it('reads a word as capitals when its short letters stand as tall as its rising ones', () => {
    expect(
      readCapitalsReadAsLowerCase(
        'contacto',
        symbols('contacto', [52, 52, 51, 50, 50, 52, 50, 52]),
      ),
    ).toBe('CONTACTO');
    expect(
      readCapitalsReadAsLowerCase(
        'formación',
        symbols('formación', [50, 51, 50, 51, 50, 51, 50, 62, 51]),
      ),
    ).toBe('FORMACIÓN');
  });

  it('keeps lower-case words, and words without a rising letter, as read', () => {
    expect(
      readCapitalsReadAsLowerCase(
        'contacto',
        symbols('contacto', [26, 26, 26, 33, 26, 26, 33, 26]),
      ),
    ).toBeNull();
    expect(
      readCapitalsReadAsLowerCase(
        'buscador',
        symbols('buscador', [36, 26, 27, 26, 26, 36, 27, 26]),
      ),
    ).toBeNull();
    // No rising letter: "una" cannot tell capitals from lower case.
    expect(readCapitalsReadAsLowerCase('una', symbols('una', [50, 50, 50]))).toBeNull();
    expect(readCapitalsReadAsLowerCase('Lima', symbols('Lima', [50, 50, 50, 50]))).toBeNull();
  });
});
