import { describe, expect, it } from 'vitest';

import type { OcrPage } from './ocr-result';
import type { GreyImage } from './ocr-stroke-weight';
import {
  encodePgm,
  linesRunAcross,
  measureReadingQuality,
  readsAsText,
  rotateGreyImage,
  turnsToTry,
} from './page-orientation';

/**
 * A 300×200 page at 100 DPI with eight lines of "text" across it: runs of ink (glyphs) and
 * gaps (between letters and words) that fall in different places on every line.
 */
function textLinesAcross(): GreyImage {
  const width = 300;
  const height = 200;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let line = 0; line < 8; line += 1) {
    for (let y = 12 + line * 22; y < 24 + line * 22; y += 1) {
      for (let x = 20; x < 280; x += 1) {
        if (((x + 5 * line) * 7) % 13 < 5) pixels[y * width + x] = 20;
      }
    }
  }
  return { width, height, pixels };
}

function wordsPage(words: ReadonlyArray<readonly [string, number]>): OcrPage {
  const bbox = { x0: 0, y0: 0, x1: 10, y1: 10 };
  return {
    blocks: [
      {
        paragraphs: [
          {
            lines: [
              {
                words: words.map(([text, confidence]) => ({ text, confidence, bbox })),
                baseline: bbox,
                rowAttributes: { rowHeight: 10, ascenders: 2, descenders: 2 },
                bbox,
              },
            ],
          },
        ],
      },
    ],
  };
}

describe('rotateGreyImage', () => {
  const image: GreyImage = { width: 3, height: 2, pixels: Uint8Array.of(1, 2, 3, 4, 5, 6) };

  it('turns an image clockwise by quarter turns', () => {
    expect(rotateGreyImage(image, 1)).toEqual({
      width: 2,
      height: 3,
      pixels: Uint8Array.of(4, 1, 5, 2, 6, 3),
    });
    expect(rotateGreyImage(image, 2).pixels).toEqual(Uint8Array.of(6, 5, 4, 3, 2, 1));
    expect(rotateGreyImage(image, 3).pixels).toEqual(Uint8Array.of(3, 6, 2, 5, 1, 4));
  });

  it('comes back to the image after a whole turn', () => {
    expect(rotateGreyImage(rotateGreyImage(image, 1), 3)).toEqual(image);
    expect(rotateGreyImage(image, 0)).toBe(image);
  });
});

describe('encodePgm', () => {
  it('writes the binary PGM header and the pixels', () => {
    const pgm = encodePgm({ width: 2, height: 1, pixels: Uint8Array.of(0, 255) });
    expect(new TextDecoder().decode(pgm.subarray(0, 11))).toBe('P5\n2 1\n255\n');
    expect([...pgm.subarray(11)]).toEqual([0, 255]);
  });
});

describe('linesRunAcross and turnsToTry', () => {
  it('sees lines of text across an upright or upside-down page: half a turn is tried', () => {
    expect(linesRunAcross(textLinesAcross(), 100)).toBe(true);
    expect(turnsToTry(rotateGreyImage(textLinesAcross(), 2), 100)).toEqual([0, 2]);
  });

  it('sees lines running down a page turned a quarter: a quarter turn either way is tried', () => {
    expect(linesRunAcross(rotateGreyImage(textLinesAcross(), 1), 100)).toBe(false);
    expect(turnsToTry(rotateGreyImage(textLinesAcross(), 3), 100)).toEqual([1, 3, 0]);
  });
});

describe('measureReadingQuality and readsAsText', () => {
  it('counts letters and digits, and those in words read with confidence', () => {
    const quality = measureReadingQuality(
      wordsPage([
        ['Analista', 92],
        ['de', 88],
        ['ventas,', 90],
        ['2021', 85],
        ['ʇɐ', 30],
      ]),
    );
    expect(quality).toEqual({ characters: 22, confidentCharacters: 20 });
    expect(readsAsText(quality, 10)).toBe(true);
    expect(readsAsText(quality, 40)).toBe(false);
  });

  it('does not take the low-confidence nonsense of a page turned the wrong way for text', () => {
    const quality = measureReadingQuality(
      wordsPage([
        ['sopuǝʌ', 41],
        ['ǝp', 38],
        ['ɐʇsıןɐu∀', 35],
        ['ventas', 80],
      ]),
    );
    expect(readsAsText(quality, 10)).toBe(false);
  });
});
