import { describe, expect, it } from 'vitest';

import { measureCapitalsFontSize, measureFontSize } from './ocr-font-size';
import type { OcrSymbol } from './ocr-result';

/** Characters side by side, each `height` px tall except where given. */
function symbols(text: string, height: number, tall: Record<string, number> = {}): OcrSymbol[] {
  return [...text].map((character, index) => ({
    text: character,
    bbox: { x0: index * 40, y0: 0, x1: index * 40 + 35, y1: tall[character] ?? height },
  }));
}

describe('measureCapitalsFontSize', () => {
  it("reads a word in capitals from its plain capitals' height, whether or not the accent is boxed", () => {
    const withAccent = measureCapitalsFontSize('FORMACIÓN', symbols('FORMACIÓN', 55, { Ó: 77 }));
    const withoutAccent = measureCapitalsFontSize('INFORMACIÓN', symbols('INFORMACIÓN', 55));
    expect(withAccent).toBeCloseTo(55 / 0.73, 1);
    expect(withoutAccent).toBe(withAccent);
  });

  it("is not misled by an accent's box given to the letter beside it", () => {
    // Tesseract spread the accent of "Ó" over the boxes of "I" and "L".
    const shifted = measureCapitalsFontSize('FILÓ', symbols('FILÓ', 55, { I: 77, L: 77 }));
    expect(shifted).toBeCloseTo(55 / 0.73, 1);
  });

  it('tells nothing about lower-case words or words of too few plain capitals', () => {
    expect(measureCapitalsFontSize('Formación', symbols('Formación', 40))).toBeNull();
    expect(measureCapitalsFontSize('ÉXITO', symbols('ÉX', 55))).toBeNull();
    expect(measureCapitalsFontSize('SAP', [])).toBeNull();
  });
});

describe('measureFontSize', () => {
  it("prefers a word's capitals' size to its box, which may hold an accent", () => {
    const box = { text: 'FORMACIÓN', x0: 0, x1: 500, y0: 0, y1: 77 };
    expect(measureFontSize([{ ...box, symbolFontSize: 75 }])).toBe(75);
    expect(measureFontSize([box])).toBeCloseTo(77 / 0.92, 1);
  });
});
