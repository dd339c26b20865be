// Bold type on a scanned page (issue 12), measured on the page image: Tesseract's LSTM engine
// does not tell bold, but a bold face's stems are about half again as thick as the regular
// face's at the same size. The thickness is read as the typical length of the horizontal runs of
// ink across a word's middle rows (each crossing of a stem or a round letter's side is one run),
// as a share of the font size, and compared with the page's own text.
import { median } from '../median';

/** A grey page image, one byte per pixel (0 black – 255 white), row by row. */
export type GreyImage = {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
};

/** A box in the image, in pixels. */
export type PixelBox = {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
};

/** Text whose stems are this much thicker than the page's usual text (same ratio to size) is bold. */
export const boldStrokeRatio = 1.3;
/** Below this contrast in a box (grey levels) there is no ink to measure. */
const minimumContrast = 60;
/** Rows of a box read: its middle part, away from accents above and descenders below. */
const middleRowsFrom = 0.35;
const middleRowsTo = 0.75;
/** Fewer runs than this do not tell a stem's thickness. */
const minimumRuns = 6;

function medianOrNull(values: readonly number[]): number | null {
  return values.length === 0 ? null : median(values);
}

/**
 * The thickness of the strokes in a box, in pixels: the typical length of horizontal runs of
 * ink across its middle rows, or null when the box holds too little ink. Light text on a dark band
 * is read the same way (the ink is whichever side of the contrast is rarer).
 *
 * @example measureStrokeWidth(image, { x0: 100, y0: 200, x1: 400, y1: 250 }); // 5
 */
export function measureStrokeWidth(image: GreyImage, box: PixelBox): number | null {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(image.width, Math.ceil(box.x1));
  const y0 = Math.max(0, Math.floor(box.y0));
  const y1 = Math.min(image.height, Math.ceil(box.y1));
  if (x1 - x0 < 2 || y1 - y0 < 4) return null;
  let darkest = 255;
  let lightest = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const grey = image.pixels[y * image.width + x] ?? 255;
      darkest = Math.min(darkest, grey);
      lightest = Math.max(lightest, grey);
    }
  }
  if (lightest - darkest < minimumContrast) return null;
  const threshold = (darkest + lightest) / 2;
  let darkPixels = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      if ((image.pixels[y * image.width + x] ?? 255) < threshold) darkPixels += 1;
    }
  }
  // Ink covers less of a word's box than the paper does, whatever their colours.
  const inkIsDark = darkPixels <= ((x1 - x0) * (y1 - y0)) / 2;
  const runs: number[] = [];
  const from = y0 + Math.floor((y1 - y0) * middleRowsFrom);
  const to = y0 + Math.ceil((y1 - y0) * middleRowsTo);
  for (let y = from; y < to; y += 1) {
    let run = 0;
    for (let x = x0; x <= x1; x += 1) {
      const grey = x < x1 ? (image.pixels[y * image.width + x] ?? 255) : threshold;
      const ink = x < x1 && (inkIsDark ? grey < threshold : grey > threshold);
      if (ink) {
        run += 1;
      } else if (run > 0) {
        runs.push(run);
        run = 0;
      }
    }
  }
  if (runs.length < minimumRuns) return null;
  // The mean of the runs near the median: sub-pixel precision for thin strokes, without the long
  // runs along horizontal bars ("e", "T") or the slivers where a curve is grazed.
  const typical = medianOrNull(runs) ?? 0;
  const near = runs.filter((run) => run >= typical / 2 && run <= typical * 2);
  return near.reduce((sum, run) => sum + run, 0) / near.length;
}

/**
 * The page's usual stroke weight (stroke width / font size) from its words' weights, or null
 * when too few words could be measured.
 *
 * @example readUsualStrokeWeight([0.09, 0.1, 0.1, 0.15]); // 0.1
 */
export function readUsualStrokeWeight(weights: readonly number[]): number | null {
  return weights.length >= 5 ? medianOrNull(weights) : null;
}
