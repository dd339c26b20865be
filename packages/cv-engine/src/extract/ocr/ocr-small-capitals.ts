// Small capitals on a scanned page (issue 12). LaTeX and Word CVs set headings, names and job
// titles in small capitals: a full capital first, then capitals the height of lower-case letters.
// Tesseract reads them all as capitals ("EDUCATION"); a person reads what the page shows, a big
// initial and small letters, and the labels write it so ("Education", corpus README). The
// characters' own boxes tell the two heights apart.
import type { OcrSymbol } from './ocr-result';
import { median } from '../median';

/**
 * Capitals without an accent or a descender: cap height, give or take the pixel round ones
 * overshoot by, which does not matter beside the small capitals' third less.
 */
const plainCapitalPattern = /^[A-IK-PR-Z]$/u;
/** A small capital stands at most this share of the full capital's height (x-height ≈ 0.7). */
const maximumSmallCapitalShare = 0.85;
/** Fewer small capitals than this do not tell small capitals from a misplaced box. */
const minimumSmallCapitals = 2;
/**
 * A small capital is at least about two thirds of the full one (x-height ≈ 0.7): a first box
 * more than this many times the others' height took in a drawn mark beside the letter (a
 * heading's bar or band), not a taller capital.
 */
const maximumInitialRatio = 1.6;

export type SmallCapitalsReading = {
  /** The word as it looks: big initial, then lower case ("Education"). */
  readonly text: string;
  /** The full capital's height, in pixels: the font's cap height. */
  readonly capitalHeight: number;
};

/**
 * Reads a word Tesseract gave in capitals as small capitals when its first letter is a full
 * capital and every other plain capital is clearly shorter; null for any other word.
 *
 * @example
 * readSmallCapitals('EDUCATION', symbols); // { text: 'Education', capitalHeight: 48 } when E is
 * // 48 px tall and the rest 34 px
 */
export function readSmallCapitals(
  text: string,
  symbols: readonly OcrSymbol[],
): SmallCapitalsReading | null {
  if (/\p{Ll}/u.test(text) || [...text].length !== symbols.length) return null;
  const [first, ...rest] = symbols;
  if (!first || !plainCapitalPattern.test(first.text)) return null;
  const capitalHeight = first.bbox.y1 - first.bbox.y0;
  const restHeights = rest
    .filter((symbol) => plainCapitalPattern.test(symbol.text))
    .map((symbol) => symbol.bbox.y1 - symbol.bbox.y0);
  if (restHeights.length < minimumSmallCapitals || capitalHeight <= 0) return null;
  // Every small capital shorter, not only most: one full capital among them (an acronym, a
  // second word glued on) means the word is not simply small capitals.
  if (Math.max(...restHeights) > maximumSmallCapitalShare * capitalHeight) return null;
  if (median(restHeights) <= 0) return null;
  if (capitalHeight > maximumInitialRatio * median(restHeights)) return null;
  const [initial = '', ...others] = [...text];
  return { text: initial + others.join('').toLocaleLowerCase('es'), capitalHeight };
}

/** Lower-case letters of x-height: no ascender, no descender, no dot. */
const xHeightLetterPattern = /^[acemnorsuvwxz]$/u;
/** Lower-case letters that rise above the x-height (a "t" a little, the others to cap height). */
const ascenderLetterPattern = /^[bdfhklt]$/u;
/** In lower case an x-height letter is at most this share of a rising one ("t" included). */
const maximumLowerCaseShare = 0.88;

/**
 * Reads a word Tesseract gave in lower case as capitals when its letters say so: in lower case
 * "o" or "n" stand clearly shorter than "t" or "d", while here they are as tall (a heading set
 * in capitals inside a grey band, "CONTACTO" read "contacto"). A word without rising letters
 * cannot tell and stays as read.
 *
 * @example
 * readCapitalsReadAsLowerCase('contacto', symbols); // 'CONTACTO' when every box is 50 px tall
 */
export function readCapitalsReadAsLowerCase(
  text: string,
  symbols: readonly OcrSymbol[],
): string | null {
  if (!/^\p{Ll}+$/u.test(text) || [...text].length !== symbols.length) return null;
  const heightsOf = (pattern: RegExp) =>
    symbols
      .filter((symbol) => pattern.test(symbol.text))
      .map((symbol) => symbol.bbox.y1 - symbol.bbox.y0);
  const short = heightsOf(xHeightLetterPattern);
  const rising = heightsOf(ascenderLetterPattern);
  if (short.length < 2 || rising.length === 0 || median(rising) <= 0) return null;
  if (Math.min(...short) <= maximumLowerCaseShare * median(rising)) return null;
  return text.toLocaleUpperCase('es');
}
