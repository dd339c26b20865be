import { describe, expect, it } from 'vitest';

import type { LineWord } from './ocr-line-words';
import { repairOcrHeading } from './repair-ocr-heading';

/** Words set one after another, 20 px per character and a 20 px space. */
function words(...texts: string[]): LineWord[] {
  let x = 100;
  return texts.map((text) => {
    const word = { text, x0: x, x1: x + 20 * text.length, y0: 500, y1: 530 };
    x = word.x1 + 20;
    return word;
  });
}

const texts = (line: readonly LineWord[]) => line.map((word) => word.text);

describe('repairOcrHeading', () => {
  it('reads back one glyph Tesseract confused in a heading word, in the case around it', () => {
    expect(texts(repairOcrHeading(words('EXPERIENC1A')))).toEqual(['EXPERIENCIA']);
    expect(texts(repairOcrHeading(words('F0RMACIÓN', 'ACADÉMICA:')))).toEqual([
      'FORMACIÓN',
      'ACADÉMICA:',
    ]);
    expect(texts(repairOcrHeading(words('Idiornas')))).toEqual(['Idiomas']);
  });

  it('joins a capital read as "(" back to the rest of its word', () => {
    const repaired = repairOcrHeading(words('(', 'onocimientos'));
    expect(texts(repaired)).toEqual(['Conocimientos']);
    // The word spans both boxes Tesseract gave.
    expect(repaired[0]).toMatchObject({ x0: 100, x1: 380 });
  });

  it('puts a heading broken into letters or pieces back into its words', () => {
    expect(texts(repairOcrHeading(words('I', 'DIOMAS')))).toEqual(['IDIOMAS']);
    expect(
      texts(repairOcrHeading(words('E', 'X', 'P', 'E', 'R', 'I', 'E', 'N', 'C', 'I', 'A'))),
    ).toEqual(
      // More than a heading's words: left to parse, which joins letter-spacing itself.
      ['E', 'X', 'P', 'E', 'R', 'I', 'E', 'N', 'C', 'I', 'A'],
    );
  });

  it('drops an icon read as a lone letter before a heading', () => {
    expect(texts(repairOcrHeading(words('J', 'OTROS', 'CONOCIMIENTOS')))).toEqual([
      'OTROS',
      'CONOCIMIENTOS',
    ]);
    // Before a heading in capitals, a small letter or a glyph is an icon, whatever the heading.
    expect(texts(repairOcrHeading(words('e', 'LENGUAJES')))).toEqual(['LENGUAJES']);
    expect(texts(repairOcrHeading(words('e', 'EXPERIENCIA', 'LABORAL')))).toEqual([
      'EXPERIENCIA',
      'LABORAL',
    ]);
    // A capital before a heading unknown to the vocabulary may be its own word.
    expect(texts(repairOcrHeading(words('A', 'TOMAR', 'EN', 'CUENTA')))).toEqual([
      'A',
      'TOMAR',
      'EN',
      'CUENTA',
    ]);
    // A number before a heading is its numbering, for parse to read.
    expect(texts(repairOcrHeading(words('2', 'IDIOMAS')))).toEqual(['2', 'IDIOMAS']);
  });

  it('leaves a line alone unless one confusion makes it exactly a vocabulary heading', () => {
    const headings = [
      ['EXPERIENCIA', 'LABORAL'],
      ['Ventas', 'Lima'],
      ['EXPER1ENC1A'], // two confusions: no strong evidence
      ['C0MERCIAL'], // not a heading, whatever glyph it had
      ['Ingeniero', 'de', 'Software', 'en', 'Lima', 'Perú'],
    ];
    for (const heading of headings) {
      expect(texts(repairOcrHeading(words(...heading)))).toEqual(heading);
    }
  });
});
