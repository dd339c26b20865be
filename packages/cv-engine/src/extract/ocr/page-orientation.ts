// A page scanned or photographed sideways or upside down (issue 12): a sheet put on the glass
// the wrong way round, a phone photo taken in landscape. Tesseract straightens a slight skew
// (rotateAuto) but reads a page turned a quarter or half turn as nonsense with low confidence, so
// every field is lost. A person would turn the page until it reads; so does the reader: a page
// whose reading is poor is turned and read again, and the turn that reads as text is kept. Which
// turns to try is told by the page's lines: text lines across the image (the page is upright or
// upside down) leave empty rows between them, lines running down it leave empty columns.
import type { OcrPage } from './ocr-result';
import type { GreyImage } from './ocr-stroke-weight';

/** Clockwise quarter turns. */
export type QuarterTurns = 0 | 1 | 2 | 3;

/**
 * Turns a grey image clockwise by `turns` quarter turns.
 *
 * @example rotateGreyImage({ width: 2, height: 1, pixels: Uint8Array.of(1, 2) }, 1); // 1×2: 1 above 2
 */
export function rotateGreyImage(image: GreyImage, turns: QuarterTurns): GreyImage {
  if (turns === 0) return image;
  const { width, height, pixels } = image;
  const sideways = turns % 2 === 1;
  const outWidth = sideways ? height : width;
  const outHeight = sideways ? width : height;
  const rotated = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = pixels[y * width + x] ?? 255;
      let targetX: number;
      let targetY: number;
      if (turns === 1) {
        targetX = height - 1 - y;
        targetY = x;
      } else if (turns === 2) {
        targetX = width - 1 - x;
        targetY = height - 1 - y;
      } else {
        targetX = y;
        targetY = width - 1 - x;
      }
      rotated[targetY * outWidth + targetX] = value;
    }
  }
  return { width: outWidth, height: outHeight, pixels: rotated };
}

/**
 * A grey image as a binary PGM (P5), the format the page is handed to Tesseract in.
 *
 * @example encodePgm({ width: 1, height: 1, pixels: Uint8Array.of(255) }); // "P5\n1 1\n255\n" + 0xff
 */
export function encodePgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const pgm = new Uint8Array(header.length + image.pixels.length);
  pgm.set(header, 0);
  pgm.set(image.pixels, header.length);
  return pgm;
}

/** Grey levels between neighbours that make an edge of a glyph (or of a coloured band). */
const edgeContrast = 48;
/** The image is sampled at about this many pixels per inch: enough to see lines of text. */
const sampleDpi = 100;
/** A row or column with at most this share of the busiest one's edges is a gap between lines. */
const gapShare = 0.04;

/** The share of rows (or columns) within the inked extent that are gaps. */
function gapShareOfProfile(profile: readonly number[]): number {
  const first = profile.findIndex((count) => count > 0);
  if (first < 0) return 0;
  let last = profile.length - 1;
  while (last > first && (profile[last] ?? 0) === 0) last -= 1;
  const busiest = Math.max(...profile);
  let gaps = 0;
  for (let index = first; index <= last; index += 1) {
    if ((profile[index] ?? 0) <= gapShare * busiest) gaps += 1;
  }
  return gaps / (last - first + 1);
}

/**
 * Whether the page's text lines run across the image (upright or upside down) rather than down it
 * (a quarter turn): counted in glyph edges, rows between lines of text are empty far more often
 * than columns are, since the gaps between words and letters do not line up from line to line.
 * A coloured band's edge is one edge per row: it does not fill a gap.
 *
 * @example linesRunAcross(pageImage); // false for a page photographed in landscape
 */
export function linesRunAcross(image: GreyImage, dpi: number): boolean {
  const step = Math.max(1, Math.round(dpi / sampleDpi));
  const rows: number[] = [];
  const columns = Array.from({ length: Math.ceil(image.width / step) }, () => 0);
  const { width, height, pixels } = image;
  for (let y = 0; y + step < height; y += step) {
    let rowEdges = 0;
    for (let x = 0, column = 0; x + step < width; x += step, column += 1) {
      const here = pixels[y * width + x] ?? 255;
      if (Math.abs(here - (pixels[y * width + x + step] ?? 255)) > edgeContrast) rowEdges += 1;
      if (Math.abs(here - (pixels[(y + step) * width + x] ?? 255)) > edgeContrast) {
        columns[column] = (columns[column] ?? 0) + 1;
      }
    }
    rows.push(rowEdges);
  }
  return gapShareOfProfile(rows) >= gapShareOfProfile(columns);
}

/** Words Tesseract is at least this sure of (0–100) count as read. */
const confidentWordConfidence = 70;
/** A page reads as text when this share of its letters are in words read with confidence… */
const readableConfidentShare = 0.6;

/** How well a page was read: its letters and digits, and those in words read with confidence. */
export type ReadingQuality = { readonly characters: number; readonly confidentCharacters: number };

/**
 * Counts a reading's letters and digits, and those in words Tesseract is sure of.
 *
 * @example measureReadingQuality(result); // { characters: 1480, confidentCharacters: 1402 }
 */
export function measureReadingQuality(page: OcrPage): ReadingQuality {
  let characters = 0;
  let confidentCharacters = 0;
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const count = word.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
          characters += count;
          if (word.confidence >= confidentWordConfidence) confidentCharacters += count;
        }
      }
    }
  }
  return { characters, confidentCharacters };
}

/**
 * Whether a reading is text rather than the nonsense of a page turned the wrong way: most of its
 * letters are in words read with confidence, and there are at least `minimumCharacters`.
 *
 * @example readsAsText({ characters: 1480, confidentCharacters: 1402 }, 40); // true
 */
export function readsAsText(quality: ReadingQuality, minimumCharacters: number): boolean {
  return (
    quality.characters >= minimumCharacters &&
    quality.confidentCharacters >= readableConfidentShare * quality.characters
  );
}

/**
 * The turns to read a page in, most likely first: upright then half a turn when its lines run
 * across the image; a quarter turn either way, then upright, when they run down it. (Tesseract
 * reads some sideways pages with confidence, but its words then stand in columns, not lines.)
 *
 * @example turnsToTry(pageImage, 300); // [0, 2]
 */
export function turnsToTry(image: GreyImage, dpi: number): QuarterTurns[] {
  return linesRunAcross(image, dpi) ? [0, 2] : [1, 3, 0];
}
