// Faint print on a scanned page (issue 12, scans): designed CVs set dates, places and contact
// lines in light grey, and Tesseract's one threshold for the whole page drops them with the
// paper. Each pixel is read against its own neighbourhood's background instead: divided by the
// brightest value around it (a tinted sidebar becomes paper, grey print on white stays darker
// than its paper), then the tone is curved so that print a person reads as text is dark enough
// for the threshold. Dark bands with light lettering keep their contrast.
import type { GreyImage } from './ocr-stroke-weight';

/** Half the side of the square whose brightest pixel is a pixel's background, in points. */
const backgroundRadiusPoints = 6;
/** The tone curve's power: 1 keeps the image, higher darkens grey print relative to paper. */
const toneCurvePower = 3;

/** An area whose mean grey is below this is a dark fill, not paper. */
const darkAreaMean = 150;

/** The mean grey of the square `radius` pixels each side of every pixel, by running sums. */
function boxMean(pixels: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rowSums = new Uint32Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let sum = 0;
    for (let x = 0; x <= Math.min(radius, width - 1); x += 1) sum += pixels[row + x] ?? 0;
    for (let x = 0; x < width; x += 1) {
      rowSums[row + x] = sum;
      const enter = x + radius + 1;
      const leave = x - radius;
      if (enter < width) sum += pixels[row + enter] ?? 0;
      if (leave >= 0) sum -= pixels[row + leave] ?? 0;
    }
  }
  const mean = new Uint8Array(pixels.length);
  for (let x = 0; x < width; x += 1) {
    let sum = 0;
    for (let y = 0; y <= Math.min(radius, height - 1); y += 1) sum += rowSums[y * width + x] ?? 0;
    for (let y = 0; y < height; y += 1) {
      const columns = Math.min(width - 1, x + radius) - Math.max(0, x - radius) + 1;
      const rows = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
      mean[y * width + x] = Math.round(sum / (columns * rows));
      const enter = y + radius + 1;
      const leave = y - radius;
      if (enter < height) sum += rowSums[enter * width + x] ?? 0;
      if (leave >= 0) sum -= rowSums[leave * width + x] ?? 0;
    }
  }
  return mean;
}

/**
 * The brightest value in a window of `radius` pixels each side along one direction, for every
 * pixel, by van Herk / Gil-Werman blocks: three passes whatever the radius.
 */
function maxFilterLine(
  source: Uint8Array,
  target: Uint8Array,
  start: number,
  step: number,
  length: number,
  radius: number,
  prefix: Uint8Array,
  suffix: Uint8Array,
): void {
  const size = 2 * radius + 1;
  for (let index = 0; index < length; index += 1) {
    const value = source[start + index * step] ?? 0;
    prefix[index] = index % size === 0 ? value : Math.max(prefix[index - 1] ?? 0, value);
  }
  for (let index = length - 1; index >= 0; index -= 1) {
    const value = source[start + index * step] ?? 0;
    suffix[index] =
      index === length - 1 || (index + 1) % size === 0
        ? value
        : Math.max(suffix[index + 1] ?? 0, value);
  }
  for (let index = 0; index < length; index += 1) {
    const from = Math.max(0, index - radius);
    const to = Math.min(length - 1, index + radius);
    target[start + index * step] = Math.max(suffix[from] ?? 0, prefix[to] ?? 0);
  }
}

/**
 * The page image with its background flattened and faint print darkened, for Tesseract only
 * (stroke weight and sizes are measured on the image as scanned).
 *
 * @example flattenBackground(readGreyImage(rendered), 300) // same size, grey dates now dark
 */
export function flattenBackground(image: GreyImage, dpi: number): GreyImage {
  const { width, height, pixels } = image;
  const radius = Math.max(1, Math.round((backgroundRadiusPoints * dpi) / 72));
  const rows = new Uint8Array(pixels.length);
  const background = new Uint8Array(pixels.length);
  const longest = Math.max(width, height);
  const prefix = new Uint8Array(longest);
  const suffix = new Uint8Array(longest);
  for (let y = 0; y < height; y += 1) {
    maxFilterLine(pixels, rows, y * width, 1, width, radius, prefix, suffix);
  }
  for (let x = 0; x < width; x += 1) {
    maxFilterLine(rows, background, x, width, height, radius, prefix, suffix);
  }
  const mean = boxMean(pixels, width, height, 2 * radius);
  const flattened = new Uint8Array(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) {
    const value = pixels[index] ?? 0;
    // A dark band (light lettering on a dark fill) is left as scanned: its contrast is already
    // the threshold's to find, and its letters would make the fill around them paper.
    if ((mean[index] ?? 255) < darkAreaMean) {
      flattened[index] = value;
      continue;
    }
    const paper = background[index] ?? 255;
    const ratio = paper === 0 ? 1 : Math.min(1, value / paper);
    flattened[index] = Math.round(255 * ratio ** toneCurvePower);
  }
  return { width, height, pixels: flattened };
}
