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
  let folded = '';
  for (const character of text) {
    if (character.length !== 1) {
      // Outside the BMP (emoji, icon glyphs): two code units, never letters we match on.
      folded += ' '.repeat(character.length);
      continue;
    }
    const lower = character.normalize('NFD').charAt(0).toLowerCase();
    // 'İ'.toLowerCase() is two code units: keep only the base letter.
    folded += lower.charAt(0);
  }
  return folded;
}

/**
 * Private-use code points: icon fonts (Font Awesome, Phosphor) draw pictograms with them. The
 * replacement character stands for a glyph the file gives no text for, in a CV an icon's.
 */
export const iconCharacterPattern = /[\uE000-\uF8FF\uFFFD]|[\u{F0000}-\u{FFFFD}]/gu;

/**
 * Collapses whitespace and trims: the form in which the evaluation and the labels compare text.
 *
 * @example
 * collapseWhitespace('  Lima,\n  Perú '); // 'Lima, Perú'
 */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
