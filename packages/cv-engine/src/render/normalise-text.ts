// Every piece of text is cleaned once, here, before either renderer writes it (issue 3, stage 6:
// "Text NFKC-normalised before writing"), so the DOCX and the PDF carry exactly the same characters.

// Control characters (C0, DEL, C1) are invalid in DOCX XML and meaningless in a PDF text layer.
const controlCharacters = /\p{Cc}/gu;
// Invisible format characters (soft hyphen, zero-width spaces and joiners, BOM, word joiner) that
// extracted text often carries; they split words for an ATS and draw nothing.
const invisibleCharacters = /[\u00AD\u200B-\u200F\u2060\uFEFF]/gu;
// Private-use code points are icon-font glyphs (phone, envelope, LinkedIn logos) copied out of
// designed CVs: they have no meaning as text and Inter has no glyph for them, so they would print as
// empty boxes. Lone surrogates cannot be encoded at all.
const meaninglessCharacters = /[\p{Co}\p{Cs}]/gu;
// Line and paragraph separators and every kind of space become one ordinary space.
const whitespaceRuns = /[\s\u2028\u2029]+/gu;

/**
 * Returns the text NFKC-normalised, without control or invisible characters, with whitespace runs
 * collapsed to one space and trimmed. Ligatures ("ﬁ") become letters and full-width forms ("Ｅ")
 * their ordinary equivalents; accents, "ñ" and dashes ("–", "—") are kept.
 *
 * @example normaliseText('Certi\uFB01cación\u0007  en ＳＱＬ ') // 'Certificación en SQL'
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(controlCharacters, ' ')
    .replace(invisibleCharacters, '')
    .replace(meaninglessCharacters, '')
    .replace(whitespaceRuns, ' ')
    .trim();
}
