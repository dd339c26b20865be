import { describe, expect, it } from 'vitest';

import { flattenBackground } from './flatten-background';
import type { GreyImage } from './ocr-stroke-weight';

const size = 200;

/** A white page with rectangles painted in the given greys. */
function page(rectangles: readonly [x: number, y: number, w: number, h: number, grey: number][]) {
  const pixels = new Uint8Array(size * size).fill(255);
  for (const [x, y, w, h, grey] of rectangles) {
    for (let row = y; row < y + h; row += 1) pixels.fill(grey, row * size + x, row * size + x + w);
  }
  return { width: size, height: size, pixels } satisfies GreyImage;
}

function at(image: GreyImage, x: number, y: number): number {
  return image.pixels[y * image.width + x] ?? -1;
}

describe('flattenBackground', () => {
  // At 72 DPI a pixel is a point: the background is looked for 6 px around each pixel.
  it('darkens light grey print on white paper past the middle grey, and leaves paper white', () => {
    const flattened = flattenBackground(page([[40, 40, 30, 3, 176]]), 72);
    expect(at(flattened, 50, 41)).toBeLessThan(100);
    expect(at(flattened, 10, 10)).toBe(255);
  });

  it('keeps black print black and turns a tinted panel into paper', () => {
    const flattened = flattenBackground(
      page([
        [100, 100, 80, 60, 224],
        [120, 120, 30, 3, 0],
      ]),
      72,
    );
    expect(at(flattened, 130, 121)).toBe(0);
    expect(at(flattened, 170, 150)).toBe(255);
  });

  it('leaves a dark band with light lettering as it was scanned', () => {
    const original = page([
      [20, 120, 160, 60, 30],
      [40, 145, 60, 3, 255],
    ]);
    const flattened = flattenBackground(original, 72);
    expect(at(flattened, 60, 146)).toBe(255);
    expect(at(flattened, 60, 135)).toBe(30);
    expect(at(flattened, 150, 170)).toBe(30);
  });
});
