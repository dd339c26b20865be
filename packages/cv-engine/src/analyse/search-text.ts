// One comparable form of text, to ask "does this document say that?" across a PDF's line breaks,
// accents, capitals and punctuation (the analysis of our own output, issue 13).
import { foldText } from '../language/fold-text';

/**
 * Folds accents and case and turns every run of other characters than letters and digits into
 * one space, so a phrase is found in a document's text whatever its line breaks and punctuation.
 *
 * @example toSearchText('Gestión  de\nproyectos,') // 'gestion de proyectos'
 */
export function toSearchText(text: string): string {
  return foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
