import { describe, expect, test } from 'vitest';
import { extractDocument } from '../extract/extract-document';
import { loadCarlitoFonts, parsePdfFonts } from './fonts';
import { renderCvToPdf } from './render-pdf';
import { createSpanishCvDocument } from './sample-cv-documents';

describe('fonts shared across documents', () => {
  test("a glyph's code points from another text never reach this document's text layer", async () => {
    // fontkit keeps one glyph object per id, with the code points of the text that first reached
    // it (through a substitution, that may be another character). Simulate exactly that on the
    // shared font, then render: the PDF must still read back as written.
    const { regular } = parsePdfFonts(loadCarlitoFonts());
    const [apostrophe] = regular.layout('’').glyphs;
    if (apostrophe === undefined) throw new Error('Inter draws ’');
    const shared = apostrophe as { codePoints: readonly number[] };
    const original = shared.codePoints;
    shared.codePoints = ['Q'.codePointAt(0) ?? 0];
    try {
      const cv = {
        ...createSpanishCvDocument(),
        summary: 'Estudié el algoritmo de Grover’s en 2021.',
      };
      const text = (await extractDocument(await renderCvToPdf(cv))).lines
        .map((line) => line.text)
        .join('\n');
      expect(text).toContain('Grover’s');
      expect(text).not.toContain('GroverQs');
    } finally {
      shared.codePoints = original;
    }
  });
});
