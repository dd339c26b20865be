// OCR misreadings of a section heading (issue 12). A heading is set large or in capitals on its
// own line, and Tesseract misreads it like any word: a "C" becomes "(" and splits the word
// ("( onocimientos"), an "I" becomes "1" ("EXPERIENC1A"), an "o" becomes "0", and an icon before
// the heading is read as a letter ("J OTROS CONOCIMIENTOS"). Parse then finds no heading there.
// A heading line is read back only when one such glyph confusion (or dropping the lone icon
// letter) makes it exactly a heading of the vocabulary; anything else is left as read.
import { foldText } from '../../language/fold-text';
import { headingVocabulary } from '../../vocabulary/standard-headings';
import type { LineWord } from './ocr-line-words';

/**
 * Glyphs Tesseract reads for a letter of a heading (folded: lower case, no accents), each with
 * the letters it may stand for. Pairs read for one letter ("rn" for "m") are listed whole.
 */
const headingConfusions: ReadonlyMap<string, readonly string[]> = new Map([
  ['(', ['c']],
  ['[', ['c', 'l', 'i']],
  ['{', ['c']],
  ['1', ['i', 'l']],
  ['|', ['i', 'l']],
  ['!', ['i', 'l']],
  ['0', ['o']],
  ['5', ['s']],
  ['8', ['b']],
  ['€', ['e']],
  ['rn', ['m']],
  ['cl', ['d']],
  ['vv', ['w']],
]);

/** Longest misread glyph sequence above, in characters. */
const longestConfusion = Math.max(...[...headingConfusions.keys()].map((glyph) => glyph.length));

/** A heading is a few words at most: a longer line is no heading, whatever it resembles. */
const maximumHeadingWords = 5;

/** Vocabulary headings without their spaces, each with its spaced form ("otrosconocimientos"). */
const compactHeadings: ReadonlyMap<string, string> = new Map(
  Object.values(headingVocabulary)
    .flat()
    .map((heading) => [heading.replace(/\s+/gu, ''), heading] as const),
);

/** Trailing punctuation a heading may carry ("EXPERIENCIA:"), kept as read. */
const trailingPunctuationPattern = /[:.]+$/u;

type Glyph = {
  /** The character as read. */
  readonly text: string;
  /** Folded (lower case, no accent). */
  readonly folded: string;
  /** Index of the word it belongs to. */
  readonly word: number;
};

function readGlyphs(words: readonly LineWord[]): Glyph[] {
  return words.flatMap((word, index) =>
    [...word.text].map((text) => ({ text, folded: foldText(text), word: index })),
  );
}

/** The vocabulary heading the glyphs spell after at most one confusion, and where it is. */
function findHeading(
  glyphs: readonly Glyph[],
): { heading: string; start: number; length: number; replacement: string } | null {
  const key = glyphs.map((glyph) => glyph.folded).join('');
  const exact = compactHeadings.get(key);
  if (exact) return { heading: exact, start: 0, length: 0, replacement: '' };
  for (let start = 0; start < glyphs.length; start += 1) {
    for (let length = 1; length <= longestConfusion; length += 1) {
      const readings = headingConfusions.get(key.slice(start, start + length));
      for (const replacement of readings ?? []) {
        const candidate = key.slice(0, start) + replacement + key.slice(start + length);
        const heading = compactHeadings.get(candidate);
        if (heading) return { heading, start, length, replacement };
      }
    }
  }
  return null;
}

function isUpperCaseLetter(text: string | undefined): boolean {
  return text !== undefined && /\p{Lu}/u.test(text);
}

/**
 * The repaired letter in the case of the letters around it: a capital at the start of the line
 * or before a capital, and inside a word in capitals ("EXPERIENC1A").
 */
function caseLike(letter: string, glyphs: readonly Glyph[], start: number, length: number) {
  const before = glyphs[start - 1];
  const after = glyphs[start + length];
  const startsLine = start === 0;
  const upper = startsLine
    ? true
    : isUpperCaseLetter(before?.text) && (after === undefined || isUpperCaseLetter(after.text));
  return upper ? letter.toLocaleUpperCase('es') : letter;
}

/**
 * Builds the words of the repaired heading: the glyphs as read but the confused one, with the
 * heading's own spaces; each word spans the boxes of the words its glyphs came from.
 */
