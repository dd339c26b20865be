// A font size for OCR'd words (issue 7), from the heights of their boxes and what their letters
// are: a box spans from the tallest glyph's top to the lowest glyph's bottom, and in most text
// faces those stand at known fractions of the font size. Tesseract's own row model (x-height,
// ascenders, descenders) is steadier on long lines but strays on short ones ("Perfil" came out
// smaller than "Idiomas"), and headings are short: this estimate reads them alike.
import type { LineWord } from './ocr-line-words';
import type { OcrBox } from './ocr-result';
import { median } from '../median';

/** Heights above the baseline, in ems, of the tallest glyph a word can have. */
const accentedCapitalTop = 0.92; // "Ó", "Ñ": the accent over a capital
const ascenderTop = 0.73; // capitals, digits, "b d f h k l t", "i j" dots, accents over "a e o u"
const xHeightTop = 0.53; // "a c e m n o r s u v w x z"
/** Depth below the baseline, in ems, of "g j p q y" and of commas and brackets. */
const descenderDepth = 0.21;

const accentedCapitalPattern = /[ÁÉÍÓÚÀÈÌÒÙÂÊÎÔÛÄËÏÖÜÑ]/u;
const ascenderPattern = /[\p{Lu}\p{N}bdfhklijtß!?%&@#$/\\|()[\]{}'"áéíóúàèìòùâêîôûäëïöüñ¿¡]/u;
const descenderPattern = /[gjpqyçQ,;()[\]{}|@]/u;
const measurablePattern = /[\p{L}\p{N}]{2,}/u;

/** The word's height in ems, from the letters it contains. */
function readHeightInEms(text: string): number {
  const top = accentedCapitalPattern.test(text)
    ? accentedCapitalTop
    : ascenderPattern.test(text)
      ? ascenderTop
      : xHeightTop;
  return top + (descenderPattern.test(text) ? descenderDepth : 0);
}

function medianOrNull(values: readonly number[]): number | null {
  return values.length === 0 ? null : median(values);
}

/**
 * The font size (pixels) of type whose capitals are `height` px tall.
 *
 * @example measureFontSizeFromCapitalHeight(55); // 75.3
 */
export function measureFontSizeFromCapitalHeight(height: number): number {
  return height / ascenderTop;
}

/**
 * Capitals with flat tops and bottoms and no accent: exactly cap height in a text face. Round
 * ones ("O", "C", "S") and digits overshoot by a pixel or two, which set two lines of one
 * paragraph a point apart and broke its block: they count only when too few flat ones do.
 */
const flatCapitalPattern = /^[BDEFHIKLMNPRTXZ]$/u;
const plainCapitalPattern = /^[A-IK-PR-Z0-9]$/u;
/** Fewer capitals than these do not tell a size: one misplaced box would decide it. */
const minimumFlatCapitals = 2;
const minimumPlainCapitals = 3;

/**
 * The font size (pixels) of a word in capitals from its characters' own boxes, or null for any
 * other word. Tesseract's box of a word in capitals with an accent ("FORMACIÓN") takes the accent
 * in on one word and not on the next, so two headings set alike measured 18 and 20 pt; the plain
 * capitals' boxes are all cap height. Only capitals: in lower-case words Tesseract's character
 * boxes are often shifted onto the neighbouring letter, whose height differs.
 *
 * @example measureCapitalsFontSize('DERECHO', symbols); // 75.3 when the capitals' boxes are 55 px
 */
export function measureCapitalsFontSize(
  text: string,
  symbols: ReadonlyArray<{ readonly text: string; readonly bbox: OcrBox }>,
): number | null {
  if (/\p{Ll}/u.test(text)) return null;
  const heightsOf = (pattern: RegExp): number[] =>
    symbols
      .filter((symbol) => pattern.test(symbol.text))
      .map((symbol) => symbol.bbox.y1 - symbol.bbox.y0)
      .filter((height) => height > 0);
  const flat = heightsOf(flatCapitalPattern);
  const heights = flat.length >= minimumFlatCapitals ? flat : heightsOf(plainCapitalPattern);
  if (heights !== flat && heights.length < minimumPlainCapitals) return null;
  // The lower quartile, not the median: an accent's box is sometimes given to the letter beside
  // it, making that letter taller, never shorter.
  const sorted = [...heights].sort((left, right) => left - right);
  const height = sorted[Math.floor(sorted.length / 4)] ?? null;
  return height === null ? null : height / ascenderTop;
}

/**
 * The font size (in the words' units: pixels) the words are set in, or null when none of them
 * can tell (lone glyphs, punctuation): from their characters' boxes where Tesseract gave them,
 * else from the word's box and the letters it contains.
 *
 * @example measureFontSize([{ text: 'Perfil', x0: 215, x1: 334, y0: 566, y1: 603 }]); // 50.7
 */
export function measureFontSize(words: readonly LineWord[]): number | null {
  return medianOrNull(
    words
      .filter(
        (word) =>
          measurablePattern.test(word.text) &&
          (word.symbolFontSize !== undefined || word.y1 > word.y0),
      )
      .map((word) => word.symbolFontSize ?? (word.y1 - word.y0) / readHeightInEms(word.text)),
  );
}

/**
 * Where the words sit, from the bottoms of those without descenders (null when all have one).
 *
 * @example measureBaseline(words); // 603
 */
export function measureBaseline(words: readonly LineWord[]): number | null {
  return medianOrNull(
    words.filter((word) => !descenderPattern.test(word.text)).map((word) => word.y1),
  );
}
