import { create as createFont, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';

import { loadCarlitoFonts } from './fonts';
import { shareSubsetGlyphs } from './subset-glyphs';

type Subset = { includeGlyph(glyphId: number): number; encode(): Uint8Array };

/** The font file fontkit writes for a subset of these glyphs, in this order. */
function encodeSubset(font: Font, glyphIds: readonly number[]): Uint8Array {
  const subset = (font as Font & { createSubset(): Subset }).createSubset();
  for (const glyphId of glyphIds) subset.includeGlyph(glyphId);
  return new Uint8Array(subset.encode());
}

function glyphIdsOf(font: Font, text: string): number[] {
  return font.layout(text).glyphs.map((glyph) => glyph.id);
}

describe('shareSubsetGlyphs', () => {
  // Accented capitals are composite glyphs in Carlito (a letter and an accent): their parts are
  // renumbered in each subset.
  const texts = [
    'Ingeniería Industrial — Lima, Perú',
    'ÁÉÍÓÚ Ñ Ü “Gestión” • 2019–2021 fi ﬂ',
    'Análisis de costos, Excel avanzado',
  ];

  it('writes the same font file as fontkit, document after document', () => {
    const bytes = loadCarlitoFonts().regular;
    const plain = createFont(bytes);
    const shared = shareSubsetGlyphs(createFont(bytes));
    for (const text of [...texts, ...texts.slice().reverse()]) {
      const glyphIds = glyphIdsOf(plain, text);
      expect(encodeSubset(shared, glyphIds)).toEqual(encodeSubset(plain, glyphIds));
    }
  });

  it('reads each glyph of the source font once, whatever the number of documents', () => {
    const shared = shareSubsetGlyphs(createFont(loadCarlitoFonts().regular)) as Font & {
      getGlyph(glyphId: number): unknown;
    };
    const getGlyph = shared.getGlyph.bind(shared);
    let reads = 0;
    shared.getGlyph = (glyphId: number) => {
      reads += 1;
      return getGlyph(glyphId);
    };
    const glyphIds = glyphIdsOf(shared, texts[0] ?? '');
    encodeSubset(shared, glyphIds);
    const firstReads = reads;
    encodeSubset(shared, glyphIds);
    expect(firstReads).toBeGreaterThan(0);
    expect(reads).toBe(firstReads);
  });
});
