import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';

import { loadCarlitoFonts, parsePdfFonts } from './fonts';
import { shareWordLayouts } from './shared-word-layouts';

type Embedded = { layoutRun(text: string): unknown };

/** A pdfkit document with Carlito selected, its words shared or not. */
function openDocument(shared: boolean) {
  const document = new PDFDocument({ font: '' });
  document.registerFont('Carlito', parsePdfFonts(loadCarlitoFonts()).regular);
  document.font('Carlito').fontSize(10.5);
  const embedded = (document as unknown as { _font: Embedded })._font;
  if (shared) shareWordLayouts(embedded);
  return { document, embedded };
}

describe('shareWordLayouts', () => {
  const text = 'Coordinación de inventarios en almacén, Lima — 2019–2021';

  it('lays out a word once for every document that sets it in the same face', () => {
    const first = openDocument(true);
    const width = first.document.widthOfString(text);
    const second = openDocument(true);
    let laidOut = 0;
    const layoutRun = second.embedded.layoutRun.bind(second.embedded);
    second.embedded.layoutRun = (word: string) => {
      laidOut += 1;
      return layoutRun(word);
    };
    expect(second.document.widthOfString(text)).toBe(width);
    expect(laidOut).toBe(0);
  });

  it('measures as an unshared document does, after another wrote the words justified', () => {
    const writer = openDocument(true);
    writer.document.text(`${text} ${text} ${text}`, { width: 200, align: 'justify' });
    const shared = openDocument(true).document;
    const unshared = openDocument(false).document;
    for (const word of text.split(' ')) {
      expect(shared.widthOfString(word)).toBe(unshared.widthOfString(word));
    }
    expect(shared.heightOfString(text, { width: 120 })).toBe(
      unshared.heightOfString(text, { width: 120 }),
    );
  });
});
