// Letters a font's broken Unicode map gives in place of what it draws. Some design tools embed a
// ligature ("ti", "ft") whose map names a letter of another script, so the text layer of a
// Spanish CV reads "Administraধon" while the page shows "Administration": the name, the e-mail
// and every word with that pair come out wrong, and an ATS reads them wrong too. The page image
// is right, so OCR of a few of those words tells what the glyph stands for.

import { foldText } from '../../language/fold-text';

/** A letter of another script set against a Latin letter: part of a Latin word. */
const misreadGlyphPattern =
  /(?<=\p{Script=Latin})[^\P{L}\p{Script=Latin}]|[^\P{L}\p{Script=Latin}](?=\p{Script=Latin})/gu;

/**
 * At most this share of a document's letters may be such glyphs: a CV that really mixes scripts
 * (a name in Cyrillic beside its Latin form) is not a broken map.
 */
const maxMisreadShare = 0.05;

/** Words OCR'd per glyph: enough to outvote one misreading. */
const samplesPerGlyph = 4;

/** What a glyph may stand for: a ligature of one to three Latin letters. */
const readingPattern = '([a-z]{1,3})';

export type GlyphLine = { readonly text: string };

export type GlyphSample<Line extends GlyphLine> = {
  readonly glyph: string;
  /** The word as the text layer gives it, glyph included. */
  readonly word: string;
  readonly line: Line;
};

/**
 * The words to OCR for each misread glyph of the document, longest words first (more letters
 * around the glyph to anchor the reading), a few per glyph; none when there is no such glyph.
 *
 * @example
 * findMisreadGlyphSamples([{ text: 'Gesধón de proyectos' }]);
 * // [{ glyph: 'ধ', word: 'Gesধón', line: … }]
 */
export function findMisreadGlyphSamples<Line extends GlyphLine>(
  lines: readonly Line[],
): GlyphSample<Line>[] {
  let letters = 0;
  let misread = 0;
  const wordsByGlyph = new Map<string, Map<string, Line>>();
  for (const line of lines) {
    letters += line.text.match(/\p{L}/gu)?.length ?? 0;
    for (const word of line.text.split(/\s+/u)) {
      const glyphs = word.match(misreadGlyphPattern);
      if (!glyphs) continue;
      misread += glyphs.length;
      for (const glyph of new Set(glyphs)) {
        const words = wordsByGlyph.get(glyph) ?? new Map<string, Line>();
        if (!words.has(word)) words.set(word, line);
        wordsByGlyph.set(glyph, words);
      }
    }
  }
  if (misread === 0 || misread > letters * maxMisreadShare) return [];
  return [...wordsByGlyph].flatMap(([glyph, words]) =>
    [...words]
      .sort(([left], [right]) => right.length - left.length)
      .slice(0, samplesPerGlyph)
      .map(([word, line]) => ({ glyph, word, line })),
  );
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/**
 * What the glyph stands for in one word, from the OCR text of the line the word is on: the
 * letters OCR read where the glyph is, the rest of the word matching (accents and case aside).
 * Null when OCR did not read the word.
 *
 * @example
 * readGlyphInWord('Gesধón', 'ধ', 'Gestión de proyectos'); // 'ti'
 */
export function readGlyphInWord(word: string, glyph: string, ocrText: string): string | null {
  const core = word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const parts = core.split(glyph).map((part) => escapeForPattern(foldText(part)));
  // The rest of the word must anchor the reading: at least three letters of it.
  if (parts.join('').replace(/\\/gu, '').length < 3) return null;
  const pattern = new RegExp(parts.join(readingPattern), 'u');
  const match = pattern.exec(foldText(ocrText));
  if (!match) return null;
  const readings = new Set(match.slice(1));
  return readings.size === 1 ? (match[1] ?? null) : null;
}

/**
 * The reading most samples agree on, when at least two thirds of the readings agree (one reading
 * suffices only when there was a single word to read).
 *
 * @example
 * chooseGlyphReading(['ti', 'ti', 'fi'], 3); // 'ti'
 */
export function chooseGlyphReading(
  readings: readonly string[],
  sampleCount: number,
): string | null {
  const counts = new Map<string, number>();
  for (const reading of readings) counts.set(reading, (counts.get(reading) ?? 0) + 1);
  const [best, count] = [...counts].sort(([, left], [, right]) => right - left)[0] ?? [null, 0];
  if (best === null) return null;
  const enough = count >= 2 || (sampleCount === 1 && count === 1);
  return enough && count * 3 >= readings.length * 2 ? best : null;
}

/**
 * The text with each repaired glyph replaced by what it stands for, in capitals between capitals.
 *
 * @example
 * replaceMisreadGlyphs('Gesধón · GESধÓN', new Map([['ধ', 'ti']])); // 'Gestión · GESTIÓN'
 */
export function replaceMisreadGlyphs(text: string, readings: ReadonlyMap<string, string>): string {
  let repaired = text;
  for (const [glyph, reading] of readings) {
    repaired = repaired.replace(
      new RegExp(`(?<=(\\p{Lu})?)${escapeForPattern(glyph)}(?=(\\p{Lu})?)`, 'gu'),
      (_glyph, before?: string, after?: string) =>
        before !== undefined && after !== undefined ? reading.toUpperCase() : reading,
    );
  }
  return repaired;
}
