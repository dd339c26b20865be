import { describe, expect, it } from 'vitest';

import { readLineWords } from './ocr-line-words';
import type { OcrWord } from './ocr-result';

/** Words laid out left to right: [text, x0, x1, confidence?]. */
function words(...specs: Array<[string, number, number, number?]>): OcrWord[] {
  return specs.map(([text, x0, x1, confidence = 95]) => ({
    text,
    confidence,
    bbox: { x0, y0: 0, x1, y1: 20 },
  }));
}

function readTexts(line: OcrWord[], xHeight = 22): string[] {
  return readLineWords(line, xHeight).map((word) => word.text);
}

describe('readLineWords', () => {
  it('reads the "8:" between two words of a heading in capitals as the "&" it is', () => {
    expect(readTexts(words(['IDIOMAS', 0, 160], ['8:', 175, 200], ['SOFTWARE', 215, 380]))).toEqual(
      ['IDIOMAS', '&', 'SOFTWARE'],
    );
    expect(
      readTexts(words(['Horario', 0, 120], ['8:', 135, 160], ['30', 165, 190], ['am', 200, 240])),
    ).toEqual(['Horario', '8:', '30', 'am']);
  });

  it('reads a day before a month back as digits, and only there', () => {
    expect(
      readTexts(words(['Ol', 0, 30], ['octubre', 40, 160], ['2023', 170, 240], ['—', 250, 270])),
    ).toEqual(['01', 'octubre', '2023', '—']);
    expect(readTexts(words(['l5', 0, 30], ['de', 40, 70], ['marzo', 80, 160]))).toEqual([
      '15',
      'de',
      'marzo',
    ]);
    expect(readTexts(words(['Ol', 0, 30], ['Perú', 40, 120]))).toEqual(['Ol', 'Perú']);
  });

  it('keeps what Tesseract read of ordinary text', () => {
    expect(
      readTexts(words(['Técnico', 0, 90], ['contable', 100, 200], ['2015', 210, 260])),
    ).toEqual(['Técnico', 'contable', '2015']);
  });

  it('drops unsure words and rules read as punctuation, keeps sure punctuation', () => {
    const line = words(
      ['EXPERIENCIA', 0, 300],
      ['—', 500, 1100, 45],
      ['x;', 1110, 1140, 20],
      ['2015', 1200, 1260],
      ['-', 1270, 1280, 92],
      ['2018', 1290, 1350],
    );
    expect(readTexts(line)).toEqual(['EXPERIENCIA', '2015', '-', '2018']);
  });

  it('makes a lone glyph set apart at the start of a line a bullet, even when unsure of it', () => {
    expect(readTexts(words(['e', 0, 17], ['Registro', 50, 140]))).toEqual(['•', 'Registro']);
    expect(readTexts(words(['+', 0, 9, 35], ['Estrategia', 40, 160]))).toEqual(['•', 'Estrategia']);
    // At word spacing it is a word.
    expect(readTexts(words(['e', 0, 12], ['informes', 22, 120]))).toEqual(['e', 'informes']);
  });

  it('makes an icon read as one or two unsure characters, set apart, a bullet', () => {
    expect(readTexts(words(['W4', 0, 60, 55], ['EXPERIENCIA', 110, 400]))).toEqual([
      '•',
      'EXPERIENCIA',
    ]);
    // Sure of it, or at word spacing: a word ("A", "Av.", "N°").
    expect(readTexts(words(['Av', 0, 40, 90], ['Arequipa', 80, 250]))).toEqual(['Av', 'Arequipa']);
    expect(readTexts(words(['Q', 0, 20, 50], ['Lima', 30, 100]))).toEqual(['Q', 'Lima']);
  });

  it('turns separators read as other symbols into "•", but not the plus of a phone', () => {
    const line = words(
      ['Lima', 0, 50],
      ['*', 60, 66, 70],
      ['+51', 80, 120],
      ['989', 130, 170],
      ['«', 180, 186, 40],
      ['camilarios.pe', 200, 330],
    );
    expect(readTexts(line)).toEqual(['Lima', '•', '+51', '989', '•', 'camilarios.pe']);
    expect(readTexts(words(['Lima', 0, 50], ['+', 60, 66], ['51', 70, 90]))).toEqual([
      'Lima',
      '+',
      '51',
    ]);
  });

  it('joins an e-mail address whose "@" was misread, however Tesseract split it', () => {
    // The local part's box runs over the rest, and Tesseract was unsure of all of it.
    expect(
      readTexts(
        words(
          ['camila.rios.benavides', 1058, 1686, 20],
          ['(O', 1468, 1492, 20],
          ['gmail.com', 1507, 1684, 91],
        ),
      ),
    ).toEqual(['camila.rios.benavides@gmail.com']);
    expect(
      readTexts(words(['yessenia.ccama(', 1027, 1357, 15], ['gmail.com', 1376, 1565])),
    ).toEqual(['yessenia.ccama@gmail.com']);
    expect(
      readTexts(words(['camila.rios.benavidesO', 529, 746, 31], ['gmail.com', 754, 841])),
    ).toEqual(['camila.rios.benavides@gmail.com']);
    expect(readTexts(words(['ana.torres', 0, 100], ['©correo.pe', 104, 200]))).toEqual([
      'ana.torres@correo.pe',
    ]);
  });

  it('joins a local part and a mail provider\'s domain when the "@" between them was not read at all', () => {
    // The "@" is gone, its width (about two x-heights) left as the gap.
    expect(readTexts(words(['rosa.ccori84', 0, 250], ['gmail.com', 290, 470]))).toEqual([
      'rosa.ccori84@gmail.com',
    ]);
    // A label is not a local part, and a domain that is not a provider's is not evidence enough.
    expect(readTexts(words(['Correo', 0, 120], ['gmail.com', 150, 330]))).toEqual([
      'Correo',
      'gmail.com',
    ]);
    expect(readTexts(words(['rosa.ccori84', 0, 250], ['empresa.pe', 290, 470]))).toEqual([
      'rosa.ccori84',
      'empresa.pe',
    ]);
  });

  it('reads an "@" read as a letter inside the address back only when its glyph is an "@"', () => {
    /** One word with a box per character: small letters 16 px wide on the line 20–40. */
    const addressWord = (text: string, atIndex: number, atBox: [number, number]) => {
      let x = 0;
      const symbols = [...text].map((character, index) => {
        const box =
          index === atIndex
            ? { x0: x, y0: atBox[0], x1: x + 28, y1: atBox[1] }
            : { x0: x, y0: 20, x1: x + (character === '.' ? 5 : 16), y1: 40 };
        x = box.x1 + 2;
        return { text: character, bbox: box };
      });
      return [{ text, confidence: 80, bbox: { x0: 0, y0: 14, x1: x, y1: 46 }, symbols }];
    };
    // Wide, rising above the small letters and hanging below the line: an "@".
    expect(readTexts(addressWord('rosa.riosegmail.com', 9, [14, 46]))).toEqual([
      'rosa.rios@gmail.com',
    ]);
    // An "e" as tall as the others: the local part may end in "e", its "@" dropped.
    const plain = addressWord('rosa.riosegmail.com', 9, [20, 40]);
    expect(readTexts(plain)).toEqual(['rosa.riosegmail.com']);
  });

  it('leaves words apart that only look like parts of an address', () => {
    // Far apart, or no domain after the "O".
    expect(readTexts(words(['ventas', 0, 60], ['gmail.com', 200, 300]))).toEqual([
      'ventas',
      'gmail.com',
    ]);
    expect(readTexts(words(['PERÚ', 0, 60], ['O', 70, 80], ['Lima', 90, 140]))).toEqual([
      'PERÚ',
      'O',
      'Lima',
    ]);
  });

  it("reads back an address's misread domain only on strong evidence", () => {
    expect(
      readTexts(words(['ana.torres', 0, 100], ['(O', 102, 120], ['gmai1.corn', 122, 230])),
    ).toEqual(['ana.torres@gmail.com']);
    // An "@" read as a bracket and a zero, stuck to the local part or to the domain.
    expect(readTexts(words(['ana.torres1507(0', 0, 150], ['gmail.com', 158, 250]))).toEqual([
      'ana.torres1507@gmail.com',
    ]);
    expect(readTexts(words(['ana.torres', 0, 100], ['(0gmail.com', 104, 230]))).toEqual([
      'ana.torres@gmail.com',
    ]);
    // An "@" read as a narrow "0" leaves wide gaps on both sides: before a provider's domain only.
    expect(
      readTexts(words(['ana.torres', 0, 200], ['0', 241, 261], ['gmail.com', 300, 450])),
    ).toEqual(['ana.torres@gmail.com']);
    expect(readTexts(words(['ventas', 0, 120], ['0', 161, 181], ['empresa.pe', 220, 400]))).toEqual(
      ['ventas', '0', 'empresa.pe'],
    );
    // A small address Tesseract read whole but was unsure of is kept.
    expect(readTexts(words(['|', 0, 4], ['ana.torres@pucp.edu.pe', 50, 300, 4]))).toContain(
      'ana.torres@pucp.edu.pe',
    );
    expect(readTexts(words(['Perfil:', 0, 60], ['1inkedin.com/in/ana-torres', 80, 300]))).toEqual([
      'Perfil:',
      'linkedin.com/in/ana-torres',
    ]);
    // Two confusions from any provider: kept as read. A gender ending "(a)" is not an "@".
    expect(readTexts(words(['ana.torres@grnaiI.com', 0, 200]))).toEqual(['ana.torres@grnaiI.com']);
    expect(readTexts(words(['Ingeniero(a)', 0, 120], ['civil', 130, 180]))).toEqual([
      'Ingeniero(a)',
      'civil',
    ]);
  });

  it('reads a round letter as tall as a capital before a domain as the "@" it is', () => {
    /** A word whose characters are 12 px wide; small letters 17 px tall, the others 25 px. */
    const spelled = (text: string, x0: number, tallLast: boolean): OcrWord => ({
      text,
      confidence: 70,
      bbox: { x0, y0: 671, x1: x0 + 12 * text.length, y1: 696 },
      symbols: [...text].map((character, index) => ({
        text: character,
        bbox: {
          x0: x0 + 12 * index,
          x1: x0 + 12 * (index + 1),
          y0:
            /[a-z]/u.test(character) &&
            !/[bdfhijklt]/u.test(character) &&
            !(tallLast && index === text.length - 1)
              ? 679
              : 671,
          y1: 696,
        },
      })),
    });
    const line = (tallLast: boolean) =>
      readTexts([spelled('rosamar17e', 0, tallLast), spelled('gmail.com', 135, false)], 17);
    expect(line(true)).toEqual(['rosamar17@gmail.com']);
    // An "e" of the x-height is the address's own letter; the "@" was dropped after it.
    expect(line(false)).toEqual(['rosamar17e@gmail.com']);
  });

  it('drops a character of an address Tesseract read twice over one glyph', () => {
    /** Symbols [text, x0, x1]: "d" lies mostly over the "s" before it and the "4" after it. */
    const address = (spec: Array<[string, number, number]>): OcrWord => ({
      text: spec.map(([text]) => text).join(''),
      confidence: 50,
      bbox: { x0: 0, y0: 0, x1: 400, y1: 20 },
      symbols: spec.map(([text, x0, x1]) => ({ text, bbox: { x0, y0: 0, x1, y1: 20 } })),
    });
    const tail: Array<[string, number, number]> = [
      ['@', 80, 105],
      ['m', 110, 130],
      ['a', 132, 145],
      ['i', 147, 150],
      ['l', 152, 155],
      ['.', 158, 161],
      ['p', 164, 178],
      ['e', 180, 194],
    ];
    const read = address([
      ['l', 0, 4],
      ['u', 6, 20],
      ['s', 21, 40],
      ['d', 24, 57],
      ['4', 51, 62],
      ...tail,
    ]);
    expect(readTexts([read], 20)).toEqual(['lus4@mail.pe']);
    // Letters that only touch, as in any font, all stay.
    const clean = address([
      ['l', 0, 4],
      ['u', 6, 20],
      ['s', 21, 40],
      ['d', 38, 57],
      ['4', 58, 69],
      ...tail,
    ]);
    expect(readTexts([clean], 20)).toEqual(['lusd4@mail.pe']);
    // A letter reaching a little over both neighbours, lying over neither, stays.
    const close = address([
      ['l', 0, 4],
      ['u', 6, 20],
      ['c', 21, 33],
      ['p', 30, 44],
      ['.', 37, 56],
      ...tail,
    ]);
    expect(readTexts([close], 20)).toEqual(['lucp.@mail.pe']);
  });
});
