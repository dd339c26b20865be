import { describe, expect, it } from 'vitest';

import { parseCv } from '../parse/parse-cv';
import { extractDocument } from './extract-document';
import {
  isLetterSpacedText,
  readLetterSpacedWords,
  type OperatorNumbers,
} from './pdf-letter-spacing';
import type { PdfTextItem } from './pdf-rows';
import { renderPdf } from './testing/build-test-documents';

/** Operator numbers for a hand-made operator list (pdf.js's own come from its OPS table). */
const numbers: OperatorNumbers = {
  save: 1,
  restore: 2,
  transform: 3,
  beginText: 4,
  setFont: 5,
  setTextMatrix: 6,
  moveText: 7,
  showText: 8,
};

/**
 * A browser's way of drawing letter-spaced text: one glyph at a time, each moved on by its
 * width plus the letter-spacing, no glyph for the space between words (a wider move instead).
 * Every glyph is half an em wide.
 */
function drawLetterSpaced(words: readonly string[], fontSize: number, letterSpacing: number) {
  const fnArray: number[] = [numbers.beginText as number, numbers.setFont as number];
  const argsArray: unknown[] = [null, ['f1', fontSize]];
  fnArray.push(numbers.setTextMatrix as number);
  argsArray.push([[1, 0, 0, 1, 50, 800]]);
  const advance = fontSize * 0.5 + letterSpacing;
  const spaceWidth = fontSize * 0.28;
  let text = '';
  let x = 0;
  for (const [wordIndex, word] of words.entries()) {
    for (const [letterIndex, letter] of [...word].entries()) {
      fnArray.push(numbers.showText as number);
      argsArray.push([[{ unicode: letter, width: 500, isSpace: false }]]);
      const last = letterIndex === [...word].length - 1;
      if (last && wordIndex === words.length - 1) continue;
      fnArray.push(numbers.moveText as number);
      const move = advance + (last ? spaceWidth + letterSpacing : 0);
      argsArray.push([move, 0]);
      x += move;
    }
    text += (text ? ' ' : '') + [...word].join(' ');
  }
  const item: PdfTextItem = {
    text,
    x: 50,
    baseline: 42,
    width: x + fontSize * 0.5,
    fontSize,
    fontName: null,
    bold: true,
  };
  return { item, operations: { fnArray, argsArray } };
}

describe('letter-spaced text (issue 12)', () => {
  it('tells letter-spaced pieces from words and initials', () => {
    expect(isLetterSpacedText('F I O R E L L A Q U I S P E')).toBe(true);
    expect(isLetterSpacedText('S O F T WA R E')).toBe(true);
    expect(isLetterSpacedText('A B C')).toBe(false);
    expect(isLetterSpacedText('Ana de la Cruz')).toBe(false);
  });

  it('puts back the word gaps from where a browser drew each glyph', () => {
    const { item, operations } = drawLetterSpaced(['FIORELLA', 'QUISPE', 'ZEVALLOS'], 16, 2.25);
    const [read] = readLetterSpacedWords([item], operations, numbers, () => 0.001, {
      x0: 0,
      top: 842,
    });
    expect(read?.text).toBe('FIORELLA QUISPE ZEVALLOS');
  });

  it('joins a short piece of a letter-spaced row with that row letter gap only', () => {
    const long = drawLetterSpaced(['Datos'], 11, 3);
    const short = drawLetterSpaced(['de'], 11, 3);
    const shortItem = { ...short.item, x: 120 };
    const shifted = {
      fnArray: short.operations.fnArray,
      argsArray: short.operations.argsArray.map((args, index) =>
        short.operations.fnArray[index] === numbers.setTextMatrix ? [[1, 0, 0, 1, 120, 800]] : args,
      ),
    };
    const operations = {
      fnArray: [...long.operations.fnArray, ...shifted.fnArray],
      argsArray: [...long.operations.argsArray, ...shifted.argsArray],
    };
    const read = readLetterSpacedWords([long.item, shortItem], operations, numbers, () => 0.001, {
      x0: 0,
      top: 842,
    });
    expect(read.map((each) => each.text)).toEqual(['Datos', 'de']);
  });

  it('drops the spaces pdf.js read inside the words of a slightly tracked name', () => {
    // Tracking near pdf.js's space threshold: one gap a little wider reads as a space.
    const { item, operations } = drawLetterSpaced(['Fiorella', 'Alarcón'], 30, 2.7);
    const read = readLetterSpacedWords(
      [{ ...item, text: 'Fior ella Alar cón' }],
      operations,
      numbers,
      () => 0.001,
      { x0: 0, top: 842 },
    );
    expect(read[0]?.text).toBe('Fiorella Alarcón');
  });

  it('drops the spaces pdf.js read inside a tracked heading in capitals, at body sizes too', () => {
    // A design tool's tracked heading at 12 pt: a kerned pair's gap reads as a space.
    const { item, operations } = drawLetterSpaced(['DATOS', 'PERSONALES:'], 12, 1.2);
    const read = readLetterSpacedWords(
      [{ ...item, text: 'DATOS PER SONALES:' }],
      operations,
      numbers,
      () => 0.001,
      { x0: 0, top: 842 },
    );
    expect(read[0]?.text).toBe('DATOS PERSONALES:');
  });

  it('reads a letter-spaced name drawn twice (a shadow under it) once', () => {
    // A designer's tool draws the shadow layer first, half a point off, then the text.
    const { item, operations } = drawLetterSpaced(['VALERIA', 'TORRES'], 16, 2.25);
    const shadow = {
      fnArray: operations.fnArray,
      argsArray: operations.argsArray.map((args, index) =>
        operations.fnArray[index] === numbers.setTextMatrix ? [[1, 0, 0, 1, 50.5, 799.5]] : args,
      ),
    };
    const drawn = {
      fnArray: [...shadow.fnArray, ...operations.fnArray],
      argsArray: [...shadow.argsArray, ...operations.argsArray],
    };
    const [read] = readLetterSpacedWords([item], drawn, numbers, () => 0.001, { x0: 0, top: 842 });
    expect(read?.text).toBe('VALERIA TORRES');
  });

  it('leaves an item alone when the glyphs drawn there spell something else', () => {
    const { item, operations } = drawLetterSpaced(['LUCIA'], 16, 2);
    const other = { ...item, text: 'M A R T A' };
    const [read] = readLetterSpacedWords([other], operations, numbers, () => 0.001, {
      x0: 0,
      top: 842,
    });
    expect(read?.text).toBe('M A R T A');
  });

  it('reads a letter-spaced name of a real PDF whole, its words apart', async () => {
    const bytes = await renderPdf((pdf) => {
      pdf.font('Helvetica-Bold').fontSize(22);
      pdf.text('ROSA HUILLCA QUISPE', 50, 40, { characterSpacing: 4 });
      pdf.font('Helvetica').fontSize(10).text('rosa.huillca@correo.pe', 50, 75);
      pdf.font('Helvetica-Bold').fontSize(12).text('EXPERIENCIA', 50, 110);
      pdf.font('Helvetica-Bold').fontSize(10).text('Analista de datos', 50, 130);
      pdf.font('Helvetica').text('Minera Andina S.A.C. | 2019 - 2023', 50, 144);
    });
    const cv = parseCv(await extractDocument(bytes));
    expect(cv.contact.name).toBe('ROSA HUILLCA QUISPE');
  });
});
