// Accent- and case-insensitive comparison (issue 3, stage 2: headings and months are matched
// without regard to accents or capitals). The folding keeps one output character per input
// character so that match positions found in folded text are valid in the original text.

/**
 * Lower-cases `text` and strips diacritics, keeping its length (one character per character).
 *
 * @example
 * foldText('EDUCACIÓN Ñandú'); // 'educacion nandu'
 */
export function foldText(text: string): string {
  // Parse and analysis fold the same lines many times over, through different rules (about 5 %
  // of an optimisation went into normalising one character at a time): a line is folded once
  // while it is recent, ASCII needs only lower case, and any other character is normalised once.
  const known = foldedTexts.get(text);
  if (known !== undefined) return known;
  const folded = asciiPattern.test(text) ? text.toLowerCase() : foldEachCharacter(text);
  if (text.length <= longestKeptText) {
    if (foldedTexts.size >= foldedTextLimit) foldedTexts.clear();
    foldedTexts.set(text, folded);
  }
  return folded;
}

/** Texts folded before the cache starts again: the lines of a few CVs, a few megabytes at most. */
const foldedTextLimit = 5_000;
/** Longer texts (a whole document's) are folded rarely, and not kept. */
const longestKeptText = 500;
const foldedTexts = new Map<string, string>();

function foldEachCharacter(text: string): string {
  let folded = '';
  for (const character of text) {
    if (character.length !== 1) {
      // Outside the BMP (emoji, icon glyphs): two code units, never letters we match on.
      folded += ' '.repeat(character.length);
      continue;
    }
    let foldedCharacter = foldedCharacters.get(character);
    if (foldedCharacter === undefined) {
      foldedCharacter = foldCharacter(character);
      foldedCharacters.set(character, foldedCharacter);
    }
    folded += foldedCharacter;
  }
  return folded;
}

const asciiPattern = /^\p{ASCII}*$/u;

/** The folded form of every BMP character met so far (at most 65,536 entries). */
const foldedCharacters = new Map<string, string>();

function foldCharacter(character: string): string {
  const lower = character.normalize('NFD').charAt(0).toLowerCase();
  // 'İ'.toLowerCase() is two code units: keep only the base letter.
  return lower.charAt(0);
}

/**
 * Private-use code points: icon fonts (Font Awesome, Phosphor) draw pictograms with them. The
 * replacement character stands for a glyph the file gives no text for, in a CV an icon's.
 */
export const iconCharacterPattern = /[\uE000-\uF8FF\uFFFD]|[\u{F0000}-\u{FFFFD}]/gu;

/**
 * Pictograms typed as text before a contact item ("⌂ Miraflores", "☎ 987…", "✉", "➤", "📍"):
 * arrows, technical and miscellaneous symbols, dingbats and emoji. Geometric shapes are left
 * out: they are bullets and rating dots.
 */
export const pictogramPattern = /[\u2190-\u21FF\u2300-\u23FF\u2600-\u27BF\u{1F300}-\u{1FAFF}]/gu;

/**
 * Collapses whitespace and trims: the form in which the evaluation and the labels compare text.
 *
 * @example
 * collapseWhitespace('  Lima,\n  Perú '); // 'Lima, Perú'
 */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
