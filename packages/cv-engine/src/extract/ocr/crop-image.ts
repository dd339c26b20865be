// A part of a page image cut out for a second OCR reading, on a white border: Tesseract reads
// text that touches the image's edge poorly.
import type { GreyImage } from './ocr-stroke-weight';

/** White border around a crop, in pixels. */
export const cropBorder = 24;

/**
 * The pixels inside [left, right) × [top, bottom) (clamped to the image), with a white border.
 *
 * @example cropWithBorder(image, { left: 10, top: 20, right: 210, bottom: 60 }).width; // 248
 */
export function cropWithBorder(
  image: GreyImage,
  box: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  },
): GreyImage {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(image.width, box.right);
  const bottom = Math.min(image.height, box.bottom);
  const width = Math.max(1, right - left) + cropBorder * 2;
  const height = Math.max(1, bottom - top) + cropBorder * 2;
  const pixels = new Uint8Array(width * height).fill(255);
  for (let row = top; row < bottom; row += 1) {
    const from = row * image.width;
    pixels.set(
      image.pixels.subarray(from + left, from + right),
      (row - top + cropBorder) * width + cropBorder,
    );
  }
  return { width, height, pixels };
}
