// Every piece of text is cleaned once, here, before either renderer writes it (issue 3, stage 6:
// "Text NFKC-normalised before writing"), so the DOCX and the PDF carry exactly the same characters.

import { keepDrawable } from './drawable-text';
import { carlitoDraws } from './fonts';

// Control characters (C0, DEL, C1) are invalid in DOCX XML and meaningless in a PDF text layer.
const controlCharacters = /\p{Cc}/gu;
// Invisible format characters (soft hyphen, zero-width spaces and joiners, BOM, word joiner) that
// extracted text often carries; they split words for an ATS and draw nothing.
const invisibleCharacters = /[\u00AD\u200B-\u200F\u2060\uFEFF]/gu;
// Private-use code points are icon-font glyphs (phone, envelope, LinkedIn logos) copied out of
// designed CVs: they have no meaning as text and Inter has no glyph for them, so they would print as
// empty boxes. Lone surrogates cannot be encoded at all.
const meaninglessCharacters = /[\p{Co}\p{Cs}]/gu;
// NFKC would turn the ordinal indicators and superscript digits into plain letters and digits:
// "Nº 8, 4ºC" into "No 8, 4oC", "m²" into "m2". Every font the output uses draws them, so they are
// kept and NFKC applies to the text between them.
const keptCompatibilityCharacters = /[^ªº¹²³]+/gu;
// Line and paragraph separators and every kind of space become one ordinary space.
const whitespaceRuns = /[\s\u2028\u2029]+/gu;

/**
 * Returns the text NFKC-normalised, without control or invisible characters, with whitespace runs
 * collapsed to one space and trimmed, and only characters the output font draws (keepDrawable).
 * Ligatures ("ﬁ") become letters and full-width forms ("Ｅ") their ordinary equivalents; accents,
 * "ñ", dashes ("–", "—"), "Nº" and "m²" are kept.
 *
 * @example normaliseText('Certi\uFB01cación\u0007  en ＳＱＬ ') // 'Certificación en SQL'
 */
export function normaliseText(text: string): string {
  const normalised = text
    .replace(keptCompatibilityCharacters, (part) => part.normalize('NFKC'))
    .replace(controlCharacters, ' ')
    .replace(invisibleCharacters, '')
    .replace(meaninglessCharacters, '');
  return keepDrawable(normalised, carlitoDraws).replace(whitespaceRuns, ' ').trim();
}
