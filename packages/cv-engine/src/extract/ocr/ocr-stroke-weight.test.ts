import { describe, expect, it } from 'vitest';

import { measureStrokeWidth, readUsualStrokeWeight, type GreyImage } from './ocr-stroke-weight';

/**
 * A white image with vertical stems (like the letters "llll") drawn in `ink` on `paper`, each
 * `stem` px thick and 10 px apart, in the box x 10–110, y 10–50.
 */
function stems(stem: number, ink = 0, paper = 255): GreyImage {
  const width = 120;
  const height = 60;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 10; y < 50; y += 1) {
    for (let x = 10; x < 110; x += 1) {
      pixels[y * width + x] = (x - 10) % (stem + 10) < stem ? ink : paper;
    }
  }
  return { width, height, pixels };
}

const box = { x0: 10, y0: 10, x1: 110, y1: 50 };

describe('measureStrokeWidth', () => {
  it('reads the thickness of the stems across the middle rows', () => {
    expect(measureStrokeWidth(stems(3), box)).toBe(3);
    expect(measureStrokeWidth(stems(5), box)).toBe(5);
  });

  it('reads light text on a dark band the same way', () => {
    expect(measureStrokeWidth(stems(4, 250, 20), { ...box, x1: 106 })).toBe(4);
  });

  it('tells nothing from a blank or tiny box', () => {
    expect(measureStrokeWidth(stems(3), { x0: 0, y0: 52, x1: 100, y1: 60 })).toBeNull();
    expect(measureStrokeWidth(stems(3), { x0: 10, y0: 10, x1: 11, y1: 12 })).toBeNull();
  });
});

describe('readUsualStrokeWeight', () => {
  it("takes the page's median weight, once enough words were measured", () => {
    expect(readUsualStrokeWeight([0.1, 0.09, 0.11, 0.1, 0.16])).toBe(0.1);
    expect(readUsualStrokeWeight([0.1, 0.16])).toBeNull();
  });
});
