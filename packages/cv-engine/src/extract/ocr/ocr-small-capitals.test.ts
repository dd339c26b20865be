import { describe, expect, it } from 'vitest';

import type { OcrSymbol } from './ocr-result';
import { readSmallCapitals } from './ocr-small-capitals';

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