function rebuildWords(
  words: readonly LineWord[],
  glyphs: readonly Glyph[],
  match: { heading: string; start: number; length: number; replacement: string },
  suffix: string,
): LineWord[] {
  const pieces: Array<{ text: string; word: number }> = [];
  glyphs.forEach((glyph, index) => {
    if (index < match.start || index >= match.start + match.length) {
      pieces.push({ text: glyph.text, word: glyph.word });
    } else if (index === match.start) {
      pieces.push({
        text: caseLike(match.replacement, glyphs, match.start, match.length),
        word: glyph.word,
      });
    }
  });
  // Where the heading's words break, counted in its letters.
  const breaks = new Set<number>();
  let letters = 0;
  for (const character of match.heading) {
    if (character === ' ') breaks.add(letters);
    else letters += 1;
  }
  const rebuilt: Array<{ text: string; first: number; last: number }> = [];
  let position = 0;
  for (const piece of pieces) {
    const current = rebuilt.at(-1);
    if (!current || breaks.has(position)) {
      rebuilt.push({ text: piece.text, first: piece.word, last: piece.word });
    } else {
      current.text += piece.text;
      current.last = piece.word;
    }
    position += [...piece.text].length;
  }
  const last = rebuilt.at(-1);
  if (last) last.text += suffix;
  return rebuilt.map(({ text, first, last: lastWord }) => {
    const from = words[first] as LineWord;
    const to = words[lastWord] as LineWord;
    return {
      text,
      x0: from.x0,
      x1: to.x1,
      y0: Math.min(from.y0, to.y0),
      y1: Math.max(from.y1, to.y1),
      ...(from.symbolFontSize === undefined ? {} : { symbolFontSize: from.symbolFontSize }),
    };
  });
}

/** Whether the words, less a trailing colon or period, are exactly a vocabulary heading. */
function isVocabularyHeading(words: readonly LineWord[]): boolean {
  const key = readGlyphs(words)
    .map((glyph) => glyph.folded)
    .join('')
    .replace(trailingPunctuationPattern, '');
  return compactHeadings.has(key);
}

/** Whether a word is a lone letter or glyph standing for an icon (not a number: "1 PERFIL"). */
function isIconReading(word: LineWord | undefined): boolean {
  return word !== undefined && [...word.text].length === 1 && !/\p{N}/u.test(word.text);
}

/**
 * The words of a line that looks like a heading by its typography (the caller's judgement: short,
 * on its own line, in capitals or larger than the text), read back where one OCR confusion or an
 * icon read as a letter keeps it from being a vocabulary heading; otherwise `words` as they are.
 *
 * @example
 * repairOcrHeading(words).map((word) => word.text);
 * // '( onocimientos' → ['Conocimientos'], 'EXPERIENC1A' → ['EXPERIENCIA'],
 * // 'J OTROS CONOCIMIENTOS' → ['OTROS', 'CONOCIMIENTOS']
 */
export function repairOcrHeading(words: readonly LineWord[]): readonly LineWord[] {
  if (words.length === 0 || words.length > maximumHeadingWords) return words;
  const lastWord = words.at(-1) as LineWord;
  const suffix = trailingPunctuationPattern.exec(lastWord.text)?.[0] ?? '';
  const trimmed = suffix
    ? [...words.slice(0, -1), { ...lastWord, text: lastWord.text.slice(0, -suffix.length) }]
    : [...words];
  const asRead = readGlyphs(trimmed);
  const match = findHeading(asRead);
  if (match) {
    // A heading read whole, with its own spaces, stays as read; one broken into letters or
    // pieces ("I DIOMAS") or with a confused glyph is rebuilt.
    const rebuilt = rebuildWords(trimmed, asRead, match, suffix);
    const same =
      rebuilt.length === words.length &&
      rebuilt.every((word, index) => word.text === words[index]?.text);
    return same ? words : rebuilt;
  }
  // An icon before the heading, read as a letter or a glyph: the rest is a vocabulary heading
  // (read back as above), or a heading in capitals after a small letter no heading starts with
  // ("e LENGUAJES"). A bullet before capitals is a list item's ("• EXCEL AVANZADO").
  const [icon, ...rest] = words;
  if (rest.length > 0 && isIconReading(icon)) {
    const repairedRest = repairOcrHeading(rest);
    const restText = rest.map((word) => word.text).join(' ');
    const inCapitals = /\p{Lu}{3}/u.test(restText) && !/\p{Ll}/u.test(restText);
    if (isVocabularyHeading(repairedRest) || (inCapitals && /^\p{Ll}$/u.test(icon?.text ?? ''))) {
      return repairedRest;
    }
  }
  return words;
}
